/** Common Brazilian given names and surnames (IBGE lists), enough for ~200 distinct people. */
export const femaleNames = [
  'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline',
  'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica', 'Letícia', 'Luciana', 'Vanessa', 'Cristina', 'Helena',
  'Terezinha', 'Raimunda', 'Lúcia', 'Rosângela', 'Conceição', 'Beatriz', 'Gabriela', 'Tânia', 'Sônia', 'Vera',
] as const;

export const maleNames = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos',
  'Luís', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo',
  'Sebastião', 'Geraldo', 'Manoel', 'Benedito', 'Roberto', 'Sérgio', 'Jorge', 'Cláudio', 'Edson', 'Vicente',
] as const;

export const middleNames = [
  'Aparecida', 'de Fátima', 'Cristina', 'Helena', 'Luiza', 'Eduarda', 'Carolina', 'Regina',
] as const;

export const maleMiddleNames = ['Carlos', 'Henrique', 'Augusto', 'Roberto', 'Eduardo', 'Antônio', 'Luiz', 'Miguel'] as const;

export const surnames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Moura', 'Cavalcanti', 'Monteiro', 'Batista',
] as const;
