import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { editImpactSetting, getImpactSetting, getPublicImpact } from '#shared/api/endpoints/impact';
import type { ImpactEditInput } from '#shared/api/schemas/impact';
import type { Language } from '#shared/i18n/languages';
import { useServices } from '#portal/lib/services';

/**
 * The setting's key, and the prefix of the public pages' (portal/features/impact/api/get-public-impact.ts): written out
 * in each feature, not in shared/query/keys.ts or a module of their own, which would put them in every first download
 * or make a chunk of a few bytes that the route's preload list names.
 */
const settingKey = ['impact', 'setting'] as const;
const pagesKey = ['impact', 'page'] as const;

/** The customer's public impact page setting (GET /impact/get): on or off, and its name. */
export function useImpactSetting() {
  const { api } = useServices();
  return useQuery({ queryKey: settingKey, queryFn: ({ signal }) => getImpactSetting(api, { signal }) });
}

/**
 * The owner's public page as visitors read it (GET /impact/public), for its certificates' badge code: the public page's
 * own key, so a change of the setting reads it again.
 */
export function useOwnImpactPage(name: string, language: Language) {
  const { api } = useServices();
  return useQuery({ queryKey: [...pagesKey, name, language], queryFn: ({ signal }) => getPublicImpact(api, name, { signal }) });
}

/**
 * Turns the public page on or off (POST /impact/edit). The answer is the new setting; every public page read before
 * (this customer's, under its old name or state) is read again.
 */
export function useEditImpactSetting() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImpactEditInput) => editImpactSetting(api, input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(settingKey, answer);
      await queryClient.invalidateQueries({ queryKey: pagesKey });
    },
  });
}
