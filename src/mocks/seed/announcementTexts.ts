/**
 * What the seeded announcements say and when they were sent: `daysAgo` counts São Paulo calendar
 * days back from the seed's anchor (never 0, so none lies in the future), `at` is the local time.
 * `reads` fixes who read it: nobody yet, everybody, or a mix drawn from the announcement's stream.
 */
export interface AnnouncementText {
  daysAgo: number;
  at: string;
  title: string;
  message: string;
  reads: 'none' | 'all' | 'mixed';
}

/** The day (in days before the anchor) on which Vida Plena sent three announcements. */
export const BUSY_DAY_DAYS_AGO = 7;

export const vidaPlenaTexts: readonly AnnouncementText[] = [
  {
    daysAgo: 1,
    at: '09:10',
    reads: 'none',
    title: 'Novo recurso no aplicativo: lembretes de medicação',
    message:
      'Agora você pode cadastrar seus medicamentos no aplicativo e receber lembretes nos horários de cada dose. Acesse o menu "Meus medicamentos" e, em caso de dúvida, fale com a enfermagem da sua equipe.',
  },
  {
    daysAgo: 3,
    at: '14:30',
    reads: 'mixed',
    title: 'Horário de atendimento no feriado',
    message:
      'No feriado, o ambulatório e a central de quimioterapia funcionarão das 8h às 12h. Sessões agendadas para a tarde foram remarcadas e você receberá a nova data por SMS. Em caso de febre acima de 37,8 °C, procure o pronto-atendimento.',
  },
  {
    daysAgo: BUSY_DAY_DAYS_AGO,
    at: '08:45',
    reads: 'mixed',
    title: 'Campanha de vacinação contra a gripe',
    message:
      'A vacina contra a gripe está disponível na sala de vacinas (térreo) de segunda a sexta, das 8h às 17h. Pacientes em quimioterapia devem conversar com o oncologista sobre o melhor dia para se vacinar. Traga seu cartão de vacinação.',
  },
  {
    daysAgo: BUSY_DAY_DAYS_AGO,
    at: '11:20',
    reads: 'mixed',
    title: 'Grupo de apoio: encontro presencial',
    message:
      'O grupo de apoio a pacientes e familiares se reúne na próxima quinta-feira, às 15h, no auditório do 2º andar. O tema do encontro será "Cansaço e disposição durante o tratamento". A participação é gratuita.',
  },
  {
    daysAgo: BUSY_DAY_DAYS_AGO,
    at: '16:05',
    reads: 'mixed',
    title: 'Cuidados nos dias de calor',
    message:
      'Com as altas temperaturas, beba pelo menos dois litros de água por dia, evite sair de casa entre 10h e 16h e use protetor solar, principalmente quem faz radioterapia. Registre no aplicativo qualquer tontura ou mal-estar.',
  },
  {
    daysAgo: 12,
    at: '10:00',
    reads: 'mixed',
    title: 'Atualize seus dados de contato',
    message:
      'Para que a equipe consiga falar com você rapidamente, confira no aplicativo se o seu telefone e o contato de um familiar estão corretos. Os dados podem ser atualizados também na recepção.',
  },
  {
    daysAgo: 18,
    at: '15:40',
    reads: 'mixed',
    title: 'Palestra: alimentação durante a quimioterapia',
    message:
      'A equipe de nutrição convida você e seus familiares para uma palestra sobre alimentação durante a quimioterapia: como lidar com enjoo, perda de apetite e alterações no paladar. Inscrições na recepção ou pelo chat do aplicativo.',
  },
  {
    daysAgo: 24,
    at: '09:30',
    reads: 'mixed',
    title: 'Novo canal de atendimento da enfermagem',
    message:
      'A enfermagem oncológica passa a responder às mensagens do aplicativo também aos sábados, das 8h às 14h. Em situações de urgência, continue procurando o pronto-atendimento.',
  },
  {
    daysAgo: 31,
    at: '13:15',
    reads: 'mixed',
    title: 'Cuidados com a pele durante a radioterapia',
    message:
      'Durante a radioterapia, lave a pele da região tratada apenas com água e sabonete neutro, não use cremes sem orientação da equipe e prefira roupas de algodão. Vermelhidão ou ardência devem ser registradas no aplicativo.',
  },
  {
    daysAgo: 38,
    at: '08:00',
    reads: 'mixed',
    title: 'Mudança na entrada do estacionamento',
    message:
      'A partir de segunda-feira, a entrada do estacionamento passa a ser pela Rua Maestro Cardim. Pacientes em tratamento continuam com a primeira hora gratuita: apresente o cartão de agendamento na saída.',
  },
  {
    daysAgo: 45,
    at: '17:20',
    reads: 'mixed',
    title: 'Sessões de yoga e meditação',
    message:
      'Estão abertas as inscrições para as sessões gratuitas de yoga e meditação, às terças e quintas, às 10h. As atividades são adaptadas para quem está em tratamento; traga a liberação do seu médico.',
  },
  {
    daysAgo: 52,
    at: '10:45',
    reads: 'mixed',
    title: 'Não esqueça do seu relato semanal',
    message:
      'O relato semanal ajuda a equipe a acompanhar como você está entre as consultas. Leva menos de dois minutos: abra o aplicativo e responda às perguntas sobre disposição, dor e atividades do dia a dia.',
  },
  {
    daysAgo: 60,
    at: '09:00',
    reads: 'mixed',
    title: 'Horário estendido da farmácia',
    message:
      'A farmácia ambulatorial passa a atender até as 19h de segunda a sexta. Para retirar medicamentos orais de alto custo, traga a receita, um documento com foto e o cartão do SUS ou do convênio.',
  },
  {
    daysAgo: 67,
    at: '14:10',
    reads: 'mixed',
    title: 'Roda de conversa: saúde do homem',
    message:
      'Convidamos os pacientes e seus familiares para uma roda de conversa sobre prevenção e diagnóstico precoce do câncer de próstata, com a equipe de uro-oncologia. Quarta-feira, às 14h, no auditório.',
  },
  {
    daysAgo: 75,
    at: '11:30',
    reads: 'mixed',
    title: 'Manutenção programada do aplicativo',
    message:
      'No domingo, entre 2h e 5h, o aplicativo ficará fora do ar para manutenção. Os sintomas registrados nesse período poderão ser enviados assim que o serviço voltar. Em caso de urgência, ligue para a central.',
  },
  {
    daysAgo: 83,
    at: '16:50',
    reads: 'mixed',
    title: 'Reforço da vacina contra a COVID-19',
    message:
      'Pacientes em tratamento oncológico podem receber a dose de reforço da vacina contra a COVID-19 nas unidades básicas de saúde. Converse com sua equipe antes, se estiver em quimioterapia ou imunoterapia.',
  },
  {
    daysAgo: 91,
    at: '08:20',
    reads: 'mixed',
    title: 'Orientação nutricional em grupo',
    message:
      'A nutricionista da equipe fará encontros quinzenais de orientação em grupo sobre alimentação saudável após o tratamento. Vagas limitadas; reserve a sua pelo chat do aplicativo.',
  },
  {
    daysAgo: 100,
    at: '10:15',
    reads: 'mixed',
    title: 'Apoio psicológico para familiares',
    message:
      'O serviço de psico-oncologia oferece atendimento também aos familiares e cuidadores. Os atendimentos são individuais ou em grupo e podem ser agendados na recepção do 3º andar.',
  },
  {
    daysAgo: 110,
    at: '15:00',
    reads: 'mixed',
    title: 'Recesso da central de agendamento',
    message:
      'A central de agendamento telefônico estará em recesso na sexta-feira. Os agendamentos podem ser feitos pelo aplicativo ou presencialmente na recepção, das 7h às 19h.',
  },
  {
    daysAgo: 121,
    at: '09:40',
    reads: 'mixed',
    title: 'Oficina de cuidados com o cateter',
    message:
      'Pacientes com cateter totalmente implantado (port-a-cath) e seus cuidadores estão convidados para a oficina de cuidados com o cateter, com a equipe de enfermagem. Sábado, às 9h, na sala de treinamento.',
  },
  {
    daysAgo: 133,
    at: '13:50',
    reads: 'all',
    title: 'Febre durante o tratamento: quando procurar ajuda',
    message:
      'Febre de 37,8 °C ou mais durante a quimioterapia pode ser sinal de infecção. Registre a temperatura no aplicativo e procure imediatamente o pronto-atendimento, mesmo fora do horário da sua consulta.',
  },
  {
    daysAgo: 146,
    at: '11:05',
    reads: 'mixed',
    title: 'Pesquisa de satisfação',
    message:
      'Queremos saber como tem sido o seu acompanhamento pelo aplicativo. A pesquisa leva cinco minutos e está disponível no menu "Ajuda". Suas respostas são anônimas.',
  },
  {
    daysAgo: 158,
    at: '10:25',
    reads: 'mixed',
    title: 'Campanha de doação de sangue',
    message:
      'Familiares e amigos podem ajudar: o banco de sangue do instituto está com estoques baixos. Doações de segunda a sábado, das 7h às 13h, no térreo. Quem doar pode indicar um paciente em tratamento.',
  },
  {
    daysAgo: 171,
    at: '14:45',
    reads: 'all',
    title: 'Boas-vindas ao acompanhamento pelo aplicativo',
    message:
      'Seja bem-vindo! Pelo aplicativo você registra seus sintomas, responde ao relato semanal e conversa com a sua equipe. Em caso de dúvida sobre o uso, a enfermagem está à disposição.',
  },
  {
    daysAgo: 180,
    at: '09:15',
    reads: 'mixed',
    title: 'Nova sala de quimioterapia',
    message:
      'A nova sala de quimioterapia, no 4º andar, tem poltronas reclináveis, tomadas individuais e acesso à internet sem fio. As sessões agendadas passam a ser realizadas lá a partir da próxima semana.',
  },
];

export const saoLucasTexts: readonly AnnouncementText[] = [
  {
    daysAgo: 2,
    at: '10:30',
    reads: 'none',
    title: 'Atendimento na unidade da Praia Grande',
    message:
      'A partir desta semana, as consultas de retorno da oncologia clínica também podem ser feitas na unidade da Avenida Presidente Kennedy, na Praia Grande. Escolha a unidade ao agendar pelo aplicativo.',
  },
  {
    daysAgo: 9,
    at: '15:15',
    reads: 'mixed',
    title: 'Campanha de vacinação contra a gripe',
    message:
      'A vacina contra a gripe está disponível no posto do Hospital São Lucas, de segunda a sexta, das 8h às 16h. Pacientes em quimioterapia devem confirmar o melhor dia com a equipe.',
  },
  {
    daysAgo: 30,
    at: '09:00',
    reads: 'mixed',
    title: 'Grupo de apoio às segundas-feiras',
    message: 'O grupo de apoio a pacientes em radioterapia se reúne toda segunda-feira, às 16h, na sala 12 do ambulatório. Familiares são bem-vindos.',
  },
  {
    daysAgo: 64,
    at: '11:45',
    reads: 'all',
    title: 'Bem-vindo ao aplicativo de acompanhamento',
    message:
      'O Hospital São Lucas do Litoral agora acompanha seus pacientes pelo aplicativo. Registre seus sintomas sempre que sentir algo diferente; a equipe é avisada na hora.',
  },
];
