// @vitest-environment node
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { alternateShapes } from '../../src/mocks/lib/shapes';

const EXTRA = { Note: 'campo desconhecido', List: ['1'] };
const cid = (code: string) => ({ CIDCode: code, Description: `Descrição ${code}` });
const row = (id: number, cids: ReturnType<typeof cid>[]) => ({
  Id: id,
  Name: `Paciente ${id}`,
  Gender: 'Feminino',
  BirthDate: '1960-05-04',
  Doctor: { Id: 7, Name: 'Equipe X' },
  Phone: '11999990000',
  CIDs: cids,
});

describe('alternateShapes', () => {
  it('writes the same instant in the three .NET forms, in turn', () => {
    const iso = '2026-11-20T17:03:12.000Z';
    const body = alternateShapes([{ DateAndTime: iso }, { DateAndTime: iso }, { DateAndTime: iso }]) as { DateAndTime: string }[];
    expect(body.map((item) => item.DateAndTime)).toEqual(['2026-11-20T14:03:12.0000000', '2026-11-20T14:03:12-03:00', '2026-11-20T17:03:12.0000000Z']);
  });

  it('keeps the milliseconds of every form (the offset form shows them only when not zero)', () => {
    const iso = '2026-03-02T01:42:02.415Z';
    const dates = alternateShapes([iso, iso, iso]) as string[];
    expect(dates).toEqual(['2026-03-01T22:42:02.4150000', '2026-03-01T22:42:02.415-03:00', '2026-03-02T01:42:02.4150000Z']);
    for (const date of dates) expect(DateTime.fromISO(date, { zone: 'America/Sao_Paulo' }).toMillis()).toBe(Date.parse(iso));
  });

  it('turns numbers into numeric strings, plain dates into midnight, and leaves months and booleans alone', () => {
    expect(alternateShapes({ Total: 150, Percentage: 12.5, Average: 0, Month: '11/2026', IsEva: true, BirthDate: '1956-10-07' })).toEqual({
      $id: '1',
      Total: '150',
      Percentage: '12.5',
      Average: '0',
      Month: '11/2026',
      IsEva: true,
      BirthDate: '1956-10-07T00:00:00',
      Extra: EXTRA,
    });
  });

  it('cycles the team through a name, {Name} and {Id, Name}, and keeps a null team', () => {
    const doctors = (
      alternateShapes([1, 2, 3, 4].map((id) => ({ Id: id, Doctor: id === 4 ? null : { Id: 7, Name: 'Equipe X' } }))) as { Doctor: unknown }[]
    ).map((item) => item.Doctor);
    expect(doctors).toEqual(['Equipe X', { $id: '3', Name: 'Equipe X', Extra: EXTRA }, { $id: '5', Id: '7', Name: 'Equipe X', Extra: EXTRA }, null]);
  });

  it('cycles the CIDs through one object, flat fields and the list, also when the list is empty', () => {
    const [first, second, third, emptyObject, emptyFlat] = alternateShapes([
      row(1, [cid('C50'), cid('C61')]),
      row(2, [cid('C50'), cid('C61')]),
      row(3, [cid('C50')]),
      row(4, []),
      row(5, []),
    ]) as Record<string, unknown>[];
    expect(first).toMatchObject({ CID: { CIDCode: 'C50', Description: 'Descrição C50' } });
    expect(first).not.toHaveProperty('CIDs');
    expect(second).toMatchObject({ CIDCode: 'C50', Description: 'Descrição C50' });
    expect(second).not.toHaveProperty('CIDs');
    expect(second).not.toHaveProperty('CID');
    expect(third).toMatchObject({ CIDs: [{ CIDCode: 'C50', Description: 'Descrição C50', Extra: EXTRA }] });
    expect(emptyObject).toMatchObject({ CID: null });
    expect(Object.keys(emptyFlat ?? {}).filter((key) => key.startsWith('CID') || key === 'Description')).toEqual([]);
  });

  it('nulls Phone, BirthDate and Gender on a third of the patient rows each, never Id or Name', () => {
    const rows = alternateShapes([1, 2, 3].map((id) => row(id, []))) as Record<string, unknown>[];
    expect(rows.map((item) => [item.Phone, item.BirthDate, item.Gender])).toEqual([
      [null, '1960-05-04T00:00:00', 'Feminino'],
      ['11999990000', null, 'Feminino'],
      ['11999990000', '1960-05-04T00:00:00', null],
    ]);
    expect(rows.map((item) => [item.Id, item.Name])).toEqual([
      ['1', 'Paciente 1'],
      ['2', 'Paciente 2'],
      ['3', 'Paciente 3'],
    ]);
  });

  it('drops the symptom id only', () => {
    const body = alternateShapes({ Symptom: { Id: 13, Name: 'Febre', IsEva: false } }) as { Symptom: unknown };
    expect(body.Symptom).toEqual({ $id: '2', Name: 'Febre', IsEva: false, Extra: EXTRA });
  });

  it('writes a status as the enum name, a boolean and a numeric string, in turn', () => {
    const teams = alternateShapes([1, 0, 1, 0].map((status, index) => ({ Id: index, Name: `Equipe ${index}`, Status: status }))) as { Status: unknown }[];
    expect(teams.map((team) => team.Status)).toEqual(['Active', false, '1', 'Inactive']);
    expect((alternateShapes({ Status: 'Inactive' }) as { Status: unknown }).Status).toBe('Inactive');
  });

  it('answers a team’s Navigators as the bare list, with the flags as bits', () => {
    const body = alternateShapes({
      Navigators: [
        { Id: 5, Name: 'Patrícia', IsNavigator: true },
        { Id: 6, Name: 'Rafael', IsNavigator: false },
      ],
    });
    expect(body).toEqual([
      { $id: '1', Id: '5', Name: 'Patrícia', IsNavigator: '1', Extra: EXTRA },
      { $id: '2', Id: '6', Name: 'Rafael', IsNavigator: '0', Extra: EXTRA },
    ]);
  });

  it('leaves every third professional without an e-mail and every other one with bare team names', () => {
    const professional = (id: number) => ({ Id: id, Name: `P${id}`, Email: `p${id}@x.br`, IsSMS: false, Teams: [{ Id: 1, Name: 'Mastologia' }] });
    const rows = alternateShapes([1, 2, 3, 4].map(professional)) as Record<string, unknown>[];
    expect(rows.map((item) => item.Email)).toEqual(['p1@x.br', 'p2@x.br', null, 'p4@x.br']);
    expect(rows.map((item) => item.Teams)).toEqual([
      [{ $id: '2', Id: '1', Name: 'Mastologia', Extra: EXTRA }],
      ['Mastologia'],
      [{ $id: '5', Id: '1', Name: 'Mastologia', Extra: EXTRA }],
      ['Mastologia'],
    ]);
    expect(rows.map((item) => item.IsSMS)).toEqual(['0', '0', '0', '0']);
  });

  it('is deterministic and leaves its input as it was', () => {
    const input = [row(1, [cid('C50')]), { DateAndTime: '2026-11-20T17:03:12.000Z', Total: 3 }];
    const copy = structuredClone(input);
    expect(alternateShapes(input)).toEqual(alternateShapes(input));
    expect(input).toEqual(copy);
  });
});
