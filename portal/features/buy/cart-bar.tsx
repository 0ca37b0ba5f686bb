import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { priceBreakdown } from '#shared/api/money';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { cartTokens, type CartLine } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import { pricedLines } from './checkout-cart';

/**
 * The cart at the window's bottom ("Cart · 5 GFT · €197.54 → Checkout") while the cart holds something and the
 * checkout is wholly out of view below: the total is in sight, and the checkout one press away. Once any of the
 * checkout comes into the window the bar goes, so it never covers the checkout (its donation, card and buy button).
 * It comes before the forests in the page, so the keyboard reaches it early; gone (and out of the tab order) while
 * the checkout shows.
 */
export function CartBar({
  products,
  lines,
  donation,
  checkout,
}: {
  products: readonly ForestProduct[];
  lines: readonly CartLine[];
  donation: number;
  checkout: RefObject<HTMLElement | null>;
}) {
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
  const figures = priceBreakdown(
    priced.map(({ line, product }) => ({ quantity: line.quantity, priceEach: product.pricePerToken })),
    donation,
  );
  const tokens = formatNumber(language, cartTokens(priced.map(({ line }) => line)));
  const total = formatEuro(language, figures.total);
  const open = (event: MouseEvent) => {
    const element = checkout.current;
    if (!element) return;
    // To the checkout without a new history entry: the back button leaves the page, as it did before.
    event.preventDefault();
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  };
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
