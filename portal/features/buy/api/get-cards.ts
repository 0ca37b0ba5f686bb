import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '#shared/query/profile';
import { useServices } from '#portal/lib/services';

/** The buyer's saved cards (from the profile answer). */
export function useSavedCards() {
  const { api } = useServices();
  return useQuery({ ...profileQuery(api, true), select: (answer) => answer.profile.cards });
}
