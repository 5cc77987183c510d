import { describe, expect, it } from 'vitest';
import { groupTreatments } from '@/features/dashboard/treatment';
import { DEFAULT_CID_SORT, nextCidSort, sortCids } from '@/features/dashboard/cidSort';
import { nearBottom } from '@/features/dashboard/components/InfiniteList';
import { applyRangeRules, defaultMonthRange, monthsBetween, toApiMonth } from '@/lib/months';
import { alternateLevel, evaLevel, intensityLabel } from '@/lib/intensity';
import { ageFrom, cidLabel, formatPhone } from '@/lib/format';
import { DateTime } from 'luxon';

const month = (y: number, m: number) => new Date(y, m - 1, 1);

describe('treatment grouping', () => {
  it('keeps 1°, 2° and 3° lines apart and groups the rest as Outros', () => {
    expect(
      groupTreatments([
        { Line: '2° Linha', Total: 4 },
        { Line: 'Nenhum Tratamento Neoplásico', Total: 3 },
        { Line: '1° Linha', Total: 10 },
        { Line: '4° Linha', Total: 2 },
        { Line: '3° Linha', Total: 0 },
      ]),
    ).toEqual([
      { id: '1° Linha', label: '1° Linha', value: 10 },
      { id: '2° Linha', label: '2° Linha', value: 4 },
      { id: 'Outros', label: 'Outros', value: 5 },
    ]);
  });

  it('has nothing to chart for no patients', () => {
    expect(groupTreatments([])).toEqual([]);
    expect(groupTreatments([{ Line: '1° Linha', Total: 0 }])).toEqual([]);
  });
});

describe('CID sorting', () => {
  const rows = [
    { CIDCode: 'C61', CIDId: 2, Description: 'Próstata', Percentage: 20 },
    { CIDCode: 'C50.9', CIDId: 1, Description: 'Mama', Percentage: 35 },
    { CIDCode: 'C18.9', CIDId: 3, Description: 'Cólon', Percentage: 5 },
  ];
  it('defaults to percentage descending', () => {
    expect(sortCids(rows, DEFAULT_CID_SORT).map((r) => r.CIDCode)).toEqual(['C50.9', 'C61', 'C18.9']);
  });
  it('toggles each column between ascending and descending', () => {
    const byCid = nextCidSort(DEFAULT_CID_SORT, 'cid');
    expect(byCid).toEqual({ column: 'cid', direction: 'asc' });
    expect(sortCids(rows, byCid).map((r) => r.CIDCode)).toEqual(['C18.9', 'C50.9', 'C61']);
    const byCidDesc = nextCidSort(byCid, 'cid');
    expect(sortCids(rows, byCidDesc).map((r) => r.CIDCode)).toEqual(['C61', 'C50.9', 'C18.9']);
    expect(nextCidSort(DEFAULT_CID_SORT, 'percentage')).toEqual({ column: 'percentage', direction: 'asc' });
  });
});

describe('infinite list', () => {
  it('loads the next page within 200 px of the bottom', () => {
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 300, clientHeight: 500 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 299, clientHeight: 500 })).toBe(false);
  });
});

describe('month ranges', () => {
  const now = new Date(2026, 10, 22);
  it('defaults to 5 months ago through the current month', () => {
    const [start, end] = defaultMonthRange(now);
    expect([toApiMonth(start), toApiMonth(end)]).toEqual(['06/2026', '11/2026']);
    expect(monthsBetween(start, end)).toBe(5);
  });
  it('clears an end before the start', () => {
    expect(applyRangeRules(month(2026, 5), month(2026, 4))).toEqual({ start: month(2026, 5), end: null, error: 'endBeforeStart' });
  });
  it('allows an end at most six months after the start when asked, and not after the current month', () => {
    expect(applyRangeRules(month(2026, 6), month(2026, 11), { maxMonths: 6, now }).error).toBeNull();
    // Spec 01 §5: "may not be more than 6 months after the start": exactly six is allowed.
    expect(applyRangeRules(month(2026, 5), month(2026, 11), { maxMonths: 6, now }).error).toBeNull();
    expect(applyRangeRules(month(2026, 4), month(2026, 11), { maxMonths: 6, now })).toMatchObject({ end: null, error: 'intervalTooLong' });
    expect(applyRangeRules(month(2026, 10), month(2026, 12), { maxMonths: 6, now })).toMatchObject({ end: null, error: 'intervalTooLong' });
    expect(applyRangeRules(month(2025, 1), month(2026, 11)).error).toBeNull();
  });
  it('leaves half-set ranges alone', () => {
    expect(applyRangeRules(null, month(2026, 1))).toEqual({ start: null, end: month(2026, 1), error: null });
  });
});

describe('intensity scales', () => {
  it('names EVA 0–2 Leve, 3–7 Moderada, 8–10 Grave', () => {
    expect([0, 2, 3, 7, 8, 10].map(evaLevel)).toEqual(['Leve', 'Leve', 'Moderada', 'Moderada', 'Grave', 'Grave']);
  });
  it('names the alternate scale and shows fever in °C', () => {
    expect([1, 2, 3, 4].map(alternateLevel)).toEqual(['Leve', 'Moderado', 'Grave', 'Muito Grave']);
    expect(intensityLabel({ Id: 13, IsEva: false }, 38.2)).toBe('38,2 °C');
    expect(intensityLabel({ Id: 1, IsEva: true }, 9)).toBe('Grave (EVA 9)');
  });
});

describe('display helpers', () => {
  it('formats phones, ages and CIDs', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1132654321')).toBe('(11) 3265-4321');
    expect(ageFrom('1960-11-23', DateTime.local(2026, 11, 22))).toBe(65);
    expect(cidLabel([{ CIDCode: 'C50.9' }])).toBe('C50.9');
    expect(cidLabel([{ CIDCode: 'C50.9' }, { CIDCode: 'C61' }])).toBe('C97');
  });
});
