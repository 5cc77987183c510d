import { describe, expect, it } from 'vitest';
import { formatTabCount } from '@/features/alerts/format';
import { otherAddressesPending } from '@/features/alerts/useOtherAddressesPending';
import { patientRecordUrl } from '@/lib/professionalApp';

describe('formatTabCount', () => {
  it('shows the number up to 99 and 99+ above', () => {
    expect(formatTabCount(0)).toBe('0');
    expect(formatTabCount(7)).toBe('7');
    expect(formatTabCount(99)).toBe('99');
    expect(formatTabCount(100)).toBe('99+');
    expect(formatTabCount(1000)).toBe('99+');
  });
});

describe('patientRecordUrl', () => {
  it('appends pacientes/ficha/{id} whether or not the base ends with a slash', () => {
    expect(patientRecordUrl('https://prof.example.com/', '42')).toBe('https://prof.example.com/pacientes/ficha/42');
    expect(patientRecordUrl('https://prof.example.com', '42')).toBe('https://prof.example.com/pacientes/ficha/42');
    expect(patientRecordUrl('https://prof.example.com/app', '7')).toBe('https://prof.example.com/app/pacientes/ficha/7');
    expect(patientRecordUrl('https://prof.example.com/app/', '7')).toBe('https://prof.example.com/app/pacientes/ficha/7');
  });

  it('encodes an id that is not a number (the spec does not fix its type)', () => {
    expect(patientRecordUrl('https://prof.example.com/', 'a b/c')).toBe('https://prof.example.com/pacientes/ficha/a%20b%2Fc');
  });
});

describe('otherAddressesPending', () => {
  const list = (items: number, unreadable = 0) => ({ items: Array.from({ length: items }, () => ({})), unreadable });
  it('adds both kinds: every address less the chosen one, unreadable rows counted', () => {
    expect(otherAddressesPending({ symptoms: list(10, 1), messages: list(4) }, { symptoms: list(3), messages: list(4) })).toBe(8);
    expect(otherAddressesPending({ symptoms: list(2), messages: list(1) }, { symptoms: list(2), messages: list(1) })).toBe(0);
  });
  it('never goes below zero when the two answers were taken at different moments', () => {
    expect(otherAddressesPending({ symptoms: list(2), messages: list(0) }, { symptoms: list(5), messages: list(0) })).toBe(0);
  });
  it('is unknown while any of the four lists is, rather than a count that leaves one out', () => {
    expect(otherAddressesPending({ symptoms: list(9), messages: undefined }, { symptoms: list(1), messages: list(0) })).toBeNull();
    expect(otherAddressesPending({ symptoms: list(9), messages: list(2) }, { symptoms: undefined, messages: list(0) })).toBeNull();
  });
});
