import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject } from '#shared/api/endpoints/projects';
import type { ProjectInput } from '#shared/api/schemas/project';
import { invalidateAfter } from '#shared/query/invalidation';
import { projectQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** Creates a project; the list is refreshed and the new project's page has its data at once. */
export function useCreateProject() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) => createProject(api, input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(projectQuery(api, answer.project._id).queryKey, { project: answer.project });
      await invalidateAfter(queryClient, 'createProject');
    },
  });
}
