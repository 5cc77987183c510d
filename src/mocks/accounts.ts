import { DEMO_PASSWORD, seedAccounts } from './seed/accounts';

export { DEMO_PASSWORD };

export interface DemoAccount {
  login: string;
  password: string;
  /** In Portuguese: what this login shows off; printed by `npm start`. */
  description: string;
}

/**
 * The seeded logins. Kept free of msw and jose so browser tests and the start script can import
 * it cheaply. A password changed through the reset flow lives in the store, not here.
 */
export const demoAccounts: readonly DemoAccount[] = Object.freeze(
  seedAccounts().map((account) =>
    Object.freeze({
      login: account.Login,
      password: account.Password,
      description: account.Description,
    }),
  ),
);
