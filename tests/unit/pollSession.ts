import { createContext, useContext } from 'react';

/**
 * The sign-in each "tab" of pollTabs.tsx belongs to: its own module, so that the test's mock of
 * '@/session/useSession' loads nothing that imports the session back.
 */
export const SidContext = createContext<string | null>(null);

export function useSession(): { sid: string | null } {
  return { sid: useContext(SidContext) };
}
