import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#shared/api/errors';
import { projectQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** Whether a failure means "no such project of yours": unknown (404) or someone else's (403 "Access Error!"). */
export const isMissingProject = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** One of the user's projects (GET /project/get); an unknown or foreign id is not retried. */
export function useProject(id: string) {
  const { api } = useServices();
  return useQuery({ ...projectQuery(api, id), retry: (count, error) => !isMissingProject(error) && count < 1 });
}
