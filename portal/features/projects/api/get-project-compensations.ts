import { useQuery } from '@tanstack/react-query';
import { projectCompensationsQuery } from '#shared/query/transactions';
import { useServices } from '#portal/lib/services';

/** The compensation transactions of one project (GET /transaction/list?type=compensation&projectId=). */
export function useProjectCompensations(projectId: string) {
  const { api } = useServices();
  return useQuery(projectCompensationsQuery(api, projectId));
}
