/**
 * The Ficha's writer (decision 0023): a save starts from the record as received, every key, and
 * overlays only what the user edited; what the console cannot read goes back as it came.
 */
import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import { fichaSchema, startingValues, type FichaValues } from '@/features/patients/ficha/form';
import { recordPayload } from '@/features/patients/ficha/payloads';
import { patientRecordSchema, readLifeStatus } from '@/features/patients/recordSchema';
import { recordPayload as historyPayload, startingValues as recordStartingValues } from '@/features/patients/records/form';
import { historyRecordSchema } from '@/features/patients/records/schemas';

/** A record as a server following spec 02 §3 may send it, with fields the console does not know. */
const RECORD = {
  $id: '1',
  Id: 100,
  Name: 'Maria Souza',
  Email: 'maria@exemplo.com.br',
  Gender: 'Feminino',
  Phone: '11987654321',
  CPF: '52998224725',
  RegisterNumber: 'AB100',
  BirthDate: '5/17/1980 12:00:00 AM',
  PS: 1,
  CurrentPS: 2,
  CEP: '01310100',
  Street: 'Avenida Paulista',
  Number: '1000',
  Complement: null,
  Neighborhood: 'Bela Vista',
  City: 'São Paulo',
  UF: 'SP',
  Comorbidity: 'Hipertensão',
  Diagnostic: 'Carcinoma ductal',
  Allergy: null,
  RelativeName: 'João Souza',
  RelativePhone: '1133334444',
  Status: 1,
  LifeStatus: 'InTreatment',
  DeathDate: null,
  DeathNotes: null,
  Photo: 'https://fotos.exemplo/100.jpg',
  Doctor: { Id: 3, Name: 'Mastologia', Color: '#f00' },
  Institution: { Id: 1 },
  AttendancePlace: { Street: 'Rua das Flores, 10' },
  CIDs: [{ Id: 7, CID: { Id: 1, CIDCode: 'C50.9' }, Morphology: null, Estadio: 'IIB', IsEnable: true }],
  MedicalRecordCode: 'PR-2024-0100',
  Insurance: { Plan: 'Ouro', Card: ['123', '456'] },
};

/** The record with `over` applied; a key set to undefined is left out, as JSON would. */
function open(over: Record<string, unknown> = {}) {
  const sent = Object.fromEntries(Object.entries({ ...RECORD, ...over }).filter(([, value]) => value !== undefined));
  const record = parse(patientRecordSchema, sent);
  const start = startingValues(record);
  const save = (edits: Partial<FichaValues> = {}) => recordPayload({ ...start, ...edits }, { raw: record.raw, start, teamName: 'Oncologia Clínica' });
  return { record, start, save };
}

describe('what a Ficha save sends', () => {
  it('an untouched save sends back every key as it came, the readable dates month/day/year, and the team id', () => {
    const { save } = open();
    expect(save()).toEqual({ ...RECORD, BirthDate: '05/17/1980', TeamId: 3 });
  });

  it('an edit overlays only the edited fields, in the keys the record used', () => {
    const { save } = open({ CPF: undefined, Cpf: '529.982.247-25' });
    const body = save({ phone: '11912345678', cpf: '11144477735', city: 'Santos' });
    expect(body).toMatchObject({ Phone: '(11) 91234-5678', Cpf: '11144477735', City: 'Santos', Street: 'Avenida Paulista', Photo: RECORD.Photo });
    expect(body).not.toHaveProperty('CPF', expect.anything());
    expect(body.Insurance).toEqual(RECORD.Insurance);
  });

  it('reads a .NET en-US birth date, shows it, and sends the day the user typed month/day/year', () => {
    const { record, start, save } = open();
    expect(record.BirthDate).toBe('1980-05-17');
    expect(start.birthDate).toBe('17051980');
    expect(save({ birthDate: '18051980' }).BirthDate).toBe('05/18/1980');
    expect(save({ birthDate: '' }).BirthDate).toBeNull();
  });

  it('keeps a date it cannot read exactly as it came, says so, and drops it only when asked', () => {
    const { record, start, save } = open({ BirthDate: '17 de maio de 1980' });
    expect(record.BirthDateUnreadable).toBe('17 de maio de 1980');
    expect(start).toMatchObject({ birthDate: '', birthDateKept: true });
    expect(save().BirthDate).toBe('17 de maio de 1980');
    expect(save({ birthDate: '17051980' }).BirthDate).toBe('05/17/1980');
    expect(save({ birthDateKept: false }).BirthDate).toBeNull();
  });

  it('sends an access state it cannot read as it came, and leaves out one that was never sent', () => {
    expect(open({ Status: 2 }).save().Status).toBe(2);
    expect(open({ Status: 'Suspenso' }).save().Status).toBe('Suspenso');
    expect(open({ Status: 'Active' }).save({ status: 'Inactive' }).Status).toBe('Inactive');
    expect(open({ Status: undefined }).save()).not.toHaveProperty('Status');
  });

  it('a deceased patient whose state came as a number it cannot read saves with the death data intact', () => {
    const { record, start, save } = open({ LifeStatus: 2, DeathDate: '10/1/2026 12:00:00 AM', DeathNotes: 'Em casa' });
    expect(record).toMatchObject({ LifeStatus: null, LifeStatusUnreadable: '2', HoldsDeath: true, DeathDate: '2026-10-01' });
    expect(safeParse(fichaSchema({ lifeStatus: true }), start).success).toBe(true);
    expect(save()).toMatchObject({ LifeStatus: 2, DeathDate: '10/01/2026', DeathNotes: 'Em casa' });
  });

  it('clears the death data only when the user moved the state away from Falecido', () => {
    const { start, save } = open({ LifeStatus: 'Deceased', DeathDate: 'ontem', DeathNotes: 'Em casa' });
    expect(start).toMatchObject({ lifeStatus: 'Deceased', deathDate: '', deathDateKept: true, deathNotes: 'Em casa' });
    // Kept as it came, it counts as the date a deceased patient needs.
    expect(safeParse(fichaSchema(), start).success).toBe(true);
    expect(save({ name: 'Maria S. Souza' })).toMatchObject({ LifeStatus: 'Deceased', DeathDate: 'ontem', DeathNotes: 'Em casa' });
    // What the form does when the user chooses 'Em tratamento' (LifeSection).
    const moved = save({ lifeStatus: 'InTreatment', deathDate: '', deathDateKept: false, deathNotes: '' });
    expect(moved).toMatchObject({ LifeStatus: 'InTreatment', DeathDate: null, DeathNotes: null });
  });

  it("a changed team goes as TeamId and in the record's own Doctor, its other keys kept", () => {
    const body = open().save({ teamId: '9' });
    expect(body).toMatchObject({ TeamId: 9, Doctor: { Id: 9, Name: 'Oncologia Clínica', Color: '#f00' } });
    expect(open({ Doctor: 'Mastologia' }).save({ teamId: '9' }).Doctor).toBe('Oncologia Clínica');
  });
});

describe('the life state as a number', () => {
  it('reads only the numbers both usual numberings agree on', () => {
    expect([0, '0', 3, '3'].map(readLifeStatus)).toEqual(['InTreatment', 'InTreatment', 'Deceased', 'Deceased']);
    expect([1, 2, '2', 4, -1, null].map(readLifeStatus)).toEqual([null, null, null, null, null, null]);
    expect(['Falecido', 'em tratamento', 'OUT_TREATMENT'].map(readLifeStatus)).toEqual(['Deceased', 'InTreatment', 'OutTreatment']);
  });

  it('a state it cannot read blocks no save, and is no choice in the form', () => {
    const { record, start } = open({ LifeStatus: 1 });
    expect(record.LifeStatusUnreadable).toBe('1');
    expect(start.lifeStatus).toBe('');
    expect(safeParse(fichaSchema({ lifeStatus: true }), start).success).toBe(true);
    expect(safeParse(fichaSchema({ lifeStatus: false }), { ...start, lifeStatus: '' }).success).toBe(false);
  });
});

describe('history records keep their dates', () => {
  it('reads the API slash form with a time of day, and sends the dates month/day/year', () => {
    const record = parse(historyRecordSchema, {
      Id: 5,
      HistoryRecordType: { Id: 2, Name: 'Quimioterapia' },
      InitialDate: '3/10/2024 12:00:00 AM',
      EndDate: '2024-06-01T00:00:00',
    });
    expect(record).toMatchObject({ InitialDate: '2024-03-10', EndDate: '2024-06-01', UnreadableDates: { initialDate: null, endDate: null } });
    const values = recordStartingValues(record, '2');
    expect(historyPayload(values, record.UnreadableDates)).toMatchObject({ initialDate: '03/10/2024', endDate: '06/01/2024' });
  });

  it('sends a date it cannot read back as it came while its field is left blank; a typed one replaces it', () => {
    const record = parse(historyRecordSchema, { Id: 5, HistoryRecordTypeId: 2, InitialDate: 'março de 2024', EndDate: null });
    expect(record.UnreadableDates.initialDate).toEqual({ sent: 'março de 2024', text: 'março de 2024' });
    const values = recordStartingValues(record, '2');
    expect(values.initialDate).toBe('');
    expect(historyPayload(values, record.UnreadableDates)).toMatchObject({ initialDate: 'março de 2024', endDate: null });
    expect(historyPayload({ ...values, initialDate: '10032024' }, record.UnreadableDates).initialDate).toBe('03/10/2024');
    // Type 4 hides the dates and clears them (spec 02 §2).
    expect(historyPayload({ ...values, typeId: '4' }, record.UnreadableDates).initialDate).toBeNull();
  });
});
