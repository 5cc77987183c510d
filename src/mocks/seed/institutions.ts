import type { Institution, InstitutionAddress, Patient } from '../types';

/** Institution 165 has its own logo and lands on the alerts page: it must exist in the demo. */
export const VIDA_PLENA_ID = 1;
export const SAO_LUCAS_ID = 165;
/** A small clinic without patient licences (the list hides its licence column). */
export const SERRA_AZUL_ID = 2;

/**
 * Licences: Vida Plena has plenty available (the badge's high level); São Lucas has 7 left (the
 * medium level). The low level is seen by licensing patients until none is left, and at Serra
 * Azul, which bought none.
 */
export function seedInstitutions(patients: readonly Patient[]): Institution[] {
  const licensed = (id: number) => patients.filter((patient) => patient.InstitutionId === id && patient.IsLicensed).length;
  return [
    { Id: VIDA_PLENA_ID, Name: 'Instituto de Oncologia Vida Plena', TotalLicenses: 200 },
    { Id: SAO_LUCAS_ID, Name: 'Hospital São Lucas do Litoral', TotalLicenses: licensed(SAO_LUCAS_ID) + 7 },
    { Id: SERRA_AZUL_ID, Name: 'Clínica Oncológica Serra Azul', TotalLicenses: 0 },
  ];
}

/** An address of Vida Plena that attends no patient, so the dashboard's empty states can be seen. */
export const EMPTY_ADDRESS_ID = 4;

export function seedAddresses(): InstitutionAddress[] {
  return [
    { InstitutionAddressId: 1, InstitutionId: VIDA_PLENA_ID, Street: 'Rua Maestro Cardim, 769 - Bela Vista, São Paulo - SP' },
    { InstitutionAddressId: 2, InstitutionId: VIDA_PLENA_ID, Street: 'Avenida Brigadeiro Luís Antônio, 2367 - Jardim Paulista, São Paulo - SP' },
    { InstitutionAddressId: 3, InstitutionId: VIDA_PLENA_ID, Street: 'Rua Domingos de Morais, 1350 - Vila Mariana, São Paulo - SP' },
    { InstitutionAddressId: 4, InstitutionId: VIDA_PLENA_ID, Street: 'Avenida Senador Vergueiro, 3240 - Rudge Ramos, São Bernardo do Campo - SP' },
    { InstitutionAddressId: 5, InstitutionId: SAO_LUCAS_ID, Street: 'Avenida Ana Costa, 433 - Gonzaga, Santos - SP' },
    { InstitutionAddressId: 6, InstitutionId: SAO_LUCAS_ID, Street: 'Rua Oswaldo Cruz, 197 - Boqueirão, Santos - SP' },
    { InstitutionAddressId: 7, InstitutionId: SAO_LUCAS_ID, Street: 'Avenida Presidente Kennedy, 8150 - Mirim, Praia Grande - SP' },
    { InstitutionAddressId: 8, InstitutionId: SERRA_AZUL_ID, Street: 'Avenida Paris, 740 - Independência, Ribeirão Preto - SP' },
  ];
}
