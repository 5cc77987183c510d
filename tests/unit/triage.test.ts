/** The triage queue's rules (docs/decisions/0022-triage-queue.md), alert by alert. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readInstant } from '@/api/readDates';
import { overdueRuleText, waitingText } from '@/features/alerts/format';
import type { PatientAlert } from '@/features/alerts/schemas';
import { alertsSearchSchema } from '@/features/alerts/searchSchema';
import { facetCounts, facetNames, filterRows } from '@/features/alerts/triage/filters';
import { mergeHistory, worsenedAlerts } from '@/features/alerts/triage/history';
import { worseningText } from '@/features/alerts/format';
import { orderRows } from '@/features/alerts/triage/order';
import { toRows } from '@/features/alerts/triage/rows';
import { classify } from '@/features/alerts/triage/severity';
import { isOverdue, waitingMinutes } from '@/features/alerts/triage/waiting';

const PAIN = { Id: 1, Name: 'Dor', IsEva: true };
const FEVER = { Id: 13, Name: 'Febre', IsEva: false };
const NAUSEA = { Id: 2, Name: 'Náusea', IsEva: false };
const NOW = Date.parse('2026-11-26T15:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

type Symptom = { Id: number | null; Name: string | null; IsEva: boolean | null };

function symptomAlert(
  name: string,
  symptom: Symptom,
  intensity: number | null,
  at: string | null,
  extra: Partial<{ Id: string; Doctor: string }> = {},
): PatientAlert {
  return {
    Id: extra.Id ?? name,
    Name: name,
    Gender: null,
    BirthDate: null,
    Doctor: extra.Doctor ?? null,
    Phone: null,
    CIDs: [],
    DateAndTime: at,
    Intensity: intensity,
    Symptom: symptom,
  };
}
const names = (rows: { alert: PatientAlert }[]) => rows.map((row) => row.alert.Name);

describe('intensity classes', () => {
  it('reads pain by EVA, fever by its temperature classes and the 1 to 4 scale as named', () => {
    expect([0, 2, 3, 7, 8, 10].map((v) => classify(PAIN, v)?.severity)).toEqual(['leve', 'leve', 'moderada', 'moderada', 'grave', 'grave']);
    expect([36.5, 37.0, 37.2, 37.7, 37.8, 39.4].map((v) => classify(FEVER, v)?.severity)).toEqual(['leve', 'leve', 'moderada', 'moderada', 'grave', 'grave']);
    expect([36.5, 36.9, 37.2, 37.5, 38].map((v) => classify(FEVER, v)?.step)).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4].map((v) => classify(NAUSEA, v)?.severity)).toEqual(['leve', 'moderada', 'grave', 'muitoGrave']);
    // A fever the API sent without its id is still told by its name.
    expect(classify({ Id: null, Name: 'Febre', IsEva: null }, 38.2)?.scale).toBe('fever');
  });

  it('gives no class without an intensity, without a scale, or off the scale', () => {
    expect(classify(PAIN, null)).toBeNull();
    expect(classify({ Id: null, Name: 'Tosse', IsEva: null }, 2)).toBeNull();
    expect(classify(PAIN, 11)).toBeNull();
    expect(classify(NAUSEA, 7)).toBeNull();
    expect(classify(null, 3)).toBeNull();
  });
});

describe('orders', () => {
  const alerts = [
    symptomAlert('A moderada EVA 5', PAIN, 5, ago(10)),
    symptomAlert('B febre 38,5', FEVER, 38.5, ago(20)),
    symptomAlert('C muito grave', NAUSEA, 4, ago(30)),
    symptomAlert('D grave EVA 9', PAIN, 9, ago(40)),
    symptomAlert('E sem intensidade', PAIN, null, ago(5)),
    symptomAlert('F escala desconhecida', { Id: null, Name: 'Tosse', IsEva: null }, 2, null),
    symptomAlert('G moderada EVA 5, empate', PAIN, 5, ago(15)),
    symptomAlert('H leve', NAUSEA, 1, ago(300)),
  ];
  const rows = toRows(alerts);

  it("'Mais recentes' keeps the API's order", () => {
    expect(names(orderRows(rows, 'recent', new Set()))).toEqual(alerts.map((a) => a.Name));
  });

  it("'Maior intensidade': class first, the longest waiting first within it; no class, then no intensity, last", () => {
    expect(names(orderRows(rows, 'intensity', new Set()))).toEqual([
      'C muito grave',
      'D grave EVA 9',
      'B febre 38,5',
      'G moderada EVA 5, empate',
      'A moderada EVA 5',
      'H leve',
      'F escala desconhecida',
      'E sem intensidade',
    ]);
  });

  it("'Maior intensidade' within a class: 'Piorou', then the longest waiting, then raw intensity; a time that cannot be read last", () => {
    const GRAVE_NAUSEA = 3;
    const within = [
      symptomAlert('sete horas', NAUSEA, 4, ago(7 * 60)),
      symptomAlert('sem hora', NAUSEA, 4, null),
      symptomAlert('quatro dias', NAUSEA, 4, ago(4 * 24 * 60)),
      symptomAlert('piorou agora', NAUSEA, 4, ago(1)),
      symptomAlert('EVA 10 há uma hora', PAIN, 10, ago(60)),
      symptomAlert('náusea grave há dois dias', NAUSEA, GRAVE_NAUSEA, ago(2 * 24 * 60)),
      symptomAlert('EVA 8 há uma hora', PAIN, 8, ago(60)),
      symptomAlert('hora ilegível', NAUSEA, 4, 'ontem'),
    ];
    const worse = new Set([within[3]!]);
    expect(names(orderRows(toRows(within), 'intensity', worse))).toEqual([
      'piorou agora',
      'quatro dias',
      'sete horas',
      // No readable time: the API's order between them.
      'sem hora',
      'hora ilegível',
      // Grave: two days before an hour, whatever the scale; the same wait, the higher intensity.
      'náusea grave há dois dias',
      'EVA 10 há uma hora',
      'EVA 8 há uma hora',
    ]);
  });

  it("'Piorou' goes first among its class, before one waiting longer", () => {
    const worse = new Set([alerts[0]!]);
    expect(names(orderRows(rows, 'intensity', worse)).slice(3, 5)).toEqual(['A moderada EVA 5', 'G moderada EVA 5, empate']);
  });

  it("'Esperando há mais tempo': oldest first, an alert without a readable time last", () => {
    expect(names(orderRows(rows, 'waiting', new Set()))).toEqual([
      'H leve',
      'D grave EVA 9',
      'C muito grave',
      'B febre 38,5',
      'G moderada EVA 5, empate',
      'A moderada EVA 5',
      'E sem intensidade',
      'F escala desconhecida',
    ]);
  });

  it('messages have no intensity: every order but the waiting one keeps their time order', () => {
    const messages = toRows(
      [0, 1, 2].map((i) => ({ Id: String(i), Name: `M${i}`, Gender: null, BirthDate: null, Doctor: null, Phone: null, CIDs: [], DateAndTime: ago(i * 10) })),
    );
    expect(names(orderRows(messages, 'intensity', new Set()))).toEqual(['M0', 'M1', 'M2']);
    expect(names(orderRows(messages, 'waiting', new Set()))).toEqual(['M2', 'M1', 'M0']);
  });
});

describe('waiting time', () => {
  it('states the overdue rule in minutes, whole hours or whole days, at the minute the marks count by', () => {
    expect([1, 45, 60, 90, 90.5, 180, 24 * 60, 36 * 60, 48 * 60].map(overdueRuleText)).toEqual([
      'Atrasado: esperando há mais de 1 minuto',
      'Atrasado: esperando há mais de 45 minutos',
      'Atrasado: esperando há mais de 1 hora',
      'Atrasado: esperando há mais de 90 minutos',
      'Atrasado: esperando há mais de 90 minutos',
      'Atrasado: esperando há mais de 3 horas',
      'Atrasado: esperando há mais de 1 dia',
      'Atrasado: esperando há mais de 36 horas',
      'Atrasado: esperando há mais de 2 dias',
    ]);
    // 90.5: overdue from 91 whole minutes, as the words say.
    expect([90, 91].map((minutes) => isOverdue(NOW - minutes * 60_000, NOW, 90.5))).toEqual([false, true]);
  });

  const text = (at: string) => waitingText(waitingMinutes(Date.parse(at), NOW));

  it("says 'há menos de 1 min', minutes, hours, then days", () => {
    expect(waitingText(0)).toBe('há menos de 1 min');
    expect(text(ago(12))).toBe('há 12 min');
    expect(text(ago(59))).toBe('há 59 min');
    expect(text(ago(60))).toBe('há 1 h');
    expect(text(ago(3 * 60 + 59))).toBe('há 3 h');
    expect(text(ago(24 * 60 - 1))).toBe('há 23 h');
    expect(text(ago(24 * 60))).toBe('há 1 dia');
    expect(text(ago(2 * 24 * 60 + 5))).toBe('há 2 dias');
    // A clock behind the server's: never a negative wait.
    expect(waitingMinutes(NOW + 90_000, NOW)).toBe(0);
  });

  it('counts elapsed time across midnight, in São Paulo time when the API sends no zone', () => {
    const sent = Date.parse(readInstant('2026-11-25T23:50:00')!);
    const now = Date.parse('2026-11-26T00:10:00-03:00');
    expect(waitingText(waitingMinutes(sent, now))).toBe('há 20 min');
  });

  it('counts elapsed time across a change of the clocks (São Paulo, summer time of 2018)', () => {
    // At 00:00 on 4 Nov 2018 São Paulo's clocks went forward to 01:00: 23:30 to 01:30 is one hour.
    const sent = Date.parse(readInstant('2018-11-03T23:30:00')!);
    const now = Date.parse(readInstant('2018-11-04T01:30:00')!);
    expect(waitingText(waitingMinutes(sent, now))).toBe('há 1 h');
    // At 00:00 on 17 Feb 2019 they went back to 23:00: 22:30 to 23:30 (the second one) is two hours.
    const before = Date.parse(readInstant('2019-02-16T22:30:00-02:00')!);
    const after = Date.parse(readInstant('2019-02-16T23:30:00-03:00')!);
    expect(waitingText(waitingMinutes(before, after))).toBe('há 2 h');
  });

  it('is overdue only past the limit, and never without a time', () => {
    expect(isOverdue(NOW - 60 * 60_000, NOW, 60)).toBe(false);
    expect(isOverdue(NOW - 61 * 60_000, NOW, 60)).toBe(true);
    expect(isOverdue(null, NOW, 60)).toBe(false);
  });
});

describe('filters', () => {
  const alerts = [
    symptomAlert('Ana', PAIN, 9, ago(90), { Doctor: 'Mastologia' }),
    symptomAlert('Bia', PAIN, 2, ago(10), { Doctor: 'Mastologia' }),
    symptomAlert('Caio', FEVER, 38.1, ago(120), { Doctor: 'Oncologia Torácica' }),
    symptomAlert('Davi', NAUSEA, null, ago(5), { Doctor: 'Oncologia Torácica' }),
  ];
  const rows = toRows(alerts);
  const overdue = (row: { at: number | null }) => isOverdue(row.at, NOW, 60);

  it('match names as a person reads them, by class, and the overdue ones', () => {
    expect(names(filterRows(rows, { symptom: ' dor ' }, overdue))).toEqual(['Ana', 'Bia']);
    expect(names(filterRows(rows, { team: 'mastologia', severity: 'grave' }, overdue))).toEqual(['Ana']);
    expect(names(filterRows(rows, { severity: 'none' }, overdue))).toEqual(['Davi']);
    expect(names(filterRows(rows, { overdue: true }, overdue))).toEqual(['Ana', 'Caio']);
  });

  it('count each choice with the other filters applied', () => {
    const counts = facetCounts(rows, { team: 'Mastologia' }, overdue);
    expect(Object.fromEntries(counts.symptom)).toEqual({ Dor: 2 });
    expect(Object.fromEntries(counts.severity)).toEqual({ grave: 1, leve: 1 });
    // The team's own counts ignore the team chosen.
    expect(Object.fromEntries(counts.team)).toEqual({ Mastologia: 2, 'Oncologia Torácica': 2 });
  });

  it("offer the whole list's names in reading order, whatever the filters", () => {
    const more = toRows([...alerts, symptomAlert('Eli', NAUSEA, 2, ago(3), { Doctor: 'Ginecologia' })]);
    // A team or symptom missing from an alert offers no choice.
    expect(facetNames(more)).toEqual({ team: ['Ginecologia', 'Mastologia', 'Oncologia Torácica'], symptom: ['Dor', 'Febre', NAUSEA.Name] });
    expect(facetNames(toRows([symptomAlert('Sem', PAIN, 1, ago(1))])).team).toEqual([]);
  });
});

describe("'Piorou'", () => {
  const first = symptomAlert('Vera', PAIN, 3, ago(120), { Id: '7' });
  const worse = symptomAlert('Vera', PAIN, 8, ago(1), { Id: '7' });
  const milder = symptomAlert('Vera', PAIN, 1, ago(0), { Id: '7' });

  it("marks a class above the patient's last alert of the symptom, even once that one is gone", () => {
    const seen = mergeHistory({}, toRows([first]), NOW);
    const rows = toRows([worse]);
    const history = mergeHistory(seen, rows, NOW);
    expect([...worsenedAlerts(history, rows).keys()]).toEqual([worse]);
  });

  it('compares with the alert just before, on the same scale, and nothing else', () => {
    const rows = toRows([milder, worse, first]);
    const history = mergeHistory({}, rows, NOW);
    expect([...worsenedAlerts(history, rows).keys()]).toEqual([worse]);
    // Another patient's pain, or the same patient's fever, is not the same symptom.
    const other = toRows([symptomAlert('Outra', PAIN, 9, ago(0), { Id: '8' }), symptomAlert('Vera', FEVER, 39, ago(0), { Id: '7' })]);
    expect(worsenedAlerts(mergeHistory(history, other, NOW), other).size).toBe(0);
  });

  it('says why in the words of the scale: the previous intensity and this one', () => {
    const rows = toRows([worse, first]);
    const reason = worsenedAlerts(mergeHistory({}, rows, NOW), rows).get(worse)!;
    expect(reason).toEqual({ scale: 'eva', from: 3, fromStep: 1, to: 8, toStep: 2 });
    expect(worseningText(reason)).toBe('EVA 3 → 8');
    const fever = toRows([symptomAlert('Vera', FEVER, 38.5, ago(1), { Id: '7' }), symptomAlert('Vera', FEVER, 37.2, ago(90), { Id: '7' })]);
    const hot = worsenedAlerts(mergeHistory({}, fever, NOW), fever).get(fever[0]!.alert)!;
    expect(worseningText(hot)).toBe('37,2 °C → 38,5 °C');
    expect(worseningText({ scale: 'alternate', from: 2, fromStep: 1, to: 4, toStep: 3 })).toBe('Moderado → Muito Grave');
  });

  it('names the previous class when the history kept no intensity (entries written before it did)', () => {
    const rows = toRows([first]);
    const history = mergeHistory({}, rows, NOW);
    for (const entries of Object.values(history)) for (const entry of entries) delete entry.value;
    const later = toRows([worse]);
    const reason = worsenedAlerts(mergeHistory(history, later, NOW), later).get(worse)!;
    expect(reason.from).toBeNull();
    expect(worseningText(reason)).toBe('Moderada → Grave');
    expect(worseningText({ scale: 'fever', from: null, fromStep: 3, to: 38.5, toStep: 5 })).toBe('Subfebril → 38,5 °C');
    expect(worseningText({ scale: 'alternate', from: null, fromStep: 0, to: 3, toStep: 2 })).toBe('Leve → Grave');
  });

  it('writes nothing when nothing is new, and keeps a few alerts per symptom', () => {
    const history = mergeHistory({}, toRows([first, worse]), NOW);
    expect(mergeHistory(history, toRows([worse]), NOW)).toBe(history);
    const many = toRows(Array.from({ length: 9 }, (_, i) => symptomAlert('Vera', PAIN, i, ago(100 - i), { Id: '7' })));
    expect(Object.values(mergeHistory({}, many, NOW))[0]).toHaveLength(5);
  });
});

describe('the URL', () => {
  it('keeps the choices it knows and drops the others', () => {
    expect(v.parse(alertsSearchSchema, { tab: 'messages', order: 'waiting', team: 123, symptom: ' Dor ', severity: 'grave', overdue: true })).toEqual({
      tab: 'messages',
      order: 'waiting',
      team: '123',
      symptom: 'Dor',
      severity: 'grave',
      overdue: true,
    });
    expect(v.parse(alertsSearchSchema, { tab: 'x', order: 'alphabetical', team: '  ', severity: 'terrible', overdue: 'no' })).toEqual({
      tab: undefined,
      order: undefined,
      team: undefined,
      symptom: undefined,
      severity: undefined,
      overdue: undefined,
    });
  });
});
