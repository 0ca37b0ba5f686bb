import { useEffect, useState, useSyncExternalStore, type MouseEvent, type RefObject } from 'react';
import { vatRate } from '#shared/api/money';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { cartTokens, type CartLine } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import { priceViewOf, shownLineAmounts } from '#portal/lib/prices';
import { useSession } from '#portal/lib/session-guards';
import type { CartCorrection } from './cart-check';
import { CartQuantity, cartFigures, isCorrected, pricedLines } from './checkout-cart';

/** From this width the cart is a column beside the forests (buy.css), below it the bar at the window's bottom. */
const wideQuery = '(min-width: 64rem)';

/** Whether the window is wide enough for the cart's column, followed as the window changes. */
export function useWideCart(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(wideQuery);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(wideQuery).matches,
    () => false,
  );
}

/** To the checkout without a new history entry: the back button leaves the page rather than scrolling back up. */
function toCheckout(checkout: RefObject<HTMLElement | null>) {
  return (event: MouseEvent) => {
    const element = checkout.current;
    if (!element) return;
    event.preventDefault();
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  };
}

/** What the cart's bar and its column show: the forests, the cart's lines, the contribution, and the checkout to reach. */
interface CartViewProps {
  products: readonly ForestProduct[];
  lines: readonly CartLine[];
  donation: number;
  checkout: RefObject<HTMLElement | null>;
}

/**
 * The cart at the window's bottom ("Cart · 5 GFT · €197.54 → Checkout") while the cart holds something and the
 * checkout is wholly out of view below: the total is in sight, and the checkout one press away. Once any of the
 * checkout comes into the window the bar goes, so it never covers the checkout (its donation, card and buy button).
 * It comes before the forests in the page, so the keyboard reaches it early; gone (and out of the tab order) while
 * the checkout shows.
 */
export function CartBar({ products, lines, donation, checkout }: CartViewProps) {
  const { t, language } = usePortalText();
  const priced = pricedLines(products, lines);
  const filled = priced.length > 0;
  const [checkoutShown, setCheckoutShown] = useState(false);
  // The checkout is watched while there is a cart: any of it in the window (the header's band does not count).
  useEffect(() => {
    const element = checkout.current;
    if (!filled || !element || typeof IntersectionObserver === 'undefined') return;
    const header = Math.ceil(document.querySelector('header')?.getBoundingClientRect().height ?? 0);
    const observer = new IntersectionObserver((entries) => setCheckoutShown(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `-${header}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [checkout, filled]);
  if (!filled) return null;
  const figures = cartFigures(priced, donation);
  const tokens = formatNumber(language, cartTokens(priced.map(({ line }) => line)));
  const total = formatEuro(language, figures.total);
  const open = toCheckout(checkout);
  return (
    <section className="cart-bar" aria-label={t('buy.bar.label')} hidden={checkoutShown}>
      {/* Two parts that never break inside: the cart's tokens, then the total (on a line of its own on a phone). */}
      <p className="cart-bar__summary">
        <span aria-hidden="true" className="cart-bar__parts">
          <span className="cart-bar__count">
            {t('buy.bar.label')} · {t('buy.bar.tokens', { tokens })}
          </span>
          <span className="cart-bar__separator"> · </span>
          <strong className="cart-bar__total">{total}</strong>
        </span>
        <span className="visually-hidden">{t('buy.bar.summary', { tokens, total })}</span>
      </p>
      <a className="button button--arrow cart-bar__go" href="#checkout" onClick={open}>
        {t('buy.bar.go')}
      </a>
    </section>
  );
}

/**
 * The cart beside the forests on a wide window: its lines (changed and removed here: the checkout below then lists them
 * no more), the contribution if any, the total and the way to the checkout, held in view below the header while the
 * forests and the checkout scroll by (sticky in its column, beside both). It follows the forests in the page, so the
 * keyboard reaches it after choosing; empty, it says how to fill it.
 */
export function CartPanel({ products, lines, donation, checkout, corrections }: CartViewProps & { corrections: readonly CartCorrection[] }) {
  const { t, language } = usePortalText();
  const priced = pricedLines(products, lines);
  const figures = cartFigures(priced, donation);
  const euro = (value: number) => formatEuro(language, value);
  const view = priceViewOf(useSession());
  const business = view === 'net';
  const amounts = shownLineAmounts(figures, view);
  return (
    <aside className="cart-panel" aria-labelledby="cart-panel-title">
      <h2 id="cart-panel-title" className="cart-panel__title">
        {t('buy.panel.title')}
      </h2>
      {priced.length === 0 ? (
        <p className="cart-panel__empty">{t('buy.panel.empty')}</p>
      ) : (
        <>
          <ul className="cart-panel__lines">
            {priced.map(({ line, product }, index) => (
              <li key={line.productId}>
                <span className="cart-panel__name">{product.name}</span>
                <span className="cart-panel__figures">
                  <span>{t('buy.bar.tokens', { tokens: formatNumber(language, line.quantity) })}</span>
                  <span>{euro(amounts[index] ?? 0)}</span>
                </span>
                <CartQuantity line={line} product={product} corrected={isCorrected(corrections, line)} />
              </li>
            ))}
          </ul>
          {figures.adminDonation > 0 ? (
            <p className="cart-panel__row">
              <span>{t('buy.checkout.donation')}</span>
              <span>{euro(figures.adminDonation)}</span>
            </p>
          ) : null}
          <p className="cart-panel__row cart-panel__total">
            <span>{t('buy.checkout.total')}</span>
            <strong>{euro(figures.total)}</strong>
          </p>
          <p className="cart-panel__vat">
            {t(business ? 'buy.panel.vatAdded' : 'buy.panel.vatIncluded', {
              vat: euro(figures.vat),
              rate: formatNumber(language, vatRate, { style: 'percent' }),
            })}
          </p>
          <a className="button button--arrow cart-panel__go" href="#checkout" onClick={toCheckout(checkout)}>
            {t('buy.panel.go')}
          </a>
        </>
      )}
    </aside>
  );
}
