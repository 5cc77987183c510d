// @vitest-environment jsdom
/**
 * GrowingTextarea (src/ui/form/GrowingTextarea.tsx): sized by the browser (`field-sizing:
 * content`, no measuring in script) where it can, by Mantine's autosize elsewhere.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function renderWith(supports: boolean) {
  vi.stubGlobal('CSS', { supports: (property: string, value: string) => supports && property === 'field-sizing' && value === 'content' });
  const { GrowingTextarea } = await import('@/ui/form/GrowingTextarea');
  render(
    <MantineProvider>
      <GrowingTextarea label="Observações" minRows={3} maxRows={12} defaultValue="texto" />
    </MantineProvider>,
  );
  return screen.getByLabelText('Observações');
}

describe('a textarea that grows with its text', () => {
  it('where the browser sizes it, it does, between the minimum and maximum lines', async () => {
    const field = await renderWith(true);
    expect(field.style.getPropertyValue('field-sizing')).toBe('content');
    expect(field.style.minHeight).toContain('3lh');
    expect(field.style.maxHeight).toContain('12lh');
    expect(field).toHaveValue('texto');
  });

  it('elsewhere Mantine measures it', async () => {
    const field = await renderWith(false);
    expect(field.style.getPropertyValue('field-sizing')).toBe('');
    // No CSS sizing: Mantine's autosize sets the height from script.
    expect(field.style.minHeight).toBe('');
    expect(field).toHaveValue('texto');
  });
});
