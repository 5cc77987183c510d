/**
 * The severe-alert notifications' events (docs/decisions/0029-severe-alert-notifications.md): what
 * notifies, once, through the cards' own rule (tests/unit/severity.test.ts), and what it says.
 */
import { describe, expect, it } from 'vitest';
import type { PatientAlert } from '@/features/alerts/schemas';
import { mergeHistory, worsenedAlerts } from '@/features/alerts/triage/history';
import { alertMarks, type MarkContext } from '@/features/alerts/triage/marks';
import { toRows } from '@/features/alerts/triage/rows';
import { isOverdue } from '@/features/alerts/triage/waiting';
import { alertToken, severeEvents, type SevereEvent } from '@/features/alerts/notify/events';
import { notificationFor } from '@/features/alerts/notify/texts';

const PAIN = { Id: 1, Name: 'Dor', IsEva: true };
const FEVER = { Id: 13, Name: 'Febre', IsEva: false };
const NAUSEA = { Id: 2, Name: 'Náusea', IsEva: false };
const NOW = Date.parse('2026-11-26T15:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const LIMIT = 60;

type Symptom = { Id: number | null; Name: string | null; IsEva: boolean | null };
function symptomAlert(name: string, symptom: Symptom, intensity: number | null, at: string | null, id = name): PatientAlert {
  return { Id: id, Name: name, Gender: null, BirthDate: null, Doctor: null, Phone: null, CIDs: [], DateAndTime: at, Intensity: intensity, Symptom: symptom };
}
function messageAlert(name: string, at: string): PatientAlert {
  return { Id: name, Name: name, Gender: null, BirthDate: null, Doctor: null, Phone: null, CIDs: [], DateAndTime: at };
}
const context = (alerts: PatientAlert[] = [], now = NOW): MarkContext => {
  const rows = toRows(alerts);
  return { overdue: (row) => isOverdue(row.at, now, LIMIT), worsened: worsenedAlerts(mergeHistory({}, rows, now), rows) };
};

describe('severe events of one list', () => {
  const pending = [symptomAlert('Ana', PAIN, 9, ago(5)), symptomAlert('Bia', FEVER, 38.5, ago(50))];

  it('knows what was pending at the start and tells nothing of it, even when it turns overdue', () => {
    const first = severeEvents(undefined, 'symptoms', toRows(pending), context(pending), false);
    expect(first.events).toEqual([]);
    const later = NOW + 30 * 60_000;
    expect(severeEvents(first.next, 'symptoms', toRows(pending), context(pending, later), false).events).toEqual([]);
  });

  it('tells each new severe alert once, and a mild one never', () => {
    const { next } = severeEvents(undefined, 'symptoms', toRows(pending), context(pending), false);
    const arrived = [symptomAlert('Caio', PAIN, 8, ago(0)), symptomAlert('Davi', PAIN, 7, ago(0)), symptomAlert('Eva', NAUSEA, 4, ago(0)), ...pending];
    const found = severeEvents(next, 'symptoms', toRows(arrived), context(arrived), false);
    expect(found.events.map((event) => [event.alert.Name, event.kind])).toEqual([
      ['Caio', 'topClass'],
      ['Eva', 'topClass'],
    ]);
    expect(severeEvents(found.next, 'symptoms', toRows(arrived), context(arrived), false).events).toEqual([]);
  });

  it("tells an alert that arrived since then when it turns 'Atrasado', once", () => {
    const { next } = severeEvents(undefined, 'symptoms', [], context(), false);
    const mild = [symptomAlert('Caio', PAIN, 2, ago(0))];
    const arrived = severeEvents(next, 'symptoms', toRows(mild), context(mild), false);
    expect(arrived.events).toEqual([]);
    const late = NOW + 61 * 60_000;
    const overdue = severeEvents(arrived.next, 'symptoms', toRows(mild), context(mild, late), false);
    expect(overdue.events.map((event) => event.kind)).toEqual(['overdue']);
    expect(severeEvents(overdue.next, 'symptoms', toRows(mild), context(mild, late + 60_000), false).events).toEqual([]);
  });

  it("tells 'Piorou' as the card marks it", () => {
    const before = [symptomAlert('Vera', PAIN, 2, ago(90), '7')];
    const { next } = severeEvents(undefined, 'symptoms', toRows(before), context(before), false);
    const now = [symptomAlert('Vera', PAIN, 6, ago(0), '7'), ...before];
    const ctx = context(now);
    const events = severeEvents(next, 'symptoms', toRows(now), ctx, false).events;
    expect(events.map((event) => event.kind)).toEqual(['worsened']);
    expect(alertMarks(toRows(now)[0]!, ctx).worsened).not.toBeNull();
  });

  it('tells messages only when the deployment says so', () => {
    const { next } = severeEvents(undefined, 'messages', [], context(), false);
    const message = [messageAlert('Lia', ago(0))];
    expect(severeEvents(next, 'messages', toRows(message), context(message), false).events).toEqual([]);
    expect(severeEvents(next, 'messages', toRows(message), context(message), true).events.map((event) => event.kind)).toEqual(['message']);
  });
});

describe('what a notification says', () => {
  const event = (alert: PatientAlert, kind: SevereEvent['kind'] = 'topClass'): SevereEvent => ({
    list: 'Symptom' in alert ? 'symptoms' : 'messages',
    kind,
    token: alertToken(alert),
    alert,
    intensity: 'Intensity' in alert ? alert.Intensity : null,
    worsened: null,
  });
  const pain = symptomAlert('Ana Souza', PAIN, 9, ago(0));
  const fever = symptomAlert('Bia Lima', FEVER, 38.5, ago(0));
  const nausea = symptomAlert('Caio Reis', NAUSEA, 4, ago(0));

  it('names the symptom and its class, never the patient, by default', () => {
    const shown = notificationFor([event(pain)], { locked: false, showNames: false })!;
    expect(shown).toMatchObject({ title: 'Novo alerta grave: Dor, EVA 9', alert: alertToken(pain), tab: 'symptoms' });
    expect(JSON.stringify(shown)).not.toContain('Ana');
    expect(notificationFor([event(fever)], { locked: false, showNames: false })!.title).toBe('Novo alerta grave: Febre, 38,5 °C');
    expect(notificationFor([event(nausea, 'overdue')], { locked: false, showNames: false })!.title).toBe('Alerta atrasado: Náusea, Muito Grave');
  });

  it('names the patient only with notificationsShowNames', () => {
    expect(notificationFor([event(pain)], { locked: false, showNames: true })).toMatchObject({ title: 'Novo alerta grave: Dor, EVA 9', body: 'Ana Souza' });
  });

  it("says only 'Novo alerta grave no Painel' while locked, names or not", () => {
    for (const showNames of [false, true]) {
      const shown = notificationFor([event(pain), event(fever)], { locked: true, showNames })!;
      expect(shown.title).toBe('Novo alerta grave no Painel');
      expect(shown.body).toBeUndefined();
    }
  });

  it('makes one notification of several, tagged by what they are', () => {
    const three = [event(pain), event(fever), event(nausea)];
    const shown = notificationFor(three, { locked: false, showNames: false })!;
    expect(shown.title).toBe('3 novos alertas graves');
    expect(shown.body).toBe('Dor, EVA 9; Febre, 38,5 °C; Náusea, Muito Grave');
    expect(notificationFor([...three].reverse(), { locked: false, showNames: false })!.tag).toBe(shown.tag);
    expect(notificationFor([event(pain)], { locked: false, showNames: false })!.tag).not.toBe(shown.tag);
    expect(shown.tag.startsWith('painel-alert|')).toBe(true);
  });
});
