import { useQuery } from '@tanstack/react-query';
import { tokenIndexesQuery } from '#shared/query/token-indexes';
import { usePortalText } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';

/** The wallet's token index ranges per forest project (GET /wallet/token-indexes). */
export function useTokenIndexes() {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery(tokenIndexesQuery(api, language));
}
