/**
 * What makes an alert severe (docs/decisions/0029-severe-alert-notifications.md): the top class
 * of each scale, and the one function the cards' marks and the notifications read (triage/marks.ts).
 */
import { describe, expect, it } from 'vitest';
import { alertMarks, severeOnArrival } from '@/features/alerts/triage/marks';
import { toRows } from '@/features/alerts/triage/rows';
import { classify, isTopClass } from '@/features/alerts/triage/severity';
import { FEVER, NAUSEA, PAIN, ago, markContext, symptomAlert, type Symptom } from './alertFixtures';

const top = (symptom: Symptom, value: number) => isTopClass(classify(symptom, value));

describe('the top class of each scale', () => {
  it('EVA: 8 and up (Grave), not 7', () => {
    expect([0, 2, 3, 7, 8, 10].map((v) => top(PAIN, v))).toEqual([false, false, false, false, true, true]);
  });

  it('temperature: 37.8 °C and up (fever), as read at one decimal', () => {
    expect([36, 37, 37.7, 37.74, 37.75, 37.8, 41].map((v) => top(FEVER, v))).toEqual([false, false, false, false, true, true, true]);
  });

  it('the 1 to 4 scale: 4 (Muito Grave) only', () => {
    expect([1, 2, 3, 4].map((v) => top(NAUSEA, v))).toEqual([false, false, false, true]);
  });

  it('no class, no top: off the scale, no intensity, no scale', () => {
    expect(top(PAIN, 11)).toBe(false);
    expect(top(NAUSEA, 5)).toBe(false);
    expect(isTopClass(classify(PAIN, null))).toBe(false);
    expect(top({ Id: null, Name: 'Tosse', IsEva: null }, 9)).toBe(false);
  });
});

describe('the marks a card shows and a notification tells', () => {
  it("reads 'Atrasado' past the limit, 'Piorou' from the history, and the top class, in one place", () => {
    const before = symptomAlert('Vera', PAIN, 2, ago(200), '7');
    const worse = symptomAlert('Vera', PAIN, 6, ago(61), '7');
    const ctx = markContext([before, worse]);
    const [worseRow, beforeRow] = toRows([worse, before]);
    expect(alertMarks(worseRow!, ctx)).toEqual({ overdue: true, worsened: { scale: 'eva', from: 2, fromStep: 0, to: 6, toStep: 1 }, topClass: false });
    expect(alertMarks(beforeRow!, ctx)).toEqual({ overdue: true, worsened: null, topClass: false });
    const fresh = symptomAlert('Rui', FEVER, 37.8, ago(60));
    expect(alertMarks(toRows([fresh])[0]!, markContext([fresh]))).toEqual({ overdue: false, worsened: null, topClass: true });
  });

  it("on arrival, 'Piorou' first, then the top class; neither is not severe", () => {
    expect(severeOnArrival({ overdue: false, worsened: null, topClass: true })).toBe('topClass');
    expect(severeOnArrival({ overdue: false, worsened: { scale: 'eva', from: 3, fromStep: 1, to: 9, toStep: 2 }, topClass: true })).toBe('worsened');
    expect(severeOnArrival({ overdue: true, worsened: null, topClass: false })).toBeNull();
  });
});
