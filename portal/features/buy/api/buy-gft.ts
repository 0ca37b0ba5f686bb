import { useMutation } from '@tanstack/react-query';
import { buyGft } from '#shared/api/endpoints/wallet';
import type { BuyInput } from '#shared/api/schemas/purchase';
import { useServices } from '#portal/lib/services';

/** Starts a payment (POST /buy/buyGft) under the checkout attempt's Idempotency-Key; answers the payment page's URL. */
export function useBuyGft() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: BuyInput; idempotencyKey: string }) => buyGft(api, input, { idempotencyKey }),
  });
}
