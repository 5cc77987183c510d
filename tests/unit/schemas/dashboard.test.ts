/** The dashboard's answers: each widget requires its figure only; lists are read row by row. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  activeDoctorsSchema,
  cidDistributionSchema,
  demandsSchema,
  newPatientsMonthlySchema,
  newPatientsPageSchema,
  performanceStatusMonthlySchema,
  performanceStatusSchema,
  shareSchema,
  symptomPatientsSchema,
  totalsSchema,
  treatmentsSchema,
} from '@/features/dashboard/schemas';
import { addressListSchema } from '@/features/layout/api/addresses';
import { groupTreatments } from '@/features/dashboard/treatment';

const patient = {
  Id: 5,
  Name: 'Ana Lima',
  Gender: 'F',
  BirthDate: '1970-01-31T00:00:00',
  Doctor: 'Equipe Pulmão',
  Phone: '1133334444',
  CIDCode: 'C34',
  Description: 'Neoplasia maligna dos brônquios e dos pulmões',
};

describe('figure widgets', () => {
  it('read figures sent as numbers or numeric strings', () => {
    expect(safeParse(totalsSchema, { Professionals: '12', Patients: 150, Extra: 1 }).data).toEqual({ Professionals: 12, Patients: 150 });
    expect(safeParse(shareSchema, { Percentage: '33.3', Total: '50' }).data).toEqual({ Percentage: 33.3, Total: 50 });
    expect(safeParse(demandsSchema, { Total: '40', Average: '1,5' }).data).toEqual({ Total: 40, Average: 1.5 });
  });

  it('leave the caption out when its number is null, missing or unreadable', () => {
    expect(safeParse(shareSchema, { Percentage: 10, Total: null }).data).toEqual({ Percentage: 10, Total: null });
    expect(safeParse(shareSchema, { Percentage: 10 }).data).toEqual({ Percentage: 10, Total: null });
    expect(safeParse(demandsSchema, { Total: 4, Average: 'n/d' }).data).toEqual({ Total: 4, Average: null });
  });

  it('fail the widget only without its figure', () => {
    expect(safeParse(shareSchema, { Total: 5 }).success).toBe(false);
    expect(safeParse(demandsSchema, { Average: 1 }).success).toBe(false);
    expect(safeParse(totalsSchema, { Professionals: 1, Patients: null }).success).toBe(false);
  });
});

describe('pain and fever', () => {
  it('read the patients row by row, in either shape, with null display fields', () => {
    const answer = {
      Percentage: '25',
      Total: null,
      PatientSymptoms: [
        { ...patient, DateAndTime: '2026-11-20T14:03:12-03:00', Intensity: '38.2' },
        { Name: 'Sem dados', Gender: null, BirthDate: null, DateAndTime: null, Doctor: null, Intensity: null, Phone: null, CIDs: null },
        { Id: 9, Phone: '11' },
      ],
    };
    const parsed = safeParse(symptomPatientsSchema, answer).data;
    expect(parsed?.Percentage).toBe(25);
    expect(parsed?.Total).toBeNull();
    expect(parsed?.PatientSymptoms.unreadable).toBe(1);
    expect(parsed?.PatientSymptoms.items[0]).toEqual({
      Id: '5',
      Name: 'Ana Lima',
      Gender: 'Feminino',
      BirthDate: '1970-01-31',
      Doctor: 'Equipe Pulmão',
      Phone: '1133334444',
      CIDs: [{ CIDCode: 'C34', Description: patient.Description }],
      DateAndTime: '2026-11-20T17:03:12.000Z',
      Intensity: 38.2,
    });
    expect(parsed?.PatientSymptoms.items[1]).toMatchObject({ Name: 'Sem dados', Doctor: null, CIDs: [], Intensity: null });
  });

  it('read an answer without its list as no patients', () => {
    expect(safeParse(symptomPatientsSchema, { Percentage: 0 }).data?.PatientSymptoms).toEqual({ items: [], unreadable: 0 });
  });
});

describe('lists of the summary widgets', () => {
  it('performance status: the spec levels and their other spellings; one bad entry is counted', () => {
    const parsed = safeParse(performanceStatusSchema, [
      { PS: 'ps0', Percentage: 10 },
      { PS: 'PS 1', Percentage: '20' },
      { PS: 'PS II', Percentage: 30 },
      { PS: 3, Percentage: 40 },
      { PS: 'ps9', Percentage: 1 },
    ]).data;
    expect(parsed?.items.map((e) => e.PS)).toEqual(['ps0', 'ps1', 'ps2', 'ps3']);
    expect(parsed?.unreadable).toBe(1);
  });

  it('monthly series: months in their usual forms, nested lists row by row', () => {
    const ps = safeParse(performanceStatusMonthlySchema, [
      { Month: '05/2026', PerformanceStatus: [{ PS: 'ps0', Percentage: 100 }, { PS: null }] },
      { Month: '2026-06-01T00:00:00', PerformanceStatus: null },
      { Month: 'junho' },
    ]).data;
    expect(ps?.items.map((m) => m.Month)).toEqual(['05/2026', '06/2026']);
    expect(ps?.items[0]?.PerformanceStatus.unreadable).toBe(1);
    expect(ps?.unreadable).toBe(1);
    const patients = safeParse(newPatientsMonthlySchema, [{ Month: '7/2026', ActivePatients: '3', TotalPatients: 9 }]).data;
    expect(patients?.items).toEqual([{ Month: '07/2026', ActivePatients: 3, TotalPatients: 9 }]);
  });

  it('treatments and CIDs: the row needs its label and its number', () => {
    const treatments = safeParse(treatmentsSchema, [
      { Line: '1° Linha', Total: '4' },
      { Line: null, Total: 3 },
    ]).data;
    expect(treatments).toEqual({ items: [{ Line: '1° Linha', Total: 4 }], unreadable: 1 });
    const cids = safeParse(cidDistributionSchema, [
      { CIDCode: 'C50', Percentage: '50', Description: null },
      { CIDCode: 'C34', CIDId: '2', Description: 'Pulmão', Percentage: 25 },
      { Description: 'sem código', Percentage: 25 },
    ]).data;
    expect(cids?.items).toEqual([
      { CIDCode: 'C50', Description: null, Percentage: 50 },
      { CIDCode: 'C34', Description: 'Pulmão', Percentage: 25 },
    ]);
    expect(cids?.unreadable).toBe(1);
  });

  it('treatment lines 1, 2 and 3 by their number, whatever the ordinal sign, under the spec’s labels', () => {
    const treatments = safeParse(treatmentsSchema, [
      { Line: '1º Linha', Total: 2 },
      { Line: '1° Linha', Total: 1 },
      { Line: ' 2o  LINHA ', Total: '3' },
      { Line: '3 linha', Total: 4 },
      { Line: '10º Linha', Total: 5 },
      { Line: '4º Linha', Total: 6 },
      { Line: 'Nenhum Tratamento Neoplásico', Total: 7 },
    ]).data;
    expect(groupTreatments(treatments?.items ?? [])).toEqual([
      { id: '1° Linha', label: '1° Linha', value: 3 },
      { id: '2° Linha', label: '2° Linha', value: 3 },
      { id: '3° Linha', label: '3° Linha', value: 4 },
      { id: 'Outros', label: 'Outros', value: 18 },
    ]);
  });

  it('active professionals: lists optional, rows need a name', () => {
    const parsed = safeParse(activeDoctorsSchema, {
      Percentage: '50',
      ActiveDoctors: [{ Id: 1, Name: 'Dra. Ana', Phone: null }, { Id: 2 }],
      InactiveDoctors: null,
    }).data;
    expect(parsed?.ActiveDoctors).toEqual({ items: [{ Id: '1', Name: 'Dra. Ana', Phone: null }], unreadable: 1 });
    expect(parsed?.InactiveDoctors).toEqual({ items: [], unreadable: 0 });
  });
});

describe('new patients', () => {
  it('needs TotalInfo; the page fields may be missing or strings', () => {
    const parsed = safeParse(newPatientsPageSchema, { Data: [{ ...patient, CreatedAt: '2026-11-01T10:00:00' }], TotalInfo: '31' }).data;
    expect(parsed).toMatchObject({ TotalInfo: 31, TotalPage: null, CurrentPage: null });
    expect(parsed?.Data.items[0]?.CreatedAt).toBe('2026-11-01T13:00:00.000Z');
    expect(safeParse(newPatientsPageSchema, { Data: [], TotalInfo: 0, TotalPage: '0', CurrentPage: '1' }).data).toMatchObject({ TotalPage: 0, CurrentPage: 1 });
    expect(safeParse(newPatientsPageSchema, { Data: [] }).success).toBe(false);
  });
});

describe('addresses', () => {
  it('need an id and a street; a bad one is counted', () => {
    const parsed = safeParse(addressListSchema, [
      { InstitutionAddressId: '2', Street: 'Rua A', Extra: null },
      { InstitutionAddressId: 3, Street: null },
    ]).data;
    expect(parsed).toEqual({ items: [{ InstitutionAddressId: 2, Street: 'Rua A' }], unreadable: 1 });
  });
});
