import { useMutation } from '@tanstack/react-query';
import { deleteAccount } from '#shared/api/endpoints/auth';
import { useServices } from '#portal/lib/services';

/** Deletes the account (GET /account/delete). */
export function useDeleteAccount() {
  const { api } = useServices();
  return useMutation({ mutationFn: () => deleteAccount(api) });
}
