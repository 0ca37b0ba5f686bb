import { logout } from '#shared/api/endpoints/session';
import { useServices } from './services';

/**
 * Logging out: the session ends here at once, then at the server with the token it had (a failed call changes
 * nothing here: the visitor is logged out either way). A module of its own: only the lazily loaded profile menu needs
 * the logout call, so the home route's first download does not carry it.
 */
export function useLogout(): () => void {
  const { session, api } = useServices();
  return () => {
    const token = session.getToken();
    session.signOut('logged_out');
    if (token) logout(api, token).catch(() => undefined);
  };
}
