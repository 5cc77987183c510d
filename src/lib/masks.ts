/**
 * The masks of spec 02 §5 for Mantine's MaskInput (`#` stands for a digit, the spec's notation;
 * Mantine's own `#` also takes '+' and '-', hence the tokens). No '_' placeholders (slotChar null):
 * the field shows only what was typed. MaskInput sets the field's text itself, so React's onChange
 * does not fire while typing: forms read `onChangeRaw(raw)`, the digits, and may pass them back as
 * `value` (the field masks a value it is given).
 * The phone mask follows what is typed: '(##) ####-####' up to 10 digits, '(##) #####-####' from
 * the 11th, so landlines and mobiles both fit without a choice.
 */
const DIGIT_TOKENS = { '#': /\d/ };

export const PHONE_MASK_LANDLINE = '(##) ####-####';
export const PHONE_MASK_MOBILE = '(##) #####-####';
export const CPF_MASK = '###.###.###-##';
export const CEP_MASK = '#####-###';

// Up to 10 digits the landline mask, with an optional 11th digit so that the mobile's last digit
// can be typed (MaskInput places a keystroke with the mask of the empty value); with 11 digits,
// the mobile mask places the hyphen after the fifth.
const PHONE_MASK_TYPING = `${PHONE_MASK_LANDLINE}?#`;

export const phoneMaskProps = {
  mask: PHONE_MASK_TYPING,
  tokens: DIGIT_TOKENS,
  slotChar: null,
  // MaskInput also calls modify with the typed text read through the mobile mask, which misplaces a
  // slot ('(11) 9876-54321' gives '119876-4321'): its length is still the number of slots filled,
  // its digit count is not (counting digits, onChangeRaw reported '(11) 9876-54321' as masked text).
  modify: (raw: string) => ({ mask: raw.length > 10 ? PHONE_MASK_MOBILE : PHONE_MASK_TYPING }),
} as const;

/** The text masks that "keep only letters and digits" (spec 01 §5), e.g. the registration number. */
export function lettersAndDigits(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '');
}

export const cpfMaskProps = { mask: CPF_MASK, tokens: DIGIT_TOKENS, slotChar: null } as const;
export const cepMaskProps = { mask: CEP_MASK, tokens: DIGIT_TOKENS, slotChar: null } as const;
/** A date typed as DD/MM/YYYY (the Ficha's and the records' dates). */
export const dateMaskProps = { mask: '##/##/####', tokens: DIGIT_TOKENS, slotChar: null } as const;
