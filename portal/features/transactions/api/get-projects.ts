import { useQuery } from '@tanstack/react-query';
import { myProjectsQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** The customer's projects (GET /project/mine), the choices of the project filter. */
export function useFilterProjects() {
  const { api } = useServices();
  return useQuery(myProjectsQuery(api));
}
