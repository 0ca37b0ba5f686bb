import { useQuery } from '@tanstack/react-query';
import { myProjectsQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** The logged-in user's projects (GET /project/mine), to choose the one to compensate. */
export function useMyProjects() {
  const { api } = useServices();
  return useQuery(myProjectsQuery(api));
}
