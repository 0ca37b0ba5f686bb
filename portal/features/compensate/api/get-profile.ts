import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../../../shared/query/profile';
import { useServices } from '../../../lib/services';
import { useSession } from '../../../lib/session';

/** The logged-in user's profile: the wallet's balance and the certificate's holder. */
export function useProfile() {
  const { api } = useServices();
  const session = useSession();
  return useQuery(profileQuery(api, session.status === 'authenticated'));
}
