/** The alert lists (spec 01 §3): no display field may hide a pending alert. */
import { describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { collectUnreadable } from '@/api/list';
import { messageAlertListSchema, symptomAlertListSchema } from '@/features/alerts/schemas';

const documented = {
  Id: 12,
  Name: 'Maria Aparecida Santos',
  Gender: 'Feminino',
  BirthDate: '1961-03-02',
  DateAndTime: '2026-11-20T17:03:12.000Z',
  Doctor: { Id: 3, Name: 'Equipe Mama' },
  Phone: '11987654321',
  CIDs: [{ CIDCode: 'C50', Description: 'Neoplasia maligna da mama' }],
  Intensity: 8,
  Symptom: { Id: 1, Name: 'Dor', IsEva: true },
};

const normalised = {
  Id: '12',
  Name: 'Maria Aparecida Santos',
  Gender: 'Feminino',
  BirthDate: '1961-03-02',
  DateAndTime: '2026-11-20T17:03:12.000Z',
  Doctor: 'Equipe Mama',
  Phone: '11987654321',
  CIDs: [{ CIDCode: 'C50', Description: 'Neoplasia maligna da mama' }],
};

function parseSymptoms(rows: unknown) {
  const parsed = safeParse(symptomAlertListSchema, rows);
  if (!parsed.success) throw new Error('the list itself failed');
  return parsed.data;
}

describe('symptom alerts', () => {
  it('read the documented shape into one normalised type', () => {
    expect(parseSymptoms([documented])).toEqual({
      items: [{ ...normalised, Intensity: 8, Symptom: { Id: 1, Name: 'Dor', IsEva: true } }],
      unreadable: 0,
    });
  });

  it('read the alternate shapes: Doctor as text, one CID object, Symptom without Id, numeric strings, .NET dates', () => {
    const alternate = {
      ...documented,
      Id: '12',
      Doctor: 'Equipe Mama',
      CIDs: undefined,
      CID: { CIDCode: 'C50', Description: 'Neoplasia maligna da mama' },
      BirthDate: '1961-03-02T00:00:00',
      DateAndTime: '2026-11-20T14:03:12.0000000',
      Intensity: '8',
      Symptom: { Name: 'Dor', IsEva: true },
      $id: '1',
      Extra: { Nested: [1] },
    };
    expect(parseSymptoms([alternate]).items[0]).toEqual({ ...normalised, Intensity: 8, Symptom: { Id: null, Name: 'Dor', IsEva: true } });
  });

  it('read Doctor as {Name} and CID info as flat fields', () => {
    const flat = { ...documented, Doctor: { Name: 'Equipe Mama' }, CIDs: undefined, CIDCode: 'C50', Description: 'Neoplasia maligna da mama' };
    expect(parseSymptoms([flat]).items[0]).toMatchObject({ Doctor: 'Equipe Mama', CIDs: normalised.CIDs });
  });

  it('keep the alert with null in every optional field', () => {
    const optional = ['Gender', 'BirthDate', 'DateAndTime', 'Doctor', 'Phone', 'CIDs', 'Intensity', 'Symptom'] as const;
    for (const key of optional) {
      const { items, unreadable } = parseSymptoms([{ ...documented, [key]: null }]);
      expect(unreadable, key).toBe(0);
      expect(items[0]?.Id, key).toBe('12');
    }
    const bare = parseSymptoms([{ Id: 12, Name: 'Ana', ...Object.fromEntries(optional.map((k) => [k, null])) }]).items[0];
    expect(bare).toEqual({
      Id: '12',
      Name: 'Ana',
      Gender: null,
      BirthDate: null,
      DateAndTime: null,
      Doctor: null,
      Phone: null,
      CIDs: [],
      Intensity: null,
      Symptom: null,
    });
  });

  it('keep the alert when a display field is unreadable', () => {
    const odd = { ...documented, Doctor: 42, Phone: { number: 1 }, DateAndTime: 'ontem', Intensity: 'alta', Symptom: 'Dor', Gender: 7, CIDs: 'C50' };
    const { items, unreadable } = parseSymptoms([odd]);
    expect(unreadable).toBe(0);
    expect(items[0]).toMatchObject({ Id: '12', Doctor: null, Phone: null, DateAndTime: null, Intensity: null, Symptom: null, Gender: null });
    expect(items[0]?.CIDs).toEqual([{ CIDCode: 'C50', Description: null }]);
  });

  it('count, never drop, a row without the patient id or name, and keep the others', () => {
    const rows = [documented, { ...documented, Id: null }, { ...documented, Name: '  ' }, 'lixo', null, { ...documented, Id: 13 }];
    const { result, problems } = collectUnreadable(() => safeParse(symptomAlertListSchema, rows));
    expect(result.data?.items.map((a) => a.Id)).toEqual(['12', '13']);
    expect(result.data?.unreadable).toBe(4);
    // Field paths only, never values (patient data).
    expect(problems).toEqual([
      expect.stringMatching(/^item 1: Id/),
      expect.stringMatching(/^item 2: Name/),
      expect.stringMatching(/^item 3: \(item\)/),
      expect.stringMatching(/^item 4: \(item\)/),
    ]);
    expect(problems.join(' ')).not.toContain('Maria');
  });

  it('accept the list bare, under Data, or an empty answer', () => {
    expect(parseSymptoms({ Data: [documented] }).items).toHaveLength(1);
    expect(parseSymptoms(null)).toEqual({ items: [], unreadable: 0 });
    expect(parseSymptoms([])).toEqual({ items: [], unreadable: 0 });
  });

  it('fail only an answer that is no list at all', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeParse(symptomAlertListSchema, { unexpected: true }).success).toBe(false);
    expect(safeParse(symptomAlertListSchema, 'alertas').success).toBe(false);
  });
});

describe('message alerts', () => {
  it('read the same patient fields without a symptom', () => {
    const parsed = safeParse(messageAlertListSchema, [{ ...documented, Intensity: undefined, Symptom: undefined }]);
    expect(parsed.data?.items[0]).toEqual(normalised);
  });

  it('keep the alert with null in every optional field', () => {
    const parsed = safeParse(messageAlertListSchema, [
      { Id: '7', Name: 'João', Gender: null, BirthDate: null, DateAndTime: null, Doctor: null, Phone: null, CIDs: null },
    ]);
    expect(parsed.data).toEqual({
      items: [{ Id: '7', Name: 'João', Gender: null, BirthDate: null, DateAndTime: null, Doctor: null, Phone: null, CIDs: [] }],
      unreadable: 0,
    });
  });
});
