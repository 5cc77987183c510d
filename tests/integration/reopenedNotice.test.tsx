/**
 * A tab reopened within the hand-off window (docs/security.md): the key waits in the service
 * worker for 10 s after a page of the console goes, so a closed tab reopened meanwhile, or a new
 * tab once the last one closed, opens without the password. The console then says so once, as a
 * status, with 'Sair'. A reload (the same tab, its window.name kept) and a tab opened while another
 * page of the console is open (the worker sees it) say nothing. The browser's side (a real
 * reopened tab) is tests/e2e/reopened.e2e.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { lockNow, resumeAtBoot, unlock, watchLock } from '@/session/lock';
import { initSession } from '@/session/store';
import { dropKey } from '@/session/vault';
import { reopenedNoticeShown } from '@/session/reopened';
import { keyHoldWorkerEachTest, leaveKeyWithWorker } from '../stubs/keyHoldWorker';
import { path, renderApp, seedSession, SEED_PASSWORD, testConfig } from './harness';

const IDLE_MS = testConfig.idleLockMinutes * 60_000;
const NOTICE =
  'A sessão de Ana Beatriz Souza continuou aberta sem pedir a senha porque o Painel foi reaberto logo depois de ser fechado. Se não foi você, clique em Sair.';

const keyHold = keyHoldWorkerEachTest();
afterEach(() => {
  window.name = '';
  // The start-up tests lock without an app: unwiring a watcher leaves nothing held or locked.
  watchLock(IDLE_MS)();
});

/**
 * The next page starts: the page before took its memory with it.
 * `inNewTab`: a closed tab reopened, or a new tab; neither has the tab's window.name.
 */
async function nextPageStarts(userKey: string, { inNewTab }: { inNewTab: boolean }) {
  keyHold.pageGoes(dropKey);
  if (inNewTab) window.name = '';
  expect(await resumeAtBoot(userKey, IDLE_MS)).toBe('open');
}

async function signedIn(): Promise<string> {
  await seedSession();
  return initSession()!.userKey;
}

describe('a tab reopened within the hand-off window', () => {
  it('says once, as a status above the screen, that the session continued; Sair ends it', async () => {
    const userKey = await signedIn();
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: true });
    const { router, user } = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bem vindo!' });
    const notice = await screen.findByText(NOTICE);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // Its text takes its place at once (nothing below moves), and shows a frame later, so that the
    // live region announces it.
    await waitFor(() => expect(notice).toBeVisible());
    const box = notice.closest<HTMLElement>('[role="status"]')!;
    expect(within(box).getByRole('button', { name: 'Fechar aviso' })).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('a reload, a typed address or Back in the same tab says nothing; the same tab closed and reopened does', async () => {
    const userKey = await signedIn();
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: false });
    expect(reopenedNoticeShown()).toBe(false);
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: true });
    expect(reopenedNoticeShown()).toBe(true);
    // The next reload of that tab says nothing again.
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: false });
    expect(reopenedNoticeShown()).toBe(true);
  });

  it('a new tab while another page of the console is open says nothing (the console was not closed); once none is, a new tab says so', async () => {
    const userKey = await signedIn();
    keyHold.worker().otherWindows = 1;
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: true });
    expect(reopenedNoticeShown()).toBe(false);
    keyHold.worker().otherWindows = 0;
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: true });
    expect(reopenedNoticeShown()).toBe(true);
  });

  it('closed with its button it is gone for good; the lock takes it away too', async () => {
    const userKey = await signedIn();
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: true });
    const { router, user } = await renderApp('/dashboard');
    const notice = await screen.findByText(NOTICE);
    await user.click(within(notice.closest<HTMLElement>('[role="status"]')!).getByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    await router.navigate({ to: '/alertas' });
    await screen.findByRole('heading', { name: 'Alertas' });
    expect(screen.queryByText(NOTICE)).toBeNull();

    // Reopened again, then locked: whoever unlocks has typed the password.
    await leaveKeyWithWorker(userKey);
    await nextPageStarts(userKey, { inNewTab: true });
    expect(reopenedNoticeShown()).toBe(true);
    lockNow();
    expect(reopenedNoticeShown()).toBe(false);
    expect(await unlock(SEED_PASSWORD)).toEqual({ ok: true });
    expect(reopenedNoticeShown()).toBe(false);
  });
});
