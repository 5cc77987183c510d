// @vitest-environment jsdom
/**
 * MaskField (src/ui/form/MaskField.tsx): a real paste is masked as Mantine's hook does it; a paste
 * with no text is left alone, so the field never looks as if it refused pastes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { phoneMaskProps } from '@/lib/masks';
import { MaskField } from '@/ui/form/MaskField';

afterEach(cleanup);

function renderField() {
  const onChangeRaw = vi.fn();
  render(
    <MantineProvider>
      <MaskField {...phoneMaskProps} label="Celular" onChangeRaw={onChangeRaw} />
    </MantineProvider>,
  );
  return { input: screen.getByLabelText('Celular'), onChangeRaw };
}

describe('pasting into a masked field', () => {
  it('a paste with text is masked by the hook', () => {
    const { input, onChangeRaw } = renderField();
    input.focus();
    const handled = !fireEvent.paste(input, { clipboardData: { getData: () => '11987654321' } });
    expect(handled).toBe(true);
    expect(input).toHaveValue('(11) 98765-4321');
    expect(onChangeRaw).toHaveBeenLastCalledWith('11987654321', '(11) 98765-4321');
  });

  it('a paste with no text is not cancelled, and changes nothing', () => {
    const { input, onChangeRaw } = renderField();
    // What Lighthouse's "prevents paste" probe dispatches: a cancelable paste without clipboard data.
    const probe = new Event('paste', { bubbles: true, cancelable: true });
    expect(input.dispatchEvent(probe)).toBe(true);
    expect(probe.defaultPrevented).toBe(false);
    expect(input).toHaveValue('');
    expect(onChangeRaw).not.toHaveBeenCalled();
  });
});
