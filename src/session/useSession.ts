import { useSyncExternalStore } from 'react';
import { peekSession, peekShell, subscribeSession, type Session, type SessionShell } from './store';

// The snapshot is the store's current object, which only changes on writes.
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, peekSession, peekSession);
}

export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useRequiredSession outside a signed-in route');
  return session;
}

/** The selected address id, sent as `hospitalId` (0 for 'Todos'). */
export function useHospitalId(): number {
  return useSession()?.hospital.institutionAddressId ?? 0;
}

/** Who is signed in, the session open or not (locked, starting): the lock screen's name and logo. */
export function useShell(): SessionShell | null {
  return useSyncExternalStore(subscribeSession, peekShell, peekShell);
}
