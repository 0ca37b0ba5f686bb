import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editProject } from '#shared/api/endpoints/projects';
import type { ProjectEditInput } from '#shared/api/schemas/project';
import { invalidateAfter } from '#shared/query/invalidation';
import { projectQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** Edits a project; the list is refreshed and the project's page shows the answer. */
export function useEditProject() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectEditInput) => editProject(api, input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(projectQuery(api, answer.project._id).queryKey, { project: answer.project });
      await invalidateAfter(queryClient, 'editProject');
    },
  });
}
