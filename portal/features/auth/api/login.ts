import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '#shared/api/endpoints/auth';
import type { LoginInput } from '#shared/api/schemas/auth';
import { invalidateAfter } from '#shared/query/invalidation';
import { useServices } from '#portal/lib/services';

/** Logs in (POST /auth/login): the session starts, then the user's projects and profile are read afresh. */
export function useLogin() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => login(api, input),
    onSuccess: async (answer) => {
      session.signIn(answer.session.token, answer.user);
      await invalidateAfter(queryClient, 'login');
    },
  });
}
