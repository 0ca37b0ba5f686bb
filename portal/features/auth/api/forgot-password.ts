import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '#shared/api/endpoints/auth';
import type { ForgotPasswordInput } from '#shared/api/schemas/auth';
import { useServices } from '#portal/lib/services';

/** Has a new password mailed (POST /auth/forgotPassword). */
export function useForgotPassword() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => forgotPassword(api, input) });
}
