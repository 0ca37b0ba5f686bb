import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject } from '#shared/api/endpoints/projects';
import { invalidateAfter } from '#shared/query/invalidation';
import { projectQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** Deletes a project for good; the list is refreshed and the project's cached page dropped. */
export function useDeleteProject() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProject(api, { id }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: projectQuery(api, id).queryKey });
      await invalidateAfter(queryClient, 'deleteProject');
    },
  });
}
