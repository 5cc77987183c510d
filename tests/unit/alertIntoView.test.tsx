// @vitest-environment jsdom
/**
 * Every alert of spec 01/02 §8 scrolls the page to the top and comes into view when it appears,
 * and only then (or when its words change): lists, tabs, the patient summary, the helper's alert.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '@/api/errors';
import type { Page } from '@/api/page';
import { TabListError } from '@/features/patients/chats/TabListError';
import { PatientSummary } from '@/features/patients/components/PatientSummary';
import { buildAlert } from '@/messages/alert';
import AlertMessageView from '@/ui/AlertMessageView';
import { DataList } from '@/ui/list/DataList';
import { ListError } from '@/ui/list/ListError';

let scrollTo: MockInstance<typeof window.scrollTo>;
let intoView: MockInstance<HTMLElement['scrollIntoView']>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo');
  intoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrap = (node: ReactNode) => <MantineProvider>{node}</MantineProvider>;
const serverError = (message: string) => new ApiError({ kind: 'http', status: 500, message });

/** The page went to the top, and `element` was brought into view. */
function broughtIntoView(element: HTMLElement) {
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(intoView.mock.contexts).toContain(element);
}

describe('a list error', () => {
  it('comes into view when it appears, not again when re-rendered with the same words, again when they change', () => {
    const props = { stale: false, retrying: false, onRetry: () => {} };
    const { rerender } = render(wrap(<ListError error={serverError('Falha ao listar.')} {...props} />));
    broughtIntoView(screen.getByRole('alert'));
    const calls = intoView.mock.calls.length;

    // A retry: a new error object with the same words, the button busy.
    rerender(wrap(<ListError error={serverError('Falha ao listar.')} {...props} retrying />));
    expect(intoView.mock.calls).toHaveLength(calls);

    rerender(wrap(<ListError error={serverError('Outra falha.')} {...props} />));
    expect(intoView.mock.calls).toHaveLength(calls + 1);
  });

  it('comes into view above the older rows a failed refresh leaves on screen', () => {
    type Row = { Id: string; Name: string };
    const page: Page<Row> = { items: [{ Id: '1', Name: 'Ana' }], unreadable: 0, page: 1, totalPages: 1, pageSize: 10 };
    const query = { data: page, error: serverError('Falha ao atualizar.'), isError: true, isFetching: false, isPlaceholderData: false, refetch: vi.fn() };
    render(
      wrap(
        <DataList<Row>
          label="Lista"
          columns={[{ key: 'name', title: 'Nome', render: (row) => row.Name }]}
          rowKey={(row) => row.Id}
          query={query as never}
          unreadableText={(n) => `${n}`}
          onPageChange={() => {}}
        />,
      ),
    );
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeInTheDocument();
    broughtIntoView(screen.getByRole('alert'));
  });
});

describe('a tab error (chats, attachments)', () => {
  it('the list failure comes into view', () => {
    render(wrap(<TabListError error={serverError('Falha nos anexos.')} stale={false} retrying={false} onRetry={() => {}} />));
    broughtIntoView(screen.getByRole('alert'));
  });

  it('the 404 warning comes into view', () => {
    render(wrap(<TabListError error={new ApiError({ kind: 'http', status: 404 })} stale={false} retrying={false} onRetry={() => {}} />));
    broughtIntoView(screen.getByRole('status'));
  });
});

describe('the patient summary error', () => {
  it("says 'Ocorreu um erro desconhecido.' and comes into view", async () => {
    render(wrap(<PatientSummary record={undefined} error={new ApiError({ kind: 'http', status: 500 })} loading={false} />));
    expect(await screen.findByText('Ocorreu um erro desconhecido.')).toBeInTheDocument();
    // The text is set in a frame's callback; the effect that scrolls runs after that render.
    await waitFor(() => broughtIntoView(screen.getByRole('alert')));
  });
});

describe("the helper's alert", () => {
  it('rebuilt with the same words by a re-rendering parent, does not scroll again', async () => {
    const { rerender } = render(wrap(<AlertMessageView alert={buildAlert('danger', { message: 'Dados inválidos.' })} />));
    await screen.findByText('Dados inválidos.');
    await waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
    rerender(wrap(<AlertMessageView alert={buildAlert('danger', { message: 'Dados inválidos.' })} />));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(intoView).toHaveBeenCalledTimes(1);
    rerender(wrap(<AlertMessageView alert={buildAlert('danger', { message: 'Outro erro.' })} />));
    await screen.findByText('Outro erro.');
    await waitFor(() => expect(intoView).toHaveBeenCalledTimes(2));
  });
});
