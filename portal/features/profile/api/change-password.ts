import { useMutation } from '@tanstack/react-query';
import { setPassword } from '#shared/api/endpoints/auth';
import type { SetPasswordInput } from '#shared/api/schemas/auth';
import { useServices } from '#portal/lib/services';

/** Changes the password with the current one (POST /auth/setPassword). */
export function useChangePassword() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: SetPasswordInput) => setPassword(api, input) });
}
