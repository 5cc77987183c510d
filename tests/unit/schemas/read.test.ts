/** The tolerant readers (src/api/read.ts) against the shapes the spec leaves open. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { readCalendarDate, readInstant, unreadableDate } from '@/api/readDates';
import { readCids, readFlag, readGender, readNumber, readStatus, readTeamName, readText, requiredId, requiredNumber, requiredText } from '@/api/read';
import { cidLabel } from '@/lib/format';

describe('dates as .NET sends them', () => {
  const instant = '2026-11-20T17:03:12.000Z';
  it.each([
    ['UTC with 7 fractional digits', '2026-11-20T17:03:12.0000000Z'],
    ['UTC without fraction', '2026-11-20T17:03:12Z'],
    ['an offset', '2026-11-20T14:03:12-03:00'],
    ['an offset and 3 digits', '2026-11-20T14:03:12.000-03:00'],
    ['no zone: São Paulo time', '2026-11-20T14:03:12'],
    ['no zone, 7 digits', '2026-11-20T14:03:12.0000000'],
    ['a space instead of T', '2026-11-20 14:03:12'],
  ])('%s', (_, value) => {
    expect(readInstant(value)).toBe(instant);
  });

  it('keeps the fraction up to milliseconds', () => {
    expect(readInstant('2026-11-20T14:03:12.1234567')).toBe('2026-11-20T17:03:12.123Z');
  });

  it('answers null for anything else', () => {
    for (const value of [null, undefined, '', 'ontem', 20261120, {}, '2026-13-40T00:00:00']) expect(readInstant(value)).toBeNull();
  });

  it('reads birth dates as calendar days, never shifted by a zone', () => {
    expect(readCalendarDate('1961-03-02')).toBe('1961-03-02');
    expect(readCalendarDate('1961-03-02T00:00:00')).toBe('1961-03-02');
    expect(readCalendarDate('1961-03-02T00:00:00Z')).toBe('1961-03-02');
    expect(readCalendarDate('1961-03-02T00:00:00.0000000-03:00')).toBe('1961-03-02');
    for (const value of [null, '31/02/1961', '1961', 19610302, '1961-03-02T25:00:00']) expect(readCalendarDate(value)).toBeNull();
  });

  it.each([
    ["month/day/year, the API's own form", '05/17/1980', '1980-05-17'],
    ['without leading zeros', '5/7/1980', '1980-05-07'],
    ['with a time of day, as .NET en-US writes it', '5/17/1980 12:00:00 AM', '1980-05-17'],
    ['with an afternoon time', '5/17/1980 11:59:59 PM', '1980-05-17'],
    ['with a 24-hour time', '05/17/1980 00:00:00', '1980-05-17'],
    ['ambiguous: read as the API writes it, month first', '05/12/1960', '1960-05-12'],
    ['day first where that is the one reading that makes a date', '17/05/1980', '1980-05-17'],
  ])('reads slash dates: %s', (_, value, day) => {
    expect(readCalendarDate(value)).toBe(day);
  });

  it('answers null for slash dates that are no day, or a time that is no time', () => {
    for (const value of ['13/13/1980', '2/30/1980', '5/17/1980 13:00:00 PM', '5/17/1980 0:00:00 AM', '5/17/80']) {
      expect(readCalendarDate(value)).toBeNull();
    }
  });

  it('reads slash date-times as São Paulo wall time', () => {
    expect(readInstant('11/20/2026 2:03:12 PM')).toBe('2026-11-20T17:03:12.000Z');
    expect(readInstant('11/20/2026 14:03:12')).toBe('2026-11-20T17:03:12.000Z');
    expect(readInstant('11/20/2026')).toBe('2026-11-20T03:00:00.000Z');
  });

  it('tells what it could not read, and only that', () => {
    expect(unreadableDate('17 de maio de 1980')).toBe('17 de maio de 1980');
    expect(unreadableDate(19800517)).toBe('19800517');
    for (const value of [null, undefined, '', '  ', '5/17/1980 12:00:00 AM', '1980-05-17']) expect(unreadableDate(value)).toBeNull();
  });
});

describe('numbers, texts, flags', () => {
  it('reads numbers and numeric strings', () => {
    expect(readNumber(12.5)).toBe(12.5);
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber(' 12,5 ')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    for (const value of [null, '', 'doze', '1e3', Number.NaN, true, {}]) expect(readNumber(value)).toBeNull();
  });

  it('requires a figure where a screen needs one', () => {
    expect(safeParse(requiredNumber, '150').data).toBe(150);
    expect(safeParse(requiredNumber, 150).data).toBe(150);
    expect(safeParse(requiredNumber, null).success).toBe(false);
    expect(safeParse(requiredNumber, 'cento').success).toBe(false);
  });

  it('reads display texts; blanks and objects are null', () => {
    expect(readText('  Ana ')).toBe('Ana');
    expect(readText(11987654321)).toBe('11987654321');
    for (const value of [null, undefined, '   ', {}, []]) expect(readText(value)).toBeNull();
    expect(safeParse(requiredText, '   ').success).toBe(false);
  });

  it('reads ids as text, from numbers or strings', () => {
    expect(safeParse(requiredId, 12).data).toBe('12');
    expect(safeParse(requiredId, '12').data).toBe('12');
    expect(safeParse(requiredId, 'a1b2').data).toBe('a1b2');
    for (const value of [null, '', 1.5, {}]) expect(safeParse(requiredId, value).success).toBe(false);
  });

  it('reads flags in their usual forms', () => {
    expect([true, 'true', 'True', 1, '1'].map(readFlag)).toEqual([true, true, true, true, true]);
    expect([false, 'false', 0, '0'].map(readFlag)).toEqual([false, false, false, false]);
    expect([null, 'sim', 2].map(readFlag)).toEqual([null, null, null]);
  });

  it('reads a team or professional status as 1/0, 1/2, names, flags; anything else is unknown', () => {
    expect([1, '1', 'Active', 'ativo', true, 'true'].map(readStatus)).toEqual(Array(6).fill('Active'));
    expect([0, '0', 2, '2', 'Inactive', 'INATIVA', false].map(readStatus)).toEqual(Array(7).fill('Inactive'));
    expect([null, undefined, 3, -1, 'talvez', {}].map(readStatus)).toEqual(Array(6).fill(null));
  });

  it('reads genders by name or initial; another text as given', () => {
    expect(['F', 'feminino', 'Feminino'].map(readGender)).toEqual(['Feminino', 'Feminino', 'Feminino']);
    expect(['M', 'MASCULINO'].map(readGender)).toEqual(['Masculino', 'Masculino']);
    expect(readGender('Não informado')).toBe('Não informado');
    expect([null, 1, ''].map(readGender)).toEqual([null, null, null]);
  });
});

describe('Doctor and CID info', () => {
  it('reads Doctor as a string, {Name} or {Id, Name}', () => {
    expect(readTeamName('Equipe Mama')).toBe('Equipe Mama');
    expect(readTeamName({ Name: 'Equipe Mama' })).toBe('Equipe Mama');
    expect(readTeamName({ Id: 3, Name: 'Equipe Mama' })).toBe('Equipe Mama');
    expect(readTeamName({ Id: '3', Name: 'Equipe Mama', Extra: true })).toBe('Equipe Mama');
    for (const value of [null, undefined, { Id: 3 }, 3, []]) expect(readTeamName(value)).toBeNull();
  });

  const mama = { CIDCode: 'C50', Description: 'Neoplasia maligna da mama' };
  it('reads CID info as a list, one object or flat fields', () => {
    expect(readCids({ CIDs: [mama, { CIDCode: 'C34', Description: null }] })).toEqual([mama, { CIDCode: 'C34', Description: null }]);
    expect(readCids({ CID: mama })).toEqual([mama]);
    expect(readCids({ Cid: [mama] })).toEqual([mama]);
    expect(readCids({ ...mama, Name: 'Ana' })).toEqual([mama]);
    expect(readCids({ CIDCode: 'C50' })).toEqual([{ CIDCode: 'C50', Description: null }]);
    expect(readCids({ CIDs: ['C50'] })).toEqual([{ CIDCode: 'C50', Description: null }]);
  });

  it("reads the spec's Patient CID entry, the code one level down, and counts only the enabled ones", () => {
    const entry = (id: number, code: unknown, IsEnable?: unknown) => ({ Id: id, CID: code, Morphology: null, Estadio: 'II', IsEnable });
    expect(readCids({ CIDs: [entry(1, { Id: 7, CIDCode: 'C50' })] })).toEqual([{ CIDCode: 'C50', Description: null }]);
    expect(readCids({ CIDs: [entry(1, { Id: 7, CIDCode: 'C50', Description: mama.Description }, true)] })).toEqual([mama]);
    expect(
      readCids({
        CIDs: [
          { Id: 1, Cid: { Code: 'C34' } },
          { Id: 2, CIDType: 'C61' },
        ],
      }),
    ).toEqual([
      { CIDCode: 'C34', Description: null },
      { CIDCode: 'C61', Description: null },
    ]);
    // A disabled entry is no active diagnosis, in each form a flag takes.
    for (const off of [false, 'false', 0, '0']) {
      expect(readCids({ CIDs: [entry(1, { CIDCode: 'C50' }, off), entry(2, { CIDCode: 'C34' })] })).toEqual([{ CIDCode: 'C34', Description: null }]);
    }
    // An unreadable flag does not disable the entry; a nested CID without a code is skipped.
    expect(readCids({ CIDs: [entry(1, { CIDCode: 'C50' }, 'talvez'), entry(2, { Id: 9 })] })).toEqual([{ CIDCode: 'C50', Description: null }]);
    expect(cidLabel(readCids({ CIDs: [entry(1, { CIDCode: 'C50' }), entry(2, { CIDCode: 'C34' })] }))).toBe('C97');
    expect(cidLabel(readCids({ CIDs: [entry(1, { CIDCode: 'C50' }), entry(2, { CIDCode: 'C34' }, false)] }))).toBe('C50');
  });

  it('skips unreadable CIDs and answers an empty list without any', () => {
    expect(readCids({ CIDs: [null, { Description: 'sem código' }, mama] })).toEqual([mama]);
    expect(readCids({ CIDs: null })).toEqual([]);
    expect(readCids({ CID: null, CIDCode: null })).toEqual([]);
    expect(readCids({})).toEqual([]);
  });
});

describe('São Paulo time without a zone, across its past summer times', () => {
  it('takes the offset of that moment: -02:00 in a summer before 2019, -03:00 otherwise', () => {
    expect(readInstant('2018-01-15T10:00:00')).toBe('2018-01-15T12:00:00.000Z');
    expect(readInstant('2018-07-15T10:00:00')).toBe('2018-07-15T13:00:00.000Z');
    expect(readInstant('2026-01-15T10:00:00')).toBe('2026-01-15T13:00:00.000Z');
  });

  it('reads offsets without a colon and 9-digit fractions', () => {
    expect(readInstant('2026-11-20T14:03:12-0300')).toBe('2026-11-20T17:03:12.000Z');
    expect(readInstant('2026-11-20T17:03:12.123456789Z')).toBe('2026-11-20T17:03:12.123Z');
  });
});
