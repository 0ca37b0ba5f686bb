/** The buy page: a shop of the forests for sale (searched and filtered), then the checkout; the cart held against the stock. */

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ForestProduct } from '#shared/api/schemas/product';
import { CheckboxField } from '#shared/ui/choice-fields';
import { TextField } from '#shared/ui/fields';
import { cart, useCart, type CartLine } from '#portal/lib/cart';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { Loaded } from '#portal/lib/queries';
import { useProducts } from './api/get-products';
import { checkCart, type CartCorrection } from './cart-check';
import { CartBar, CartPanel, useWideCart } from './cart-bar';
import { CartNoteLine } from './cart-note';
import { Checkout, useCheckout } from './checkout';
import { ForestCard, ForestCardSkeleton } from './forest-card';
import { RecommendedMix } from './recommended-mix';
import './buy.css';

/** The shop's place while the forests load: its heading, the filters' room and two cards (the sandbox's forests for sale). */
function ShopSkeleton() {
  const { t } = usePortalText();
  return (
    <>
      <h2>{t('buy.forests.title')}</h2>
      <span className="forests__filters-skeleton skeleton" />
      <ul className="shop-grid">
        <ForestCardSkeleton />
        <ForestCardSkeleton />
      </ul>
    </>
  );
}

/**
 * Buy GFT: the forests as a grid of cards, the checkout below them; on a wide window the order's summary in a column
 * beside the forests, on a narrower one in the checkout, with a bar of the cart's total while the checkout is out of view.
 */
export function BuyPage() {
  const { t, language } = usePortalText();
  useTexts('buy', language);
  useTexts('forests', language);
  // The field components' own words ("optional", the counters).
  useTexts('forms', language);
  usePageMeta('buy.page');
  const products = useProducts();
  const lines = useCart();
  const [corrections, setCorrections] = useState<CartCorrection[]>([]);
  // The cart is held against the stock each time the list is read (on load, after a failed buy).
  useEffect(() => {
    if (!products.data) return;
    const checked = checkCart(lines, products.data.products);
    if (checked.corrections.length > 0) {
      cart.replace(checked.lines);
      setCorrections((previous) => [
        ...previous.filter((entry) => !checked.corrections.some((found) => found.productId === entry.productId)),
        ...checked.corrections,
      ]);
    }
  }, [products.data, lines]);
  const { refetch } = products;
  const onStock = useCallback(
    (found: CartCorrection[]) => {
      setCorrections(found);
      // The forests' stock shown above is stale too.
      void refetch();
    },
    [refetch],
  );
  return (
    <article className="page page--wide buy-page">
      <h1>{t('buy.page.h1')}</h1>
      <p className="buy-page__intro">{t('buy.page.intro')}</p>
      <CartNoteLine />
      <Loaded query={products} placeholder={<ShopSkeleton />}>
        {({ products: list }) => <Shop products={list} lines={lines} corrections={corrections} onStock={onStock} />}
      </Loaded>
    </article>
  );
}

/**
 * The forests and the mix, the order's summary (beside them on a wide window, else in the checkout, with the phone's
 * bar while the checkout is out of view) and the checkout: one summary, one buy button on any screen.
 */
function Shop({
  products,
  lines,
  corrections,
  onStock,
}: {
  products: readonly ForestProduct[];
  lines: readonly CartLine[];
  corrections: readonly CartCorrection[];
  onStock: (found: CartCorrection[]) => void;
}) {
  const checkout = useRef<HTMLElement>(null);
  const state = useCheckout(products, lines, onStock);
  const wide = useWideCart();
  return (
    <>
      {/* A phone's bar comes first, so the keyboard reaches it early; a wide window's column after the checkout. */}
      {wide ? null : <CartBar state={state} checkout={checkout} />}
      <div className="buy-page__shop">
        <div className="buy-page__choose">
          {/* The forests first, the mix after them (above them it crowded them out of the first screen). */}
          <Forests products={products} lines={lines} />
          <RecommendedMix products={products} checkout={checkout} />
        </div>
        <Checkout state={state} corrections={corrections} sectionRef={checkout} summary={!wide} />
        {/* Last, so the keyboard and a screen reader meet the card and the consent before the buy button; beside the
            page from its heading on a wide window (buy.css). */}
        {wide ? <CartPanel state={state} corrections={corrections} /> : null}
      </div>
    </>
  );
}

/** The forests with the "only available" filter and a search by name or location. */
function Forests({ products, lines }: { products: readonly ForestProduct[]; lines: readonly CartLine[] }) {
  const { t } = usePortalText();
  const searchId = useId();
  const onlyId = useId();
  const [search, setSearch] = useState('');
  const [onlyAvailable, setOnlyAvailable] = useState(true);
  const needle = search.trim().toLocaleLowerCase();
  const shown = products.filter(
    (product) =>
      (!onlyAvailable || product.availableTokens > 0) &&
      (!needle || product.name.toLocaleLowerCase().includes(needle) || product.location.toLocaleLowerCase().includes(needle)),
  );
  return (
    <section aria-labelledby={`${searchId}-title`} className="forests">
      <h2 id={`${searchId}-title`}>{t('buy.forests.title')}</h2>
      <div className="forests__filters" role="search">
        <TextField id={searchId} label={t('buy.forests.search')} hint={t('buy.forests.searchHint')} value={search} onChange={setSearch} optional />
        <CheckboxField id={onlyId} label={t('buy.forests.onlyAvailable')} checked={onlyAvailable} onChange={setOnlyAvailable} />
      </div>
      <p role="status" className="forests__count">
        {shown.length === 0 ? t('errors.nothingFound') : t('buy.forests.count', { count: shown.length })}
      </p>
      {shown.length > 0 ? (
        <ul className="shop-grid">
          {shown.map((product) => (
            <ForestCard key={product._id} product={product} inCart={lines.find((line) => line.productId === product._id)?.quantity ?? 0} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
