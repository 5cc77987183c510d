/** Registros (spec 02 §3, §5, §7, §9): shapes the demo API does not send, the form's rules, the truncation. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { historyRecordPageSchema } from '@/features/patients/records/api/historyRecordList';
import { historyRecordTypesSchema } from '@/features/patients/records/api/historyRecordTypes';
import { recordFormSchema, recordPayload, type RecordFormValues } from '@/features/patients/records/form';
import { describeRecord, formatDay, notesExcerpt } from '@/features/patients/records/format';
import { historyRecordSchema, readRecordType, resolveType } from '@/features/patients/records/schemas';

const TYPES = [
  { Id: '1', Name: 'Cirurgia' },
  { Id: '4', Name: 'Sem tratamento oncológico prévio' },
];

describe('history record rows', () => {
  it('reads the documented row, ignoring unknown fields', () => {
    const row = safeParse(historyRecordSchema, {
      Id: 7,
      HistoryRecordType: { Id: 2, Name: 'Quimioterapia' },
      InitialDate: '2024-03-10T00:00:00',
      EndDate: '2024-05-15T00:00:00',
      HistoryRecordNotes: ' FOLFOX ',
      $id: '3',
      Extra: { Note: 'x' },
    });
    expect(row.success && row.data).toEqual({
      Id: '7',
      Type: { Id: '2', Name: 'Quimioterapia' },
      InitialDate: '2024-03-10',
      EndDate: '2024-05-15',
      UnreadableDates: { initialDate: null, endDate: null },
      Notes: 'FOLFOX',
    });
  });

  it('a type as a bare name, a bare id, an id as text, flat fields, or nothing', () => {
    const typeOf = (row: Record<string, unknown>) => {
      const parsed = safeParse(historyRecordSchema, { Id: '1', ...row });
      return parsed.success ? parsed.data.Type : 'unreadable';
    };
    expect(typeOf({ HistoryRecordType: ' Cirurgia ' })).toEqual({ Id: null, Name: 'Cirurgia' });
    expect(typeOf({ HistoryRecordType: 3 })).toEqual({ Id: '3', Name: null });
    expect(typeOf({ HistoryRecordType: { Id: '3' } })).toEqual({ Id: '3', Name: null });
    expect(typeOf({ HistoryRecordType: { Name: 'Radioterapia' } })).toEqual({ Id: null, Name: 'Radioterapia' });
    expect(typeOf({ HistoryRecordTypeId: '5', HistoryRecordTypeName: 'Hormonioterapia' })).toEqual({ Id: '5', Name: 'Hormonioterapia' });
    expect(typeOf({ HistoryRecordType: null })).toBeNull();
    expect(typeOf({ HistoryRecordType: { Id: null, Name: '' } })).toBeNull();
    expect(typeOf({ HistoryRecordType: true })).toBeNull();
    expect(readRecordType('   ')).toBeNull();
  });

  it('dates as calendar days whatever the zone, the fraction or the separator; unreadable ones are null', () => {
    const datesOf = (InitialDate: unknown, EndDate: unknown = null) => {
      const parsed = safeParse(historyRecordSchema, { Id: 1, InitialDate, EndDate });
      return parsed.success ? [parsed.data.InitialDate, parsed.data.EndDate] : 'unreadable';
    };
    expect(datesOf('2024-03-10T00:00:00.0000000', '2024-03-10T00:00:00Z')).toEqual(['2024-03-10', '2024-03-10']);
    expect(datesOf('2024-03-10T00:00:00-03:00', '2024-03-10 00:00:00')).toEqual(['2024-03-10', '2024-03-10']);
    // Slash dates are the API's month/day/year (decision 0023), with or without a time of day.
    expect(datesOf('2024-03-10', '03/10/2024')).toEqual(['2024-03-10', '2024-03-10']);
    expect(datesOf('3/10/2024 12:00:00 AM', '13/03/2024')).toEqual(['2024-03-10', '2024-03-13']);
    expect(datesOf('2024-02-30T00:00:00', 'ontem')).toEqual([null, null]);
    expect(datesOf(20240310, undefined)).toEqual([null, null]);
  });

  it('a row needs only its id: one without is counted, the others shown; the envelope in numeric strings', () => {
    const page = safeParse(historyRecordPageSchema, {
      Data: [{ Id: 1 }, { HistoryRecordType: 'Cirurgia' }, { Id: ' ' }, { Id: '4', HistoryRecordNotes: 42 }],
      Pagination: { CurrentPage: '2', TotalPage: '3', ItemPerPage: '10' },
    });
    expect(page.success && page.data.items.map((row) => [row.Id, row.Notes])).toEqual([
      ['1', null],
      ['4', '42'],
    ]);
    expect(page.success && page.data.unreadable).toBe(2);
    expect(page.success && page.data.pagination).toEqual({ current: 2, totalPages: 3, pageSize: 10 });
    const bare = safeParse(historyRecordPageSchema, [{ Id: 9 }]);
    expect(bare.success && bare.data.items).toHaveLength(1);
  });

  it('the types list: a type needs its id and its name', () => {
    const types = safeParse(historyRecordTypesSchema, [{ Id: '1', Name: 'Cirurgia', $id: '1' }, { Id: 2 }, { Name: 'Sem id' }]);
    expect(types.success && types.data).toEqual({ items: [{ Id: '1', Name: 'Cirurgia' }], unreadable: 2 });
  });
});

describe('resolveType', () => {
  it('matches a bare name without accents or case, names an id-only type, keeps an unknown one', () => {
    expect(resolveType({ Id: null, Name: 'SEM TRATAMENTO ONCOLOGICO PREVIO' }, TYPES)).toEqual({ id: '4', name: 'SEM TRATAMENTO ONCOLOGICO PREVIO' });
    expect(resolveType({ Id: '1', Name: null }, TYPES)).toEqual({ id: '1', name: 'Cirurgia' });
    expect(resolveType({ Id: null, Name: 'Braquiterapia' }, TYPES)).toEqual({ id: null, name: 'Braquiterapia' });
    expect(resolveType({ Id: '9', Name: null }, TYPES)).toEqual({ id: '9', name: null });
    expect(resolveType(null, TYPES)).toEqual({ id: null, name: null });
  });
});

describe('the record form', () => {
  const values = (changes: Partial<RecordFormValues>): RecordFormValues => ({ typeId: '2', initialDate: '', endDate: '', notes: '', ...changes });
  const problems = (changes: Partial<RecordFormValues>) => {
    const parsed = safeParse(recordFormSchema, values(changes));
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('type required; typed dates must be real days; the end not before the start', () => {
    expect(problems({ typeId: '' })).toEqual([['typeId', 'Campo obrigatório.']]);
    expect(problems({ initialDate: '3102' })).toEqual([['initialDate', 'Informe uma data válida.']]);
    expect(problems({ initialDate: '10032024', endDate: '09032024' })).toEqual([['endDate', 'A data final não pode ser menor que a data início.']]);
    expect(problems({ initialDate: '10032024', endDate: '10032024' })).toEqual([]);
    expect(problems({ endDate: '10032024' })).toEqual([]);
    // The hidden fields are not checked.
    expect(problems({ typeId: '1', initialDate: '10032024', endDate: '01012020' })).toEqual([]);
    expect(problems({ typeId: '4', initialDate: '99', endDate: '1' })).toEqual([]);
  });

  it('sends the spec’s keys, dates month/day/year, and nothing the type hides', () => {
    expect(recordPayload(values({ initialDate: '10032024', endDate: '15052024', notes: ' FOLFOX ' }))).toEqual({
      historyRecordTypeId: 2,
      historyRecordNotes: 'FOLFOX',
      initialDate: '03/10/2024',
      endDate: '05/15/2024',
    });
    expect(recordPayload(values({ typeId: '1', initialDate: '10032024', endDate: '15052024' }))).toMatchObject({
      initialDate: '03/10/2024',
      endDate: null,
      historyRecordNotes: null,
    });
    expect(recordPayload(values({ typeId: '4', initialDate: '10032024', notes: 'x' }))).toEqual({
      historyRecordTypeId: 4,
      historyRecordNotes: null,
      initialDate: null,
      endDate: null,
    });
    expect(recordPayload(values({ typeId: 'a-7' })).historyRecordTypeId).toBe('a-7');
  });
});

describe('the card', () => {
  it('dates as DD/MM/YYYY, a record named by its type and start', () => {
    expect(formatDay('2024-03-10')).toBe('10/03/2024');
    expect(formatDay(null)).toBe('—');
    expect(describeRecord('Cirurgia', '2024-03-10')).toBe('Cirurgia de 10/03/2024');
    expect(describeRecord(null, null)).toBe('Tipo não informado');
  });

  it('notes: whole up to 145 characters; longer, 120 collapsed and 350 extended, counted in code points', () => {
    const of = (n: number) => 'a'.repeat(n);
    expect(notesExcerpt(of(145), 'collapsed')).toEqual({ text: of(145), cut: false });
    expect(notesExcerpt(of(146), 'collapsed')).toEqual({ text: `${of(120)}…`, cut: true });
    expect(notesExcerpt(of(146), 'extended')).toEqual({ text: of(146), cut: false });
    expect(notesExcerpt(of(351), 'extended')).toEqual({ text: `${of(350)}…`, cut: true });
    expect(notesExcerpt(of(351), 'whole')).toEqual({ text: of(351), cut: false });
    const emoji = '🙂'.repeat(146);
    expect(notesExcerpt(emoji, 'collapsed').text).toBe(`${'🙂'.repeat(120)}…`);
  });
});
