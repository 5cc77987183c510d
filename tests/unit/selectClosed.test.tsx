// @vitest-environment jsdom
/**
 * The app's theme (src/ui/theme.ts): a closed Select keeps no hidden list in the page, which
 * Floating UI would position as the screen mounts (the bench's trace of the Ficha; decision 0026).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from '@mantine/core';
import { Providers } from '@/ui/UiProvider';

afterEach(cleanup);

describe('a Select of the console', () => {
  it('has no list in the page while closed; opened, it has one', async () => {
    render(
      <Providers env="test">
        <Select label="Equipe" data={['Mastologia', 'Neuro-oncologia']} />
      </Providers>,
    );
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    await userEvent.click(screen.getByLabelText('Equipe'));
    expect(await screen.findByRole('option', { name: 'Mastologia' })).toBeInTheDocument();
  });
});
