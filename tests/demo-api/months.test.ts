// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMonth, monthEnd, monthKeyOf, monthStart, monthsBetween, parseMonth } from '../../src/mocks/lib/months';
import { isWithinDays, SUMMARY_WINDOW_DAYS } from '../../src/mocks/lib/window';

describe('month helpers', () => {
  it("parses only 'MM/YYYY'", () => {
    expect(parseMonth('03/2025')).toEqual({ year: 2025, month: 3 });
    expect(parseMonth(' 12/1999 ')).toEqual({ year: 1999, month: 12 });
    for (const text of ['3/2025', '13/2025', '00/2025', '2025-03', '03/25', '', null, undefined, '03/2025x']) {
      expect(parseMonth(text), String(text)).toBeNull();
    }
  });

  it('formats with two-digit months and round-trips', () => {
    expect(formatMonth({ year: 2025, month: 1 })).toBe('01/2025');
    expect(formatMonth(parseMonth('11/2024') ?? { year: 0, month: 1 })).toBe('11/2024');
  });

  it('iterates months across a year, both ends included', () => {
    const months = monthsBetween({ year: 2024, month: 11 }, { year: 2025, month: 2 }).map(formatMonth);
    expect(months).toEqual(['11/2024', '12/2024', '01/2025', '02/2025']);
    expect(monthsBetween({ year: 2025, month: 2 }, { year: 2025, month: 1 })).toEqual([]);
  });

  it('counts months on Brasília time (UTC-3)', () => {
    expect(monthKeyOf('2025-04-01T02:59:00Z')).toBe('03/2025');
    expect(monthKeyOf('2025-04-01T03:00:00Z')).toBe('04/2025');
    expect(monthStart({ year: 2025, month: 4 }).toISOString()).toBe('2025-04-01T03:00:00.000Z');
    expect(monthEnd({ year: 2025, month: 12 }).toISOString()).toBe('2026-01-01T03:00:00.000Z');
  });

  it('keeps the 21-day summary window, ends included, nothing after now', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    expect(SUMMARY_WINDOW_DAYS).toBe(21);
    expect(isWithinDays('2025-05-25T12:00:00Z', now, 21)).toBe(true);
    expect(isWithinDays('2025-05-25T11:59:00Z', now, 21)).toBe(false);
    expect(isWithinDays('2025-06-15T12:01:00Z', now, 21)).toBe(false);
    expect(isWithinDays('2001-01-01T00:00:00Z', now, 0)).toBe(true);
  });
});
