/** The Ficha's rules and payloads (spec 02 §4, §5, §7), dates and file names. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { isAfterToday, isoToApi, isoToTyped, todayIso, typedToIso } from '@/lib/calendarDate';
import { fileNameFromDisposition, nameFittingType } from '@/lib/contentDisposition';
import { ageFrom } from '@/lib/format';
import { DateTime } from 'luxon';
import { EMPTY_DRAFT, fichaSchema, startingValues, type CidRow, type FichaValues } from '@/features/patients/ficha/form';
import { cidChanges, cidPayload, createPayload, recordPayload } from '@/features/patients/ficha/payloads';

const row = (over: Partial<CidRow>): CidRow => ({
  id: '1',
  cidId: '1',
  cidCode: 'C50.9',
  description: '',
  morphology: '',
  estadio: 'II',
  isEnable: true,
  ...over,
});

function valid(over: Partial<FichaValues> = {}): FichaValues {
  return {
    ...startingValues(null),
    status: 'Active',
    name: 'Maria Souza',
    gender: 'Feminino',
    cpf: '52998224725',
    phone: '11987654321',
    teamId: '3',
    ps: '1',
    cids: [row({})],
    ...over,
  };
}

function problems(values: FichaValues): Record<string, string> {
  const parsed = safeParse(fichaSchema(), values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('calendar dates', () => {
  it('typed DD/MM/YYYY to ISO, back, and to the API', () => {
    expect(typedToIso('07111984')).toBe('1984-11-07');
    expect(typedToIso('07/11/1984')).toBe('1984-11-07');
    expect(typedToIso('31021990')).toBeNull();
    expect(typedToIso('0711198')).toBeNull();
    expect(isoToTyped('1984-11-07')).toBe('07111984');
    expect(isoToApi('1984-11-07')).toBe('11/07/1984');
    expect(isoToApi(null)).toBeNull();
  });

  it("today and the future on the device's calendar", () => {
    const now = new Date(2026, 10, 24, 23, 59);
    expect(todayIso(now)).toBe('2026-11-24');
    expect(isAfterToday('2026-11-24', now)).toBe(false);
    expect(isAfterToday('2026-11-25', now)).toBe(true);
  });

  it('age in whole years', () => {
    const now = DateTime.fromISO('2026-11-24');
    expect(ageFrom('1960-11-24', now)).toBe(66);
    expect(ageFrom('1960-11-25', now)).toBe(65);
    expect(ageFrom(null, now)).toBeNull();
  });
});

describe('content-disposition file names', () => {
  it('reads the quoted, bare and RFC 6266 forms', () => {
    expect(fileNameFromDisposition('attachment; filename="ficha-paciente-100.pdf"')).toBe('ficha-paciente-100.pdf');
    expect(fileNameFromDisposition('attachment; filename=dados.zip')).toBe('dados.zip');
    expect(fileNameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'ficha%20Jos%C3%A9.pdf')).toBe('ficha José.pdf');
  });

  it('no bidi override or other invisible format character can disguise the extension', () => {
    // 'laudo_\u202Efdp.exe' is shown as 'laudo_exe.pdf' where the override is kept.
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''laudo_%E2%80%AEfdp.exe")).toBe('laudo_fdp.exe');
    expect(fileNameFromDisposition('attachment; filename="a\u2066b\u200Bc\u0085.pdf"')).toBe('abc.pdf');
  });

  it('saves a file with an extension that fits its content type', () => {
    expect(nameFittingType('laudo_fdp.exe', 'application/pdf')).toBe('laudo_fdp.exe.pdf');
    expect(nameFittingType('ficha.PDF', 'application/pdf; charset=binary')).toBe('ficha.PDF');
    expect(nameFittingType('exame.jpeg', 'image/jpeg')).toBe('exame.jpeg');
    expect(nameFittingType('dados', 'application/zip')).toBe('dados.zip');
    expect(nameFittingType('hemograma.png', 'application/pdf')).toBe('hemograma.png.pdf');
    expect(nameFittingType('arquivo.bin', 'application/octet-stream')).toBe('arquivo.bin');
    expect(nameFittingType('arquivo.bin', null)).toBe('arquivo.bin');
  });

  it('never a path, a control character or nothing', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="a\u0007b.pdf"')).toBe('ab.pdf');
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('Ficha rules', () => {
  it('a complete record passes', () => {
    expect(problems(valid())).toEqual({});
  });

  it('required fields, e-mail and CPF', () => {
    const found = problems(valid({ name: ' ', gender: '', cpf: '12345678900', phone: '1198', teamId: '', ps: '', email: 'maria@' }));
    expect(found).toMatchObject({
      name: 'Campo obrigatório.',
      gender: 'Campo obrigatório.',
      cpf: 'Informe um CPF válido.',
      phone: 'Informe um telefone válido.',
      teamId: 'Campo obrigatório.',
      ps: 'Campo obrigatório.',
      email: 'Informe um email válido.',
    });
  });

  it('the access state, which only a locked control shows when unreadable, never blocks a save', () => {
    expect(problems(valid({ status: '' }))).toEqual({});
    expect(problems(valid({ status: 'Inactive' }))).toEqual({});
  });

  it('birth date: a real day, not in the future; blank allowed', () => {
    expect(problems(valid({ birthDate: '31021990' }))).toMatchObject({ birthDate: 'Informe uma data válida.' });
    expect(problems(valid({ birthDate: '01013000' }))).toMatchObject({ birthDate: 'A data não pode ser futura.' });
    expect(problems(valid({ birthDate: '' }))).toEqual({});
  });

  it('deceased: death date and notes required, the date not in the future', () => {
    expect(problems(valid({ lifeStatus: 'Deceased' }))).toMatchObject({ deathDate: 'Campo obrigatório.', deathNotes: 'Campo obrigatório.' });
    expect(problems(valid({ lifeStatus: 'Deceased', deathDate: '01013000', deathNotes: 'x' }))).toMatchObject({
      deathDate: 'A data não pode ser futura.',
    });
    expect(problems(valid({ lifeStatus: 'Deceased', deathDate: '01102026', deathNotes: 'Em casa' }))).toEqual({});
    expect(problems(valid({ lifeStatus: 'OutTreatment' }))).toEqual({});
  });

  it('no CID in the list: its name and stage are required and saving says one must be given', () => {
    expect(problems(valid({ cids: [] }))).toEqual({
      'cidDraft.cidId': 'Campo obrigatório.',
      'cidDraft.estadio': 'Campo obrigatório.',
      cids: 'Um CID deve ser informado.',
    });
    // A filled draft is not a CID in the list: it must be added first.
    expect(problems(valid({ cids: [], cidDraft: { ...EMPTY_DRAFT, cidId: '1', estadio: 'I' } }))).toEqual({
      cids: 'Um CID deve ser informado.',
    });
  });

  it('the relative phone and the CEP are checked when given', () => {
    expect(problems(valid({ relativePhone: '119' }))).toMatchObject({ relativePhone: 'Informe um telefone válido.' });
    expect(problems(valid({ cep: '0131' }))).toMatchObject({ cep: 'Informe um CEP com 8 dígitos.' });
  });
});

describe('Ficha payloads', () => {
  it('create: the identifying fields, the phone masked, the CPF as digits', () => {
    expect(createPayload(valid({ email: ' ', registerNumber: '100' }))).toEqual({
      Name: 'Maria Souza',
      Email: null,
      Gender: 'Feminino',
      Phone: '(11) 98765-4321',
      CPF: '52998224725',
      TeamId: 3,
      RegisterNumber: '100',
    });
  });

  it('a new patient: every field, dates month/day/year, the death fields only when deceased', () => {
    const created = { raw: null, start: null };
    const alive = recordPayload(valid({ birthDate: '07111984', deathDate: '01102026', deathNotes: 'x', cep: '01310100', uf: 'sp' }), created);
    expect(alive).toMatchObject({ BirthDate: '11/07/1984', DeathDate: null, DeathNotes: null, CEP: '01310100', UF: 'SP', PS: 1, Status: 'Active' });
    const deceased = recordPayload(valid({ lifeStatus: 'Deceased', deathDate: '01102026', deathNotes: 'Em casa' }), created);
    expect(deceased).toMatchObject({ LifeStatus: 'Deceased', DeathDate: '10/01/2026', DeathNotes: 'Em casa', BirthDate: null });
    expect(recordPayload(valid({ status: '' }), created)).not.toHaveProperty('Status');
  });

  it('CID entries: new ones POSTed with Id 0, changed ones PUT, removed saved ones DELETEd', () => {
    const before = [row({ id: '10', estadio: 'I' }), row({ id: '11' }), row({ id: '12' })];
    const after = [row({ id: '10', estadio: 'III' }), row({ id: '11' }), row({ id: null, cidId: '5', estadio: 'LOC', morphology: 'Adenocarcinoma' })];
    const changes = cidChanges(before, after);
    expect(changes.created.map((r) => r.cidId)).toEqual(['5']);
    expect(changes.updated.map((r) => r.id)).toEqual(['10']);
    expect(changes.removed.map((r) => r.id)).toEqual(['12']);
    expect(cidPayload(changes.created[0]!, '3')).toEqual({ Id: 0, DoctorId: 3, CIDId: 5, Morphology: 'Adenocarcinoma', Estadio: 'LOC', IsEnable: true });
  });

  it('a row added and removed before saving costs no call', () => {
    expect(cidChanges([], [])).toEqual({ created: [], updated: [], removed: [] });
  });
});
