/** The session in React: `useSession`, and the routes' guards `RequireAuth` and `GuestOnly` (the session itself: #shared/auth/session). */
import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isBusiness, type SessionState } from '#shared/auth/session';
import type { User } from '#shared/api/schemas/user';
import { usePortalText } from './language';
import { localized, paths, safeNext } from './paths';
import { useServices } from './services';

/** What a prerendered page was rendered with (no stored session on the server). */
const serverSession: SessionState = { status: 'unauthenticated', reason: 'none' };
const serverState = () => serverSession;

/**
 * The session's state; known at the first render (main.tsx reads the stored session before rendering). While a
 * prerendered page hydrates, the server's state (no session), then at once the stored one: no hydration mismatch.
 */
export function useSession(): SessionState {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getState, serverState);
}

/** Whether the logged-in account is a business's: the E1-7 report is for a company's CSRD reporting, not a household's. */
export const useIsBusiness = (): boolean => isBusiness(useSession());

/** The initials of first and last name, for the header's profile menu. */
export const initialsOf = (user: Pick<User, 'name' | 'lastName'>) => `${user.name.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();

/** The logged-in area: without a session, the login page, with the way back and the reason. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = useSession();
  const location = useLocation();
  const { language } = usePortalText();
  if (state.status === 'authenticated') return <>{children}</>;
  // After a logout or a deletion there is nothing to come back to; after an expiry, the page the visitor was on.
  const reason = state.status === 'unauthenticated' ? state.reason : 'none';
  const params = new URLSearchParams(reason === 'logged_out' || reason === 'deleted' ? {} : { next: `${location.pathname}${location.search}` });
  if (reason !== 'none') params.set('reason', reason);
  return <Navigate to={`${localized(language, paths.login)}?${params.toString()}`} replace />;
}

/** The login and sign-up screens: with a session, the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const state = useSession();
  const { language } = usePortalText();
  const location = useLocation();
  if (state.status !== 'authenticated') return <>{children}</>;
  return <Navigate to={safeNext(new URLSearchParams(location.search).get('next')) ?? localized(language, paths.dashboard)} replace />;
}
