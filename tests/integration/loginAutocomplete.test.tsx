/**
 * On a shared workstation the browser must not offer the last user's e-mail (docs/security.md):
 * by default the sign-in's fields and the forgot-password e-mail ask it to keep nothing
 * (`autocomplete="off"`, which Chromium and Firefox heed for their form history); config.json's
 * `loginAutocomplete: true` names them again for deployments on personal machines. What each
 * engine keeps is tests/e2e/loginAutofill.e2e.ts.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AppConfig } from '@/config/schema';
import { renderApp, testConfig } from './harness';

/** The login's two fields, rendered with `config`; `unmount` to render again. */
async function loginFields(config: AppConfig) {
  const { unmount } = await renderApp('/', config);
  const login = await screen.findByLabelText(/^Login/);
  const password = screen.getByLabelText(/^Senha/);
  return { login, password, unmount };
}

async function forgotEmail(config: AppConfig) {
  const { unmount } = await renderApp('/esqueci_senha', config);
  return { email: await screen.findByRole('textbox', { name: /e-?mail/i }), unmount };
}

const remembering: AppConfig = { ...testConfig, loginAutocomplete: true };

describe('what the browser may remember of the sign-in', () => {
  it('by default neither the login nor the password; with loginAutocomplete, the fields say what they are', async () => {
    const shared = await loginFields(testConfig);
    expect(shared.login).toHaveAttribute('autocomplete', 'off');
    expect(shared.password).toHaveAttribute('autocomplete', 'off');
    // Still an e-mail field: the keyboard and the check stay.
    expect(shared.login).toHaveAttribute('type', 'email');
    shared.unmount();

    const personal = await loginFields(remembering);
    expect(personal.login).toHaveAttribute('autocomplete', 'username');
    expect(personal.password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('the forgot-password e-mail the same way', async () => {
    const shared = await forgotEmail(testConfig);
    expect(shared.email).toHaveAttribute('autocomplete', 'off');
    shared.unmount();
    expect((await forgotEmail(remembering)).email).toHaveAttribute('autocomplete', 'email');
  });
});
