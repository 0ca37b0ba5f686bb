import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getTokenIndexes } from '../api/endpoints/wallet';
import { queryKeys } from './keys';

/** The wallet's token index ranges per forest project, held and burned, the forests named in `language` (sent as `ln`); refreshed after buying and burning. */
export const tokenIndexesQuery = (client: ApiClient, language: string) =>
  queryOptions({ queryKey: [...queryKeys.tokenIndexes, language], queryFn: ({ signal }) => getTokenIndexes(client, { signal }) });
