import { useQuery } from '@tanstack/react-query';
import { myProjectsQuery } from '#shared/query/projects';
import { useServices } from './services';

/** The logged-in user's projects (`GET /project/mine`): the one hook of the one projects query, for every screen that lists them. */
export function useMyProjects() {
  const { api } = useServices();
  return useQuery(myProjectsQuery(api));
}
