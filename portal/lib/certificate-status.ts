import { useQuery } from '@tanstack/react-query';
import { certificateStatusQuery } from '#shared/query/certificates';
import { usePortalText } from './language';
import { useServices } from './services';

export { isCertificateSettled, isMissingCertificate } from '#shared/query/certificates';

/**
 * Where one of the customer's certificates stands (GET /certificate/status), checked again with a backoff until it is
 * ready: the certificate page, the project page and the dashboard frame's tracking share this one query.
 */
export function useCertificateStatus(id: string) {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery(certificateStatusQuery(api, id, language));
}
