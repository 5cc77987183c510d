/** Phones of spec 02 §5 and §9: Fixo (10 digits) or Celular (11, a 9 after the area code). */
import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, phoneHref, phoneKind } from '@/lib/phone';
import { formatPhone as formatPhoneFromFormat } from '@/lib/format';
import { messages } from '@/messages/screens';

describe('phoneKind', () => {
  it.each([
    ['1134567890', 'landline'],
    ['(11) 3456-7890', 'landline'],
    ['2199998888', 'landline'],
    ['11987654321', 'mobile'],
    ['(11) 98765-4321', 'mobile'],
    ['21 9 9999 8888', 'mobile'],
  ] as const)('%s is %s', (value, kind) => {
    expect(phoneKind(value)).toBe(kind);
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['119876543', '9 digits'],
    ['11387654321', '11 digits without the 9'],
    ['11087654321', '11 digits with 0 after the area code'],
    ['119876543210', '12 digits'],
    ['+55 11 98765-4321', 'with the country code'],
    ['(11) ____-____', 'an empty mask'],
  ])('refuses %s (%s)', (value) => {
    expect(phoneKind(value)).toBeNull();
    expect(isValidPhone(value)).toBe(false);
  });

  it('has a label for each kind', () => {
    expect(messages.phoneKind.landline).toBe('Fixo');
    expect(messages.phoneKind.mobile).toBe('Celular');
  });
});

describe('formatPhone', () => {
  it('shows (DD) NNNN-NNNN and (DD) NNNNN-NNNN', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('reformats a number already masked or spaced', () => {
    expect(formatPhone('(11) 3456-7890')).toBe('(11) 3456-7890');
    expect(formatPhone('11 98765 4321')).toBe('(11) 98765-4321');
  });

  it('leaves anything else as given, and missing values empty', () => {
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('+55 11 98765-4321')).toBe('+55 11 98765-4321');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('is the same function lib/format re-exports for its callers', () => {
    expect(formatPhoneFromFormat).toBe(formatPhone);
  });
});

describe('phoneHref', () => {
  it('dials a Brazilian number with the country code, and a number already written with one as written', () => {
    expect(phoneHref('(11) 91234-5678')).toBe('tel:+5511912345678');
    expect(phoneHref('1133334444')).toBe('tel:+551133334444');
    expect(phoneHref('+55 11 91234-5678')).toBe('tel:+5511912345678');
    expect(phoneHref('+1 415 555 0100')).toBe('tel:+14155550100');
    expect(phoneHref('5511912345678')).toBe('tel:+5511912345678');
  });
  it('offers no call for what cannot be dialled', () => {
    expect(phoneHref(null)).toBeNull();
    expect(phoneHref('')).toBeNull();
    expect(phoneHref('ramal 12')).toBeNull();
  });
});
