import { expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { slow } from '../waits';

/**
 * The cards of an alerts list once every one is in the page: the list comes in slices of a few
 * cards per commit (VirtualList.tsx), so a test that reads the whole list waits for its last
 * slice, told by the cards' `aria-setsize`.
 */
export async function wholeAlertList(name: string): Promise<HTMLElement[]> {
  return vi.waitFor(() => {
    const items = within(screen.getByRole('list', { name })).getAllByRole('listitem');
    expect(items).toHaveLength(Number(items[0]!.getAttribute('aria-setsize')));
    return items;
  }, slow);
}
