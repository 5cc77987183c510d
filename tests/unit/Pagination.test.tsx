// @vitest-environment jsdom
/** The pagination control of spec 02 §9, as a keyboard or screen-reader user meets it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Pagination } from '@/ui/Pagination';
import { messages } from '@/messages/screens';

afterEach(cleanup);

const text = messages.pagination;

function renderControl(page: number, total: number) {
  const onChange = vi.fn<(page: number) => void>();
  const view = render(
    <MantineProvider>
      <Pagination page={page} total={total} onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange, view };
}

/** A list screen's use: the page lives in state and follows onChange. */
function Paged({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <MantineProvider>
      <Pagination page={page} total={total} onChange={setPage} />
    </MantineProvider>
  );
}

const nav = () => screen.getByRole('navigation', { name: text.label });
const button = (name: string) => within(nav()).getByRole('button', { name });
/** The names of the page and gap buttons, in order, with the current page marked. */
const shown = () =>
  within(nav())
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? '')
    .filter((name) => /^Página \d+$|^Páginas /.test(name))
    .map((name) => (button(name).getAttribute('aria-current') === 'page' ? `[${name}]` : name));

describe('Pagination', () => {
  it('renders nothing for one page or none', () => {
    for (const total of [1, 0, -1, Number.NaN]) {
      renderControl(1, total);
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryAllByRole('button')).toEqual([]);
      cleanup();
    }
  });

  it('shows every page up to 4, the current one marked, and the summary', () => {
    renderControl(2, 4);
    expect(shown()).toEqual([text.page(1), `[${text.page(2)}]`, text.page(3), text.page(4)]);
    expect(within(nav()).getByText(text.summary(2, 4))).toBeInTheDocument();
    expect(button(text.page(2))).toHaveTextContent('2');
    expect(button(text.page(1))).not.toHaveAttribute('aria-current');
  });

  it('beyond 4 pages, shows the window of 3 with gaps naming the windows around it', () => {
    renderControl(5, 10);
    expect(shown()).toEqual([text.pages(1, 3), text.page(4), `[${text.page(5)}]`, text.page(6), text.pages(7, 9)]);
    expect(button(text.pages(1, 3))).toHaveTextContent('…');
    expect(button(text.pages(7, 9))).toHaveTextContent('…');
  });

  it('disables first and previous on page 1, next and last on the last page', () => {
    renderControl(1, 7);
    expect(button(text.first)).toBeDisabled();
    expect(button(text.previous)).toBeDisabled();
    expect(button(text.next)).toBeEnabled();
    expect(button(text.last)).toBeEnabled();
    cleanup();
    renderControl(7, 7);
    expect(button(text.first)).toBeEnabled();
    expect(button(text.previous)).toBeEnabled();
    expect(button(text.next)).toBeDisabled();
    expect(button(text.last)).toBeDisabled();
    expect(shown()).toEqual([text.pages(4, 6), `[${text.page(7)}]`]);
  });

  it('asks for the page each button names', async () => {
    const user = userEvent.setup();
    const { onChange } = renderControl(5, 10);
    await user.click(button(text.first));
    await user.click(button(text.previous));
    await user.click(button(text.page(6)));
    await user.click(button(text.next));
    await user.click(button(text.last));
    await user.click(button(text.pages(1, 3)));
    await user.click(button(text.pages(7, 9)));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 6, 6, 10, 1, 7]);
  });

  it('moves between windows: the gap jumps to the first page of the next window', async () => {
    const user = userEvent.setup();
    render(<Paged total={11} />);
    expect(shown()).toEqual([`[${text.page(1)}]`, text.page(2), text.page(3), text.pages(4, 6)]);
    await user.click(button(text.pages(4, 6)));
    expect(shown()).toEqual([text.pages(1, 3), `[${text.page(4)}]`, text.page(5), text.page(6), text.pages(7, 9)]);
    await user.click(button(text.last));
    expect(shown()).toEqual([text.pages(7, 9), text.page(10), `[${text.page(11)}]`]);
    expect(screen.getByText(text.summary(11, 11))).toBeInTheDocument();
    await user.click(button(text.pages(7, 9)));
    expect(shown()).toEqual([text.pages(4, 6), `[${text.page(7)}]`, text.page(8), text.page(9), text.pages(10, 11)]);
  });

  it('works from the keyboard: Tab reaches the enabled buttons in order, Enter and Space press them', async () => {
    const user = userEvent.setup();
    render(<Paged total={10} />);
    // First and previous are disabled on page 1, so Tab starts at page 1.
    await user.tab();
    expect(button(text.page(1))).toHaveFocus();
    await user.tab();
    expect(button(text.page(2))).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button(text.page(2))).toHaveAttribute('aria-current', 'page');
    await user.tab();
    await user.tab();
    expect(button(text.pages(4, 6))).toHaveFocus();
    await user.keyboard(' ');
    expect(button(text.page(4))).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(text.summary(4, 10))).toBeInTheDocument();
  });

  it('uses plain buttons that never submit a surrounding form', () => {
    renderControl(5, 10);
    for (const b of within(nav()).getAllByRole('button')) expect(b).toHaveAttribute('type', 'button');
  });

  it('shows a page past the end as the last page, and steps back from there', async () => {
    const user = userEvent.setup();
    const { onChange } = renderControl(5, 3);
    expect(shown()).toEqual([text.page(1), text.page(2), `[${text.page(3)}]`]);
    expect(screen.getByText(text.summary(3, 3))).toBeInTheDocument();
    expect(button(text.next)).toBeDisabled();
    await user.click(button(text.previous));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
