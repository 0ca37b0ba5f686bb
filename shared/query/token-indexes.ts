import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { getTokenIndexes } from '../api/endpoints/wallet';
import { queryKeys } from './keys';

/** The wallet's token index ranges per forest project, held and burned; refreshed after buying and burning. */
export const tokenIndexesQuery = (client: ApiClient) =>
  queryOptions({ queryKey: queryKeys.tokenIndexes, queryFn: ({ signal }) => getTokenIndexes(client, { signal }) });
