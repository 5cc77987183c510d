/** The patients list row and the patient record (spec 02 §3): shapes the demo API does not send. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { patientPageSchema } from '@/features/patients/api/patientList';
import { patientRecordSchema, readAccessStatus, readLifeStatus, readPs, readStage } from '@/features/patients/recordSchema';
import { isViewOnly, patientRowSchema } from '@/features/patients/schemas';

describe('patients list rows', () => {
  it('reads the documented row and the forms another server may send', () => {
    const row = safeParse(patientRowSchema, {
      Id: 7,
      Name: ' Maria Souza ',
      Gender: 'F',
      BirthDate: '1960-05-12T00:00:00',
      Doctor: { Id: 3, Name: 'Mastologia' },
      CIDs: [{ CIDCode: 'C50.9' }, 'C73'],
      RegisterNumber: 100123,
      IsLicensed: 'true',
      Institution: { Id: '165' },
    });
    expect(row.success && row.data).toEqual({
      Id: '7',
      Name: 'Maria Souza',
      Gender: 'Feminino',
      BirthDate: '1960-05-12',
      Team: { Id: '3', Name: 'Mastologia' },
      CIDs: [
        { CIDCode: 'C50.9', Description: null },
        { CIDCode: 'C73', Description: null },
      ],
      RegisterNumber: '100123',
      IsLicensed: true,
      InstitutionId: '165',
    });
  });

  it('a team named without its id, a flat InstitutionId, and no licence flag', () => {
    const row = safeParse(patientRowSchema, { Id: 'a1', Name: 'João', Doctor: 'Uro-oncologia', InstitutionId: 1, IsLicensed: null });
    expect(row.success && row.data).toMatchObject({ Team: { Id: null, Name: 'Uro-oncologia' }, InstitutionId: '1', IsLicensed: null });
  });

  it('one row without a name is counted, the others shown', () => {
    const page = safeParse(patientPageSchema, { Data: [{ Id: 1, Name: 'Ana' }, { Id: 2 }, { Id: 3, Name: 'Rui', Gender: 42 }] });
    expect(page.success && page.data.items.map((row) => row.Name)).toEqual(['Ana', 'Rui']);
    expect(page.success && page.data.unreadable).toBe(1);
  });

  it('view-only only for a known other institution', () => {
    expect(isViewOnly('165', 1)).toBe(true);
    expect(isViewOnly('1', 1)).toBe(false);
    expect(isViewOnly(null, 1)).toBe(false);
  });

  it("is view-only everywhere while the user's own institution is unknown: nothing is taken for ours", () => {
    expect(isViewOnly('1', null)).toBe(true);
    expect(isViewOnly(null, null)).toBe(true);
    expect(isViewOnly('3f2a', '3f2a')).toBe(false);
  });
});

describe('patient record readers', () => {
  it('access state by name, label or flag', () => {
    expect(readAccessStatus('Pending')).toBe('Pending');
    expect(readAccessStatus('ACTIVE')).toBe('Active');
    expect(readAccessStatus('Login desabilitado')).toBe('Inactive');
    expect(readAccessStatus(true)).toBe('Active');
    expect(readAccessStatus(2)).toBeNull();
  });

  it('life state by enum name or pt-BR label', () => {
    expect(readLifeStatus('InTreatment')).toBe('InTreatment');
    expect(readLifeStatus('out_treatment')).toBe('OutTreatment');
    expect(readLifeStatus('Falecido')).toBe('Deceased');
    expect(readLifeStatus('Fora de tratamento')).toBe('OutTreatment');
    expect(readLifeStatus('outro')).toBeNull();
  });

  it('performance status as a number, text or roman numeral', () => {
    expect(readPs(0)).toBe(0);
    expect(readPs('3')).toBe(3);
    expect(readPs('PS II')).toBe(2);
    expect(readPs('iv')).toBe(4);
    expect(readPs(5)).toBeNull();
    expect(readPs(1.5)).toBeNull();
  });

  it('stages: the spec codes, their names, and any other kept as written', () => {
    expect(readStage('ii')).toBe('II');
    expect(readStage('Localizado')).toBe('LOC');
    expect(readStage('Não se aplica')).toBe('NA');
    expect(readStage('IIB')).toBe('IIB');
    expect(readStage('')).toBeNull();
  });
});

describe('patient record', () => {
  const documented = {
    Id: 12,
    Name: 'Maria Aparecida Santos',
    Email: 'maria@example.com',
    Gender: 'Feminino',
    Phone: '(11) 98765-4321',
    CPF: '529.982.247-25',
    RegisterNumber: '100500',
    BirthDate: '1961-03-02T00:00:00',
    PS: 1,
    CurrentPS: 2,
    CEP: '01310-100',
    Street: 'Avenida Paulista',
    Status: 'Active',
    IsAppInstalled: true,
    LifeStatus: 'Deceased',
    DeathDate: '2026-10-01T00:00:00',
    DeathNotes: 'Em casa',
    PainLevel: 6,
    Doctor: { Id: 3, Name: 'Mastologia' },
    Institution: { Id: 1 },
    AttendancePlace: { Street: 'Rua Maestro Cardim, 769' },
    CIDs: [{ Id: 40, CID: { Id: 1, CIDCode: 'C50.9', Description: 'Neoplasia maligna da mama' }, Morphology: 'Carcinoma', Estadio: 'II', IsEnable: true }],
  };

  it('reads the documented record', () => {
    const parsed = safeParse(patientRecordSchema, documented);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toMatchObject({
      Id: '12',
      Phone: '11987654321',
      CPF: '52998224725',
      CEP: '01310100',
      BirthDate: '1961-03-02',
      PS: 1,
      Status: 'Active',
      AppInstalled: true,
      LifeStatus: 'Deceased',
      DeathDate: '2026-10-01',
      PainLevel: 6,
      Team: { Id: '3', Name: 'Mastologia' },
      InstitutionId: '1',
      AttendanceStreet: 'Rua Maestro Cardim, 769',
      CIDs: [{ Id: '40', CIDId: '1', CIDCode: 'C50.9', Estadio: 'II', IsEnable: true, Morphology: 'Carcinoma' }],
      unreadableCids: 0,
    });
  });

  it('another server: numbers as text, other field names, a flat CID, one unreadable entry', () => {
    const parsed = safeParse(patientRecordSchema, {
      Id: '12',
      Name: 'Maria',
      Cpf: 52998224725,
      PS: 'PS III',
      Status: 'pending',
      AppInstalled: 'false',
      LifeStatus: 'Em tratamento',
      EVA: '4',
      Team: 'Mastologia',
      InstitutionId: '165',
      AttendancePlace: 'Av. Ana Costa, 433',
      Cids: [{ Id: 1, CIDId: 5, CIDCode: 'C53.9', Estadio: 'Extenso', IsEnable: 0 }, { Id: 2 }, { Morphology: 'x' }],
    });
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toMatchObject({
      CPF: '52998224725',
      PS: 3,
      Status: 'Pending',
      AppInstalled: false,
      LifeStatus: 'InTreatment',
      PainLevel: 4,
      Team: { Id: null, Name: 'Mastologia' },
      InstitutionId: '165',
      AttendanceStreet: 'Av. Ana Costa, 433',
      CIDs: [{ Id: '1', CIDId: '5', CIDCode: 'C53.9', Estadio: 'EXT', IsEnable: false }],
      unreadableCids: 2,
    });
  });

  it("spec 02 §3's fields alone: no install flag, the access state as .NET's number, kept as sent", () => {
    const specOnly: Partial<typeof documented> = { ...documented };
    delete specOnly.IsAppInstalled;
    delete specOnly.PainLevel;
    for (const [Status, read] of [
      [1, null],
      ['Suspenso', null],
      [null, null],
      ['Inactive', 'Inactive'],
    ] as const) {
      const parsed = safeParse(patientRecordSchema, { ...specOnly, Status });
      expect(parsed.success && parsed.data).toMatchObject({ Status: read, AppInstalled: null, PainLevel: null });
      if (parsed.success) expect(parsed.data.raw.Status).toBe(Status);
    }
    const parsed = safeParse(patientRecordSchema, specOnly);
    expect(parsed.success && parsed.data.CIDs.map((cid) => cid.CIDCode)).toEqual(['C50.9']);
  });

  it('odd fields never hide the record; only the id and the name are required', () => {
    const parsed = safeParse(patientRecordSchema, { Id: 3, Name: 'Ana', BirthDate: 'ontem', PS: 9, CIDs: 'nenhum', Doctor: 5, Status: {} });
    expect(parsed.success && parsed.data).toMatchObject({ BirthDate: null, PS: null, CIDs: [], Team: null, Status: null, AppInstalled: null });
    expect(safeParse(patientRecordSchema, { Id: 3 }).success).toBe(false);
  });
});
