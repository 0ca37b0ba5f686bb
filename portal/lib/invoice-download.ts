import { useMutation } from '@tanstack/react-query';
import { getInvoicePdf } from '#shared/api/endpoints/wallet';
import { saveFile } from './save-file';
import { useServices } from './services';

/** Downloads a payment's invoice (GET /payment/invoice/pdf) and saves it as a file: the buy return page and a charge's details. */
export function useDownloadInvoice() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => saveFile(await getInvoicePdf(api, { id }), fileName),
  });
}
