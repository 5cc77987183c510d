// @vitest-environment jsdom
/**
 * The masks of spec 02 §5 typed into a real Mantine MaskInput: the phone switches between the
 * landline and mobile layouts as digits come and go, pasting masked or bare numbers works, and the
 * form hears the digits through onChangeRaw (React's onChange stays silent while typing).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, MaskInput } from '@mantine/core';
import { CEP_MASK, CPF_MASK, PHONE_MASK_LANDLINE, PHONE_MASK_MOBILE, cepMaskProps, cpfMaskProps, phoneMaskProps } from '@/lib/masks';

afterEach(cleanup);

type MaskProps = typeof phoneMaskProps | typeof cpfMaskProps | typeof cepMaskProps;

/** A MaskInput fed back its raw digits, as the forms do through react-hook-form's Controller. */
function Field({ props, initial = '' }: { props: MaskProps; initial?: string }) {
  const [raw, setRaw] = useState(initial);
  const [masked, setMasked] = useState('');
  const [reactChanges, setReactChanges] = useState(0);
  return (
    <MantineProvider>
      <MaskInput
        {...props}
        label="Campo"
        value={raw}
        onChange={() => setReactChanges((n) => n + 1)}
        onChangeRaw={(nextRaw, nextMasked) => {
          setRaw(nextRaw);
          setMasked(nextMasked);
        }}
      />
      <output data-testid="raw">{raw}</output>
      <output data-testid="masked">{masked}</output>
      <output data-testid="react-changes">{reactChanges}</output>
    </MantineProvider>
  );
}

function setup(props: MaskProps, initial?: string) {
  const user = userEvent.setup();
  render(<Field props={props} initial={initial} />);
  const input = screen.getByLabelText<HTMLInputElement>('Campo');
  return { user, input, raw: () => screen.getByTestId('raw').textContent, masked: () => screen.getByTestId('masked').textContent };
}

describe('the mask patterns', () => {
  it('are the spec notation', () => {
    expect(PHONE_MASK_LANDLINE).toBe('(##) ####-####');
    expect(PHONE_MASK_MOBILE).toBe('(##) #####-####');
    expect(CPF_MASK).toBe('###.###.###-##');
    expect(CEP_MASK).toBe('#####-###');
  });
});

describe('phone mask', () => {
  it('types a mobile (11 digits) as (DD) NNNNN-NNNN and hands the form the digits', async () => {
    const { user, input, raw, masked } = setup(phoneMaskProps);
    await user.type(input, '11987654321');
    expect(input.value).toBe('(11) 98765-4321');
    expect(raw()).toBe('11987654321');
    expect(masked()).toBe('(11) 98765-4321');
    // MaskInput writes the field itself: onChange never fires, forms must use onChangeRaw.
    expect(screen.getByTestId('react-changes').textContent).toBe('0');
  });

  it('types a landline (10 digits) as (DD) NNNN-NNNN', async () => {
    const { user, input, raw } = setup(phoneMaskProps);
    await user.type(input, '1134567890');
    expect(input.value).toBe('(11) 3456-7890');
    expect(raw()).toBe('1134567890');
  });

  it('shows the layout of what is typed so far, and takes no 12th digit', async () => {
    const { user, input, raw } = setup(phoneMaskProps);
    await user.type(input, '119876');
    // While focused, the field shows the mask's next literal, ready for the next digit.
    expect(input.value).toBe('(11) 9876-');
    await user.type(input, '5');
    expect(input.value).toBe('(11) 9876-5');
    await user.type(input, '4321');
    expect(input.value).toBe('(11) 98765-4321');
    await user.type(input, '0');
    expect(input.value).toBe('(11) 98765-4321');
    expect(raw()).toBe('11987654321');
  });

  it('goes back to the landline layout when the 11th digit is deleted', async () => {
    const { user, input, raw } = setup(phoneMaskProps);
    await user.type(input, '11987654321');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('(11) 9876-5432');
    expect(raw()).toBe('1198765432');
  });

  it('ignores letters and symbols', async () => {
    const { user, input, raw } = setup(phoneMaskProps);
    await user.type(input, '1a1-+ 3456x7890');
    expect(input.value).toBe('(11) 3456-7890');
    expect(raw()).toBe('1134567890');
  });

  it.each([
    ['(11) 98765-4321', '(11) 98765-4321', '11987654321'],
    ['11987654321', '(11) 98765-4321', '11987654321'],
    ['11 98765 4321', '(11) 98765-4321', '11987654321'],
    ['(11) 3456-7890', '(11) 3456-7890', '1134567890'],
    ['1134567890', '(11) 3456-7890', '1134567890'],
  ])('takes a pasted %s', async (pasted, shown, digits) => {
    const { user, input, raw } = setup(phoneMaskProps);
    await user.click(input);
    await user.paste(pasted);
    expect(input.value).toBe(shown);
    expect(raw()).toBe(digits);
  });

  it('masks a value the form already has (an edited record)', () => {
    const { input } = setup(phoneMaskProps, '11987654321');
    expect(input.value).toBe('(11) 98765-4321');
    cleanup();
    const landline = setup(phoneMaskProps, '1134567890');
    expect(landline.input.value).toBe('(11) 3456-7890');
  });

  it('empties the field on leaving it with nothing typed', async () => {
    const { user, input, raw } = setup(phoneMaskProps);
    await user.type(input, '1');
    await user.type(input, '{Backspace}');
    await user.tab();
    expect(input.value).toBe('');
    expect(raw()).toBe('');
  });
});

describe('CPF and CEP masks', () => {
  it('types a CPF as ###.###.###-##, typed or pasted', async () => {
    const { user, input, raw } = setup(cpfMaskProps);
    await user.type(input, '52998224725');
    expect(input.value).toBe('529.982.247-25');
    expect(raw()).toBe('52998224725');
    await user.clear(input);
    await user.paste('529.982.247-25');
    expect(input.value).toBe('529.982.247-25');
  });

  it('types a CEP as #####-###', async () => {
    const { user, input, raw } = setup(cepMaskProps);
    await user.type(input, '01310100');
    expect(input.value).toBe('01310-100');
    expect(raw()).toBe('01310100');
  });
});
