import { useLayoutEffect, useRef, type Ref } from 'react';
import { MaskInput, type MaskInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

/**
 * Mantine's `MaskInput` (9.x) with the field's error state kept on the input. It shows the error
 * text, but its `useMask` hook removes `aria-invalid` whenever it re-attaches to the input (its own
 * `invalid` option is not passed through by `MaskInput`), so assistive technology would not hear
 * that a masked field (phone, CPF, CEP) is the one in error. The attribute is set again after every
 * commit, once the hook has run. Every masked field of a form goes through here.
 */
export function MaskField({ ref, ...props }: MaskInputProps & { ref?: Ref<HTMLInputElement> }) {
  const input = useRef<HTMLInputElement | null>(null);
  const merged = useMergedRef(ref, input);
  const invalid = Boolean(props.error);
  useLayoutEffect(() => {
    if (invalid) input.current?.setAttribute('aria-invalid', 'true');
    else input.current?.removeAttribute('aria-invalid');
  });
  return <MaskInput {...props} ref={merged} />;
}
