import { useQuery } from '@tanstack/react-query';
import { myProjectsQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** The logged-in user's projects (`GET /project/mine`), from the one projects query. */
export function useMyProjects() {
  const { api } = useServices();
  return useQuery(myProjectsQuery(api));
}
