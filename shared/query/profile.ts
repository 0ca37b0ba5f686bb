import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getProfile } from '../api/endpoints/profile';
import { queryKeys } from './keys';

/** The logged-in user's profile; runs only when `authenticated` is true. */
export const profileQuery = (client: ApiClient, authenticated: boolean) =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile(client, { signal }), enabled: authenticated });
