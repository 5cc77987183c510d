// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { store } from '../../src/mocks/store';
import { getDashboard, setupDemoApi, share, tokenFor, withinDaysOf } from './helpers';

setupDemoApi();

const ADDRESSES = [1, 2, 3, 4];

const idsAt = (hospitalId: number) =>
  new Set(store.patients.filter((p) => p.InstitutionId === 1 && (hospitalId === 0 || p.InstitutionAddressId === hospitalId)).map((p) => p.Id));
const inWindow = (iso: string) => withinDaysOf(store.anchor, iso, 21);

describe('GET api/dashboard/last-weeklyreports, last-symptoms and last-demands', () => {
  const reporters = (items: { PatientId: number; DateAndTime: string }[], hospitalId: number) => {
    const ids = idsAt(hospitalId);
    return new Set(items.filter((item) => ids.has(item.PatientId) && inWindow(item.DateAndTime)).map((item) => item.PatientId)).size;
  };

  it('counts patients who sent a weekly report or a symptom in 21 days', async () => {
    const token = await tokenFor();
    for (const [endpoint, items] of [
      ['last-weeklyreports', store.weeklyReports],
      ['last-symptoms', store.symptomReports],
    ] as const) {
      let sum = 0;
      for (const hospitalId of [0, ...ADDRESSES]) {
        const { status, body } = await getDashboard<{ Percentage: number; Total: number }>(endpoint, { hospitalId }, token);
        expect(status).toBe(200);
        const total = reporters(items, hospitalId);
        expect(body).toEqual({ Percentage: share(total, idsAt(hospitalId).size), Total: total });
        if (hospitalId === 0) expect(total).toBeGreaterThan(0);
        else sum += body.Total;
      }
      expect(sum, endpoint).toBe(reporters(items, 0));
    }
  });

  it('counts the messages of 21 days and their average per sender', async () => {
    const token = await tokenFor();
    let sum = 0;
    for (const hospitalId of [0, ...ADDRESSES]) {
      const { body } = await getDashboard<{ Average: number; Total: number }>('last-demands', { hospitalId }, token);
      const ids = idsAt(hospitalId);
      const messages = store.messages.filter((m) => ids.has(m.PatientId) && inWindow(m.DateAndTime));
      const senders = new Set(messages.map((m) => m.PatientId)).size;
      expect(body).toEqual({ Average: senders ? Math.round((messages.length / senders) * 10) / 10 : 0, Total: messages.length });
      if (hospitalId === 0) expect(body.Average).toBeGreaterThanOrEqual(1);
      else sum += body.Total;
    }
    const { body: all } = await getDashboard<{ Total: number }>('last-demands', { hospitalId: 0 }, token);
    expect(sum).toBe(all.Total);
  });
});
