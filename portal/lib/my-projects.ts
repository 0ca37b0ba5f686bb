import { useQuery } from '@tanstack/react-query';
import { myProjectsQuery } from '#shared/query/projects';
import { useServices } from './services';

/**
 * The logged-in user's projects (`GET /project/mine`): the one hook of the one projects query, for every screen that
 * lists them. `refetchOnWindowFocus`: read again when the customer comes back to the tab and the list is older than the
 * house's staleTime (the projects list itself, which has no refresh button).
 */
export function useMyProjects(options: { refetchOnWindowFocus?: boolean } = {}) {
  const { api } = useServices();
  return useQuery({ ...myProjectsQuery(api), ...options });
}
