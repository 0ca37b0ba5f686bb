import { useMutation } from '@tanstack/react-query';
import { register } from '#shared/api/endpoints/auth';
import type { RegisterInput } from '#shared/api/schemas/auth';
import { useServices } from '#portal/lib/services';

/** Registers an account (POST /auth/register); the server mails a code to confirm the address. */
export function useRegister() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: RegisterInput) => register(api, input) });
}
