/** Evolução Clínica's answers (spec 02 §3, §7) in shapes the demo API does not send. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { intensityText } from '@/features/patients/evolution/display';
import { qolItemOf } from '@/features/patients/evolution/qualityOfLife';
import { answerFor, painAt, painReadingsSchema, weeklyReportsSchema } from '@/features/patients/evolution/schemas';
import { nextSymptomPage, symptomPageSchema, type SymptomPage } from '@/features/patients/evolution/symptomSchemas';

function parsed<T>(result: { success: true; data: T } | { success: false }): T {
  if (!result.success) throw new Error('did not parse');
  return result.data;
}

describe('weekly reports', () => {
  it('reads PS and items in every form, sorts oldest first, and counts what it cannot read', () => {
    const list = parsed(
      safeParse(weeklyReportsSchema, {
        $id: '1',
        Data: [
          {
            Id: '9',
            DateAndTime: '2026-05-10T08:00:00.1234567',
            PS: 'PS II',
            ReportRequests: [
              { Intensity: '2', WeeklyReportItem: 'Mobilidade' },
              { Intensity: 3, Item: 'CUIDADOS PESSOAIS' },
              { Intensity: 1, WeeklyReportItem: { Id: '3' } },
              { Intensity: 2, WeeklyReportItem: { Item: 'Pain / discomfort' } },
              { Intensity: 7, WeeklyReportItem: { Id: 5, Item: 'Ansiedade / Depressao' } },
              { Intensity: 1, WeeklyReportItem: { Item: 'Sono' } },
              { Intensity: 1 },
            ],
          },
          { DateAndTime: '2026-05-03T08:00:00-03:00', PS: 'III', ReportRequests: null, Extra: { x: 1 } },
          { DateAndTime: '2026-05-17T08:00:00Z', PS: 7 },
          { DateAndTime: 'ontem', PS: 1 },
          'relato',
        ],
        Pagination: { CurrentPage: '1' },
      }),
    );
    expect(list.unreadable).toBe(3);
    expect(list.items.map((report) => [report.at, report.ps])).toEqual([
      ['2026-05-03T11:00:00.000Z', 3],
      ['2026-05-10T11:00:00.123Z', 2],
    ]);
    const report = list.items[1]!;
    expect(answerFor(report, 'mobility')).toEqual({ rating: 2, raw: 2 });
    expect(answerFor(report, 'selfCare')).toEqual({ rating: 3, raw: 3 });
    expect(answerFor(report, 'usualActivities')).toEqual({ rating: 1, raw: 1 });
    expect(answerFor(report, 'pain')).toEqual({ rating: 2, raw: 2 });
    // Off the 1–3 scale: kept as sent, with no description.
    expect(answerFor(report, 'anxiety')).toEqual({ rating: null, raw: 7 });
    expect(report.answers.items.find((answer) => answer.item === null)?.name).toBe('Sono');
    expect(report.answers.unreadable).toBe(1);
    expect(answerFor(list.items[0]!, 'mobility')).toBeNull();
  });

  it('a bare list, and ReportRequests that is not a list, never lose the report', () => {
    const list = parsed(safeParse(weeklyReportsSchema, [{ DateAndTime: '2026-05-03 08:00', PS: 0, ReportRequests: 'x' }]));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.answers).toEqual({ items: [], unreadable: 1 });
  });

  it('matches items by name before id, and an unknown name is another item', () => {
    expect(qolItemOf('Dor/Mal-estar', 1)).toBe('pain');
    expect(qolItemOf('Self-care', null)).toBe('selfCare');
    expect(qolItemOf(null, 4)).toBe('pain');
    expect(qolItemOf('Sono', 1)).toBeNull();
    expect(qolItemOf(null, 9)).toBeNull();
  });
});

describe('pain readings', () => {
  it('reads numeric strings and `Value`, counts readings off the EVA scale, finds the one at or before a date', () => {
    const list = parsed(
      safeParse(painReadingsSchema, {
        Data: [
          { DateAndTime: '2026-05-01T10:00:00Z', Intensity: '3' },
          { Date: '2026-05-08T10:00:00Z', Value: 8 },
          { DateAndTime: '2026-05-09T10:00:00Z', Intensity: 11 },
          { DateAndTime: '2026-05-10T10:00:00Z', Intensity: null },
        ],
      }),
    );
    expect(list.unreadable).toBe(2);
    expect(painAt(list.items, '2026-05-08T10:00:00.000Z')).toEqual({ at: '2026-05-08T10:00:00.000Z', eva: 8 });
    expect(painAt(list.items, '2026-05-07T00:00:00.000Z')?.eva).toBe(3);
    expect(painAt(list.items, '2026-04-30T00:00:00.000Z')).toBeNull();
  });
});

describe('pain readings as a list or as the latest reading alone', () => {
  const reading = { Intensity: '6', DateAndTime: '2026-05-08T10:00:00.1234567' };
  const read = { at: '2026-05-08T13:00:00.123Z', eva: 6 };

  it.each([
    ['a bare list', [reading]],
    ['a list under Data, with pagination', { Data: [reading], Pagination: { CurrentPage: 1 } }],
    ['one reading object', reading],
    ['one reading object with .NET’s $id', { $id: '1', ...reading }],
    ['one reading under Data', { Data: reading }],
  ])('reads %s', (_, answer) => {
    expect(parsed(safeParse(painReadingsSchema, answer))).toEqual({ items: [read], unreadable: 0 });
  });

  it('counts one reading it cannot read, and reads no answer as no readings', () => {
    expect(parsed(safeParse(painReadingsSchema, { Intensity: 12, DateAndTime: '2026-05-08T10:00:00Z' }))).toEqual({ items: [], unreadable: 1 });
    expect(parsed(safeParse(painReadingsSchema, { Data: { Intensity: 3 } }))).toEqual({ items: [], unreadable: 1 });
    expect(parsed(safeParse(painReadingsSchema, null))).toEqual({ items: [], unreadable: 0 });
    expect(safeParse(painReadingsSchema, 'EVA 6').success).toBe(false);
  });
});

describe('symptom entries', () => {
  const page = parsed(
    safeParse(symptomPageSchema, {
      Data: [
        { DateAndTime: '2026-05-10T08:00:00.0000000', NoSymptoms: 'true', MissingSymptom: 0, Message: '  ', Evolutions: null },
        {
          DateAndTime: '2026-05-09T08:00:00Z',
          NoSymptoms: null,
          MissingSymptom: 1,
          Message: 'Soluço.',
          Evolutions: [{ Intensity: '38.25', Symptom: 'Febre' }],
        },
        { Evolutions: [{ Intensity: '9', Symptom: { Name: 'Dor', IsEva: 'true' } }, { Intensity: 4, SymptomId: '2', IsEva: 0 }, { Intensity: 2 }] },
        { Evolutions: 'Dor' },
        {},
        null,
      ],
    }),
  );

  it('reads flags as text, numbers or null, blank messages as none, and a symptom without id or as a name', () => {
    expect(page.unreadable).toBe(2);
    const [none, missing, undated, notAList] = page.items;
    expect(none).toMatchObject({ at: '2026-05-10T11:00:00.000Z', noSymptoms: true, missingSymptom: false, message: null });
    expect(missing).toMatchObject({ noSymptoms: false, missingSymptom: true, message: 'Soluço.' });
    expect(intensityText(missing!.evolutions.items[0]!)).toBe('38,3 °C (Febre)');
    expect(undated?.at).toBeNull();
    expect(undated?.evolutions.items.map(intensityText)).toEqual(['Grave (EVA 9)', 'Muito Grave']);
    expect(undated?.evolutions.unreadable).toBe(1);
    expect(notAList?.evolutions).toEqual({ items: [], unreadable: 1 });
  });

  it('names temperatures by class, fever known by its id or its name', () => {
    const fever = (Intensity: number, Symptom: object) => ({ symptom: { Id: null, Name: null, IsEva: null, ...Symptom }, intensity: Intensity });
    expect(intensityText(fever(35.5, { Id: 13 }))).toBe('35,5 °C (Abaixo de 36 °C)');
    expect(intensityText(fever(36.9, { Name: 'febre' }))).toBe('36,9 °C (Normal alta)');
    expect(intensityText(fever(37.2, { Id: 13, Name: 'Temperatura' }))).toBe('37,2 °C (Subfebril)');
    expect(intensityText(fever(37.5, { Id: 13 }))).toBe('37,5 °C (Estado febril)');
    expect(intensityText({ symptom: { Id: 4, Name: 'Fadiga', IsEva: null }, intensity: null })).toBe('—');
  });

  it('asks for a next page by the server’s count, or only after a full page without one', () => {
    const entries = (n: number) => new Array<SymptomPage['items'][number]>(n).fill(page.items[0]!);
    const withCount: SymptomPage = { items: [], unreadable: 0, pagination: { current: 2, totalPages: 3, pageSize: 5 } };
    expect(nextSymptomPage(withCount, 2)).toBe(3);
    expect(nextSymptomPage({ ...withCount, pagination: { ...withCount.pagination, current: 3 } }, 3)).toBeUndefined();
    const full: SymptomPage = { items: entries(4), unreadable: 1, pagination: { current: null, totalPages: null, pageSize: null } };
    expect(nextSymptomPage(full, 1)).toBe(2);
    expect(nextSymptomPage({ ...full, unreadable: 0 }, 1)).toBeUndefined();
    // A server that ignores paging sends the whole list every time: never ask again.
    expect(nextSymptomPage({ ...full, items: entries(40) }, 1)).toBeUndefined();
  });
});
