/** The shared form rules of spec 02 §5: CPF, phone kinds and masks' formatting, the zod blocks. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isValidCpf } from '@/lib/cpf';
import { formatPhone, phoneKind } from '@/lib/phone';
import { atLeastOne, cpf, email, phone, requiredText } from '@/ui/form/validation';

function cpfWithCheckDigits(base: string): string {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(base);
  return base + first + digit(base + first);
}

function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('CPF (modulo 11)', () => {
  it('accepts valid numbers, masked or not', () => {
    for (const base of ['123456789', '529982247', '111444777', '000000001']) {
      const valid = cpfWithCheckDigits(base);
      expect(isValidCpf(valid)).toBe(true);
      expect(isValidCpf(`${valid.slice(0, 3)}.${valid.slice(3, 6)}.${valid.slice(6, 9)}-${valid.slice(9)}`)).toBe(true);
    }
  });

  it('refuses a wrong check digit, all zeros, repeated digits and wrong lengths', () => {
    const valid = cpfWithCheckDigits('529982247');
    expect(isValidCpf(valid.slice(0, 10) + String((Number(valid[10]) + 1) % 10))).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('phone', () => {
  it('tells Fixo from Celular by the digits (spec 02 §5)', () => {
    expect(phoneKind('(11) 3456-7890')).toBe('landline');
    expect(phoneKind('11987654321')).toBe('mobile');
    expect(phoneKind('11387654321')).toBeNull();
    expect(phoneKind('119876543')).toBeNull();
  });

  it('formats (DD) NNNN-NNNN and (DD) NNNNN-NNNN', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('123')).toBe('123');
  });
});

describe('form rules with the spec texts', () => {
  it('required and max length', () => {
    expect(messagesOf(requiredText(255), '  ')).toEqual(['Campo obrigatório.']);
    expect(messagesOf(requiredText(255), 'x'.repeat(256))).toEqual(['O campo pode conter no máximo 255 caracteres.']);
    expect(messagesOf(requiredText(255, 3), 'ab')).toEqual(['O campo deve conter no mínimo 3 caracteres.']);
  });

  it('e-mail, CPF, phone and at least one team', () => {
    expect(messagesOf(email(), '')).toEqual(['Campo obrigatório.']);
    expect(messagesOf(email(), 'joana@')).toEqual(['Informe um email válido.']);
    expect(messagesOf(cpf(), '123.456.789-00')).toEqual(['Informe um CPF válido.']);
    expect(messagesOf(phone(), '(11) 9876')).toEqual(['Informe um telefone válido.']);
    expect(messagesOf(phone(), '(11) 98765-4321')).toEqual([]);
    expect(messagesOf(atLeastOne('É necessario seleconar ao menos uma Equipe.'), [])).toEqual(['É necessario seleconar ao menos uma Equipe.']);
  });
});
