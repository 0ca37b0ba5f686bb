import { useMutation } from '@tanstack/react-query';
import { finalizeRegister } from '#shared/api/endpoints/auth';
import { withActionCode } from '#shared/api/errors';
import type { FinalizeRegisterInput } from '#shared/api/schemas/auth';
import { useServices } from '#portal/lib/services';

/** Completes the sign-up with the confirmed code (POST /auth/finalizeRegister). */
export function useFinalizeRegister() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: FinalizeRegisterInput) =>
      finalizeRegister(api, input).catch((error: unknown) => {
        throw withActionCode(error, 'FINALIZE_REGISTER_FAILED');
      }),
  });
}
