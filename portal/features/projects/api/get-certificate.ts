import { useMutation, useQuery } from '@tanstack/react-query';
import { getCertificatePdf } from '../../../../shared/api/endpoints/certificates';
import { certificateStatusQuery } from '../../../../shared/query/certificates';
import { useServices } from '../../../lib/services';

/** A certificate's state (valid, pending, ...), polled while it is pending. */
export function useCertificateStatus(id: string) {
  const { api } = useServices();
  return useQuery(certificateStatusQuery(api, id));
}

/** Downloads a certificate's PDF (GET /certificate/get) and hands it to the browser as a file. */
export function useDownloadCertificate() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (id: string) => {
      const pdf = await getCertificatePdf(api, { id });
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${id}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has started from the click; the URL is only needed until then.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
