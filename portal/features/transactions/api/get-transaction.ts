import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#shared/api/errors';
import { paymentQuery, transactionQuery } from '#shared/query/transactions';
import { usePortalText } from '#portal/lib/language';
import { useServices } from '#portal/lib/services';

/** Unknown (404) or someone else's (403 "Access Error!"): both are "not found" for the customer. */
export const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** Retries a failed read once, but not a missing one. */
const retryUnlessMissing = (count: number, error: unknown) => !isMissing(error) && count < 1;

/** One of the customer's transactions (GET /transaction/get). */
export function useTransaction(id: string) {
  const { api } = useServices();
  return useQuery({ ...transactionQuery(api, id), retry: retryUnlessMissing });
}

/** The payment of a charge (GET /payment/get); waits for its id. */
export function useChargePayment(id: string | null) {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery({ ...paymentQuery(api, id ?? '', language), enabled: id !== null, retry: retryUnlessMissing });
}
