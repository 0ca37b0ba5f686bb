import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '#shared/query/profile';
import { useServices } from './services';
import { useSession } from './session-guards';

/**
 * The logged-in user's profile (user, wallet, saved cards) from the one profile query: several features read it
 * (overview, profile, compensate), and features may not import each other.
 */
export function useProfile() {
  const { api } = useServices();
  const session = useSession();
  return useQuery(profileQuery(api, session.status === 'authenticated'));
}
