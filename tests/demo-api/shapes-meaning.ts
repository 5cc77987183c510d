import { DateTime } from 'luxon';
import { expect } from 'vitest';

/**
 * Test-side reading of the alternate profile, written apart from src/mocks/lib/shapes.ts: checks
 * that an alternate answer says what the default one says, value by value.
 */

type Json = Record<string, unknown>;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EXTRA = { Note: 'campo desconhecido', List: ['1'] };
const NULLABLE_ON_PATIENT_ROWS = new Set(['Phone', 'BirthDate', 'Gender']);

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The instant an alternate date-time names; a string without a zone is São Paulo time. */
export function instantOf(text: string): number {
  return DateTime.fromISO(text, { zone: 'America/Sao_Paulo' }).toMillis();
}

function sameValue(expected: unknown, actual: unknown, path: string): void {
  if (typeof expected === 'number') expect(actual, path).toBe(String(expected));
  else if (typeof expected === 'string' && INSTANT.test(expected)) expect(instantOf(String(actual)), path).toBe(Date.parse(expected));
  else if (typeof expected === 'string' && PLAIN_DATE.test(expected)) expect(actual, path).toBe(`${expected}T00:00:00`);
  else if (Array.isArray(expected)) {
    expect(Array.isArray(actual) && actual.length, path).toBe(expected.length);
    expected.forEach((item, index) => sameValue(item, (actual as unknown[])[index], `${path}[${index}]`));
  } else if (isJson(expected)) sameObject(expected, actual, path);
  else expect(actual, path).toEqual(expected);
}

function sameDoctor(expected: unknown, actual: unknown, path: string): void {
  if (!isJson(expected)) return sameValue(expected, actual, path);
  if (typeof actual === 'string') return expect(actual, path).toBe(expected.Name);
  expect(actual, path).toMatchObject({ Name: expected.Name });
  if (isJson(actual) && 'Id' in actual) expect(actual.Id, path).toBe(String(expected.Id));
}

/** The first CID under `CID`, as flat fields, or the whole list as `CIDs`. */
function sameCids(expected: unknown[], actual: Json, path: string): void {
  if ('CIDs' in actual) return sameValue(expected, actual.CIDs, `${path}.CIDs`);
  const first = expected[0];
  if ('CID' in actual) return first === undefined ? expect(actual.CID, path).toBeNull() : sameValue(first, actual.CID, `${path}.CID`);
  if (isJson(first)) for (const key of Object.keys(first)) sameValue(first[key], actual[key], `${path}.${key}`);
  else expect(actual, path).not.toHaveProperty('CIDCode');
}

function sameObject(expected: Json, actual: unknown, path: string): void {
  if (!isJson(actual)) throw new Error(`${path}: expected an object, got ${JSON.stringify(actual)}`);
  expect(actual.$id, `${path}.$id`).toMatch(/^\d+$/);
  expect(actual.Extra, `${path}.Extra`).toEqual(EXTRA);
  const patientRow = 'Name' in expected && 'Phone' in expected;
  for (const [key, value] of Object.entries(expected)) {
    const at = `${path}.${key}`;
    if (key === 'CIDs' && Array.isArray(value)) sameCids(value, actual, at);
    else if (key === 'Doctor') sameDoctor(value, actual.Doctor, at);
    else if (key === 'Symptom' && isJson(value)) {
      expect(actual.Symptom, at).not.toHaveProperty('Id');
      sameObject({ Name: value.Name, IsEva: value.IsEva }, actual.Symptom, at);
    } else if (patientRow && NULLABLE_ON_PATIENT_ROWS.has(key) && actual[key] === null) continue;
    else sameValue(value, actual[key], at);
  }
}

/** Fails, naming the path, where `alternate` does not carry the meaning of `original`. */
export function expectSameMeaning(original: unknown, alternate: unknown): void {
  sameValue(original, alternate, 'body');
}

/** Every JSON number in a body, with its path; the alternate profile has none. */
export function numbersIn(value: unknown, path = 'body'): string[] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${path}[${index}]`));
  if (isJson(value)) return Object.entries(value).flatMap(([key, item]) => numbersIn(item, `${path}.${key}`));
  return [];
}
