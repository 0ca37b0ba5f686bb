import { useMutation } from '@tanstack/react-query';
import { setPassword } from '#shared/api/endpoints/auth';
import type { SetPasswordInput } from '#shared/api/schemas/auth';
import { useServices } from '#portal/lib/services';

/** Sets the logged-in user's own password (POST /auth/setPassword). */
export function useSetPassword() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: SetPasswordInput) => setPassword(api, input) });
}
