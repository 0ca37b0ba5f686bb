import { useMutation } from '@tanstack/react-query';
import { verifyToken } from '#shared/api/endpoints/auth';
import type { VerifyTokenInput } from '#shared/api/schemas/auth';
import { useServices } from '#portal/lib/services';

/** Checks the mailed code (POST /auth/verifyToken), or with `resend: true` has a new one mailed. */
export function useVerifyToken() {
  const { api } = useServices();
  return useMutation({ mutationFn: (input: VerifyTokenInput) => verifyToken(api, input) });
}
