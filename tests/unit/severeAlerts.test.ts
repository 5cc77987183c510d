/**
 * The severe-alert notifications' events (docs/decisions/0029-severe-alert-notifications.md): what
 * notifies, once, through the cards' own rule (tests/unit/severity.test.ts), and what it says.
 */
import { describe, expect, it } from 'vitest';
import type { PatientAlert } from '@/features/alerts/schemas';
import { alertMarks } from '@/features/alerts/triage/marks';
import { toRows } from '@/features/alerts/triage/rows';
import { alertToken, severeEvents, type SevereEvent } from '@/features/alerts/notify/events';
import { notificationFor } from '@/features/alerts/notify/texts';
import { FEVER, NAUSEA, NOW, PAIN, ago, markContext, messageAlert, symptomAlert } from './alertFixtures';

describe('severe events of one list', () => {
  const pending = [symptomAlert('Ana', PAIN, 9, ago(5)), symptomAlert('Bia', FEVER, 38.5, ago(50))];

  it('knows what was pending at the start and tells nothing of it, even when it turns overdue', () => {
    const first = severeEvents(undefined, 'symptoms', toRows(pending), markContext(pending), false);
    expect(first.events).toEqual([]);
    const later = NOW + 30 * 60_000;
    expect(severeEvents(first.next, 'symptoms', toRows(pending), markContext(pending, later), false).events).toEqual([]);
  });

  it('tells each new severe alert once, and a mild one never', () => {
    const { next } = severeEvents(undefined, 'symptoms', toRows(pending), markContext(pending), false);
    const arrived = [symptomAlert('Caio', PAIN, 8, ago(0)), symptomAlert('Davi', PAIN, 7, ago(0)), symptomAlert('Eva', NAUSEA, 4, ago(0)), ...pending];
    const found = severeEvents(next, 'symptoms', toRows(arrived), markContext(arrived), false);
    expect(found.events.map((event) => [event.alert.Name, event.kind])).toEqual([
      ['Caio', 'topClass'],
      ['Eva', 'topClass'],
    ]);
    expect(severeEvents(found.next, 'symptoms', toRows(arrived), markContext(arrived), false).events).toEqual([]);
  });

  it("tells an alert that arrived since then when it turns 'Atrasado', once", () => {
    const { next } = severeEvents(undefined, 'symptoms', [], markContext(), false);
    const mild = [symptomAlert('Caio', PAIN, 2, ago(0))];
    const arrived = severeEvents(next, 'symptoms', toRows(mild), markContext(mild), false);
    expect(arrived.events).toEqual([]);
    const late = NOW + 61 * 60_000;
    const overdue = severeEvents(arrived.next, 'symptoms', toRows(mild), markContext(mild, late), false);
    expect(overdue.events.map((event) => event.kind)).toEqual(['overdue']);
    expect(severeEvents(overdue.next, 'symptoms', toRows(mild), markContext(mild, late + 60_000), false).events).toEqual([]);
  });

  it("tells 'Piorou' as the card marks it", () => {
    const before = [symptomAlert('Vera', PAIN, 2, ago(90), '7')];
    const { next } = severeEvents(undefined, 'symptoms', toRows(before), markContext(before), false);
    const now = [symptomAlert('Vera', PAIN, 6, ago(0), '7'), ...before];
    const ctx = markContext(now);
    const events = severeEvents(next, 'symptoms', toRows(now), ctx, false).events;
    expect(events.map((event) => event.kind)).toEqual(['worsened']);
    expect(alertMarks(toRows(now)[0]!, ctx).worsened).not.toBeNull();
  });

  it('tells messages only when the deployment says so', () => {
    const { next } = severeEvents(undefined, 'messages', [], markContext(), false);
    const message = [messageAlert('Lia', ago(0))];
    expect(severeEvents(next, 'messages', toRows(message), markContext(message), false).events).toEqual([]);
    expect(severeEvents(next, 'messages', toRows(message), markContext(message), true).events.map((event) => event.kind)).toEqual(['message']);
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
