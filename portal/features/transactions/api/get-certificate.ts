import { useQuery } from '@tanstack/react-query';
import { certificateStatusQuery } from '../../../../shared/query/certificates';
import { useServices } from '../../../lib/services';

/** The state of a compensation's certificate (valid, pending, expired), polled while pending. */
export function useCertificateState(id: string) {
  const { api } = useServices();
  return useQuery(certificateStatusQuery(api, id));
}
