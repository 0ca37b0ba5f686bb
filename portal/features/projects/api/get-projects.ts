import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMyProject } from '#shared/api/endpoints/projects';
import { myProjectsQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/** "Update my project": re-reads the list through the SPEC's GET and puts the answer into the cache. */
export function useRefreshProjects() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateMyProject(api),
    onSuccess: (answer) => queryClient.setQueryData(myProjectsQuery(api).queryKey, answer),
  });
}
