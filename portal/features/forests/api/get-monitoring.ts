import { useQuery } from '@tanstack/react-query';
import { getForestMonitoring } from '#shared/api/endpoints/reference';
import { queryKeys } from '#shared/query/keys';
import { useServices } from '#portal/lib/services';

/**
 * A forest's project boundary and vegetation index over time (GET /product/monitoring, public). Not per language: the
 * answer holds no words. Kept an hour: it changes with a new satellite observation, every few days at most.
 */
export function useForestMonitoring(id: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: queryKeys.forestMonitoring(id ?? ''),
    queryFn: ({ signal }) => getForestMonitoring(api, { id: id ?? '' }, { signal }),
    enabled: id !== undefined,
    staleTime: 60 * 60_000,
  });
}
