// @vitest-environment jsdom
/** The alert helper's alert (spec 01 §8): to the top, into view, and announced. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import AlertMessageView from '@/ui/AlertMessageView';
import { buildAlert } from '@/messages/alert';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an alert of the helper', () => {
  it('scrolls the page to the top and brings itself into view', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const intoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    render(
      <MantineProvider>
        <AlertMessageView alert={buildAlert('danger', { message: 'Dados inválidos.' })} />
      </MantineProvider>,
    );
    await screen.findByText('Dados inválidos.');
    // The scroll is a passive effect of the commit that showed the text: React may run it in a task
    // of its own after that commit, so wait for it rather than read at the text's arrival.
    await vi.waitFor(() => {
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
      expect(intoView.mock.contexts).toContain(screen.getByRole('alert'));
    });
  });

  it('is a live region in the document before its text arrives, so that screen readers announce it', async () => {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <MantineProvider>
        <AlertMessageView alert={buildAlert('success', null, 'Equipe salva.')} />
      </MantineProvider>,
    );
    await screen.findByText('Equipe salva.');
    records.push(...observer.takeRecords());
    observer.disconnect();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    // The text came in a change of its own inside the region, not with the region's insertion.
    const textArrival = records.find(
      (record) => region.contains(record.target) && [...record.addedNodes].some((node) => node.textContent?.includes('Equipe salva.')),
    );
    expect(textArrival).toBeDefined();
  });
});
