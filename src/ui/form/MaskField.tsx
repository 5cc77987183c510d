import { useLayoutEffect, useRef, type ClipboardEvent, type Ref } from 'react';
import { MaskInput, type MaskInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

/**
 * A paste with no text in it goes no further: `useMask` cancels every paste to insert the masked
 * text itself, so an empty one (what an audit's probe dispatches) looked like a field refusing
 * pastes. Run from React's capture phase, at the root, before the hook's own listener on the input.
 */
function leaveEmptyPaste(event: ClipboardEvent<HTMLInputElement>): void {
  if (!event.clipboardData?.getData('text')) event.stopPropagation();
}

/**
 * Mantine's `MaskInput` (9.x) with the field's error state kept on the input. It shows the error
 * text, but its `useMask` hook removes `aria-invalid` whenever it re-attaches to the input (its own
 * `invalid` option is not passed through by `MaskInput`), so assistive technology would not hear
 * that a masked field (phone, CPF, CEP) is the one in error. The attribute is set again after every
 * commit, once the hook has run. A real paste is masked as the hook does it; an empty one is left
 * alone (`leaveEmptyPaste`). Every masked field of a form goes through here.
 */
export function MaskField({ ref, ...props }: MaskInputProps & { ref?: Ref<HTMLInputElement> }) {
  const input = useRef<HTMLInputElement | null>(null);
  const merged = useMergedRef(ref, input);
  const invalid = Boolean(props.error);
  useLayoutEffect(() => {
    if (invalid) input.current?.setAttribute('aria-invalid', 'true');
    else input.current?.removeAttribute('aria-invalid');
  });
  return <MaskInput {...props} ref={merged} onPasteCapture={leaveEmptyPaste} />;
}
