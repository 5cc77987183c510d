/**
 * Real streets with their real CEPs (as the Correios / ViaCEP list them), in the region of each
 * institution. They give the seeded patients a home address and answer the demo's CEP lookup,
 * so a CEP typed from a seeded record finds the same street.
 */
export interface PostalAddress {
  /** 8 digits, no mask. */
  cep: string;
  /** ViaCEP's `logradouro`. */
  street: string;
  /** ViaCEP's `complemento`: the stretch of the street the CEP covers ('' for the whole street). */
  stretch: string;
  neighborhood: string;
  city: string;
  uf: string;
  /** IBGE code of the city. */
  ibge: string;
  /** Area code of the city. */
  ddd: string;
  /** House numbers inside the CEP's stretch. */
  numbers: { from: number; to: number; parity?: 'odd' | 'even' };
}

export type PostalRegion = 'saoPaulo' | 'baixadaSantista' | 'ribeiraoPreto';

const SAO_PAULO = { city: 'São Paulo', uf: 'SP', ibge: '3550308', ddd: '11' } as const;
const SANTOS = { city: 'Santos', uf: 'SP', ibge: '3548500', ddd: '13' } as const;
const SAO_VICENTE = { city: 'São Vicente', uf: 'SP', ibge: '3551009', ddd: '13' } as const;
const PRAIA_GRANDE = { city: 'Praia Grande', uf: 'SP', ibge: '3541000', ddd: '13' } as const;
const RIBEIRAO_PRETO = { city: 'Ribeirão Preto', uf: 'SP', ibge: '3543402', ddd: '16' } as const;

export const postalAddresses: Readonly<Record<PostalRegion, readonly PostalAddress[]>> = {
  // São Paulo capital: Vida Plena.
  saoPaulo: [
    { cep: '01001000', street: 'Praça da Sé', stretch: 'lado ímpar', neighborhood: 'Sé', ...SAO_PAULO, numbers: { from: 21, to: 371, parity: 'odd' } },
    {
      cep: '01310100',
      street: 'Avenida Paulista',
      stretch: 'de 612 a 1510 - lado par',
      neighborhood: 'Bela Vista',
      ...SAO_PAULO,
      numbers: { from: 612, to: 1510, parity: 'even' },
    },
    {
      cep: '01310200',
      street: 'Avenida Paulista',
      stretch: 'de 1512 a 2132 - lado par',
      neighborhood: 'Bela Vista',
      ...SAO_PAULO,
      numbers: { from: 1512, to: 2132, parity: 'even' },
    },
    {
      cep: '04538133',
      street: 'Avenida Brigadeiro Faria Lima',
      stretch: 'de 3253 ao fim - lado ímpar',
      neighborhood: 'Itaim Bibi',
      ...SAO_PAULO,
      numbers: { from: 3253, to: 4499, parity: 'odd' },
    },
    { cep: '05010000', street: 'Rua Caiubi', stretch: '', neighborhood: 'Perdizes', ...SAO_PAULO, numbers: { from: 10, to: 1400 } },
    {
      cep: '05014001',
      street: 'Rua Monte Alegre',
      stretch: 'de 901/902 a 1299/1300',
      neighborhood: 'Perdizes',
      ...SAO_PAULO,
      numbers: { from: 901, to: 1300 },
    },
  ],
  // Santos, São Vicente and Praia Grande: São Lucas do Litoral.
  baixadaSantista: [
    {
      cep: '11015002',
      street: 'Avenida Conselheiro Nébias',
      stretch: 'de 202 a 376 - lado par',
      neighborhood: 'Vila Mathias',
      ...SANTOS,
      numbers: { from: 202, to: 376, parity: 'even' },
    },
    { cep: '11045540', street: 'Rua Doutor Artur Porchat de Assis', stretch: '', neighborhood: 'Boqueirão', ...SANTOS, numbers: { from: 5, to: 380 } },
    {
      cep: '11045201',
      street: 'Avenida Siqueira Campos',
      stretch: 'de 333 ao fim - lado ímpar',
      neighborhood: 'Embaré',
      ...SANTOS,
      numbers: { from: 333, to: 1199, parity: 'odd' },
    },
    { cep: '11320180', street: 'Rua Saldanha da Gama', stretch: '', neighborhood: 'Itararé', ...SAO_VICENTE, numbers: { from: 10, to: 650 } },
    { cep: '11702160', street: 'Rua Antilhas', stretch: '', neighborhood: 'Guilhermina', ...PRAIA_GRANDE, numbers: { from: 10, to: 780 } },
  ],
  // Ribeirão Preto: Serra Azul.
  ribeiraoPreto: [
    { cep: '14010090', street: 'Rua Tibiriçá', stretch: '', neighborhood: 'Centro', ...RIBEIRAO_PRETO, numbers: { from: 20, to: 1100 } },
    { cep: '14076110', street: 'Avenida Paris', stretch: '', neighborhood: 'Independência', ...RIBEIRAO_PRETO, numbers: { from: 15, to: 990 } },
    {
      cep: '14095050',
      street: 'Rua Benedicta Rodrigues Domingos',
      stretch: '',
      neighborhood: 'Parque Industrial Lagoinha',
      ...RIBEIRAO_PRETO,
      numbers: { from: 10, to: 420 },
    },
  ],
};

const byCep = new Map(Object.values(postalAddresses).flatMap((list) => list.map((address) => [address.cep, address] as const)));

/** The table entry of an 8-digit CEP, if it is one of the demo's. */
export function postalAddressByCep(cep: string): PostalAddress | undefined {
  return byCep.get(cep);
}

/** '01310100' -> '01310-100'. */
export function maskedCep(cep: string): string {
  return /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}
