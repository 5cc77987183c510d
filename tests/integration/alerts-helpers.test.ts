import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { formatTabCount, patientRecordUrl } from '@/features/alerts/format';
import { messageAlertListSchema, symptomAlertListSchema } from '@/features/alerts/schemas';

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
    expect(patientRecordUrl('https://prof.example.com/', 42)).toBe('https://prof.example.com/pacientes/ficha/42');
    expect(patientRecordUrl('https://prof.example.com', 42)).toBe('https://prof.example.com/pacientes/ficha/42');
    expect(patientRecordUrl('https://prof.example.com/app', 7)).toBe('https://prof.example.com/app/pacientes/ficha/7');
    expect(patientRecordUrl('https://prof.example.com/app/', 7)).toBe('https://prof.example.com/app/pacientes/ficha/7');
  });
});

const patient = {
  Id: 12,
  Name: 'Maria Aparecida Santos',
  Gender: 'Feminino',
  BirthDate: '1961-03-02T00:00:00',
  DateAndTime: '2025-05-10T14:30:00',
  Doctor: { Id: 3, Name: 'Equipe Mama' },
  Phone: '11987654321',
  CIDs: [{ CIDCode: 'C50', Description: 'Neoplasia maligna da mama' }],
};

describe('alert schemas', () => {
  it('accept the documented answers', () => {
    expect(safeParse(messageAlertListSchema, [patient]).success).toBe(true);
    const symptom = { ...patient, Intensity: 8, Symptom: { Id: 1, Name: 'Dor', IsEva: true } };
    expect(safeParse(symptomAlertListSchema, [symptom]).success).toBe(true);
  });

  it('tolerate a missing team, phone, birth date, CID list or an unknown gender', () => {
    const sparse = { ...patient, Doctor: null, Phone: null, BirthDate: null, CIDs: null, Gender: 'X' };
    const parsed = safeParse(messageAlertListSchema, [sparse, { Id: 1, Name: 'João', DateAndTime: patient.DateAndTime }]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.[0]?.Gender).toBeNull();
  });

  it('reject an answer that is not a list of alerts', () => {
    expect(safeParse(messageAlertListSchema, { unexpected: true }).success).toBe(false);
    expect(safeParse(symptomAlertListSchema, [patient]).success).toBe(false);
  });
});
