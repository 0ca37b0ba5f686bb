import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../../../shared/query/profile';
import { useServices } from '../../../lib/services';
import { useSession } from '../../../lib/session';

/** The logged-in user's profile, from the one profile query. */
export function useProfile() {
  const { api } = useServices();
  const session = useSession();
  return useQuery(profileQuery(api, session.status === 'authenticated'));
}
