import { useQuery } from '@tanstack/react-query';
import type { ForestProduct } from '#shared/api/schemas/product';
import { usePortalText } from '#portal/lib/language';
import { productsQuery } from '#shared/query/reference';
import { useServices } from '#portal/lib/services';

/** The lowest price per token (EUR, before VAT) of the forests on sale; of all forests when none is; null without forests. */
export function lowestPrice(products: readonly ForestProduct[]): number | null {
  const onSale = products.filter((product) => product.availableTokens > 0);
  const prices = (onSale.length ? onSale : products).map((product) => product.pricePerToken);
  return prices.length ? Math.min(...prices) : null;
}

/** "From X € per tonne": the lowest price of GET /product/list. */
export function usePriceFrom() {
  const { api } = useServices();
  const { language } = usePortalText();
  return useQuery({ ...productsQuery(api, language), select: (answer) => lowestPrice(answer.products) });
}
