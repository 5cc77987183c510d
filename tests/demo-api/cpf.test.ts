// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateCpf, isValidCpf, withCpfCheckDigits } from '../../src/mocks/lib/cpf';
import { createRng } from '../../src/mocks/lib/prng';

describe('isValidCpf', () => {
  it('accepts known valid CPFs, bare or masked', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
  });

  it('rejects repeated digits, wrong lengths, and half-masked text', () => {
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529.98224725')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('computes both check digits, including the "rest below 2 gives 0" case', () => {
    expect(withCpfCheckDigits('529982247')).toBe('52998224725');
    expect(withCpfCheckDigits('111444777')).toBe('11144477735');
    // 123456789: the first sum is 210, rest 1, so the first check digit is 0.
    expect(withCpfCheckDigits('123456789')).toBe('12345678909');
  });

  it('generates only valid CPFs', () => {
    const rng = createRng(7);
    for (let i = 0; i < 500; i += 1) expect(isValidCpf(generateCpf(rng))).toBe(true);
  });
});
