/**
 * The masks of spec 02 §5 for Mantine's MaskInput (`#` stands for a digit, the spec's notation).
 * The phone mask follows what is typed: '(##) ####-####' up to 10 digits, '(##) #####-####' from
 * the 11th, so landlines and mobiles both fit without a choice.
 */
const DIGIT_TOKENS = { '#': /\d/ };

export const PHONE_MASK_LANDLINE = '(##) ####-####';
export const PHONE_MASK_MOBILE = '(##) #####-####';
export const CPF_MASK = '###.###.###-##';
export const CEP_MASK = '#####-###';

// Up to 10 digits the landline mask, with an optional 11th digit so that the mobile's last digit
// can be typed; with 11 digits, the mobile mask places the hyphen after the fifth.
const PHONE_MASK_TYPING = `${PHONE_MASK_LANDLINE}?#`;

export const phoneMaskProps = {
  mask: PHONE_MASK_TYPING,
  tokens: DIGIT_TOKENS,
  slotChar: null,
  modify: (value: string) => ({ mask: value.replace(/\D/g, '').length > 10 ? PHONE_MASK_MOBILE : PHONE_MASK_TYPING }),
} as const;

export const cpfMaskProps = { mask: CPF_MASK, tokens: DIGIT_TOKENS, slotChar: null } as const;
export const cepMaskProps = { mask: CEP_MASK, tokens: DIGIT_TOKENS, slotChar: null } as const;
