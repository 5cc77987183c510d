import { describe, expect, it } from 'vitest';
import { formatTabCount } from '@/features/alerts/format';
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
