import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilize } from '#shared/api/endpoints/wallet';
import type { UtilizeInput } from '#shared/api/schemas/transaction';
import { invalidateAfter } from '#shared/query/invalidation';
import { profileQuery } from '#shared/query/profile';
import { myProjectsQuery, projectQuery } from '#shared/query/projects';
import { useServices } from '#portal/lib/services';

/**
 * Burns tokens against a project (POST /wallet/utilize) under the burn attempt's Idempotency-Key. The answer's
 * project and wallet go into the cache at once; then the transactions, the project list, the project and the profile
 * are read again (SPEC section 4).
 */
export function useUtilize() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: UtilizeInput; idempotencyKey: string }) => utilize(api, input, { idempotencyKey }),
    onSuccess: (answer, { input }) => {
      queryClient.setQueryData(
        myProjectsQuery(api).queryKey,
        (old) => old && { projects: old.projects.map((project) => (project._id === answer.project._id ? answer.project : project)) },
      );
      queryClient.setQueryData(projectQuery(api, answer.project._id).queryKey, { project: answer.project });
      queryClient.setQueryData(profileQuery(api, true).queryKey, (old) => old && { profile: { ...old.profile, wallet: answer.wallet } });
      void invalidateAfter(queryClient, 'utilize', input.projectId);
    },
  });
}

/** Reads the wallet and the projects again after a refusal that says they changed elsewhere (an empty wallet, nothing open). */
export function useRefreshAfterRefusal() {
  const queryClient = useQueryClient();
  return (projectId: string) => invalidateAfter(queryClient, 'utilize', projectId);
}
