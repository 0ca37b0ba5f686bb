import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editProfile } from '#shared/api/endpoints/profile';
import type { ProfileEditInput } from '#shared/api/schemas/user';
import { invalidateAfter } from '#shared/query/invalidation';
import { useServices } from '#portal/lib/services';

/** Edits the profile (POST /profile/edit); the session's user and the profile query follow the answer. */
export function useEditProfile() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileEditInput) => editProfile(api, input),
    onSuccess: async (answer) => {
      session.updateUser(answer.profile.user);
      await invalidateAfter(queryClient, 'editProfile');
    },
  });
}
