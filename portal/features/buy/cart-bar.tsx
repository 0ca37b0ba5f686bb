import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { priceBreakdown } from '#shared/api/money';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { cartTokens, type CartLine } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import { pricedLines } from './checkout-cart';

/**
 * The cart in one line at the window's bottom ("Cart · 5 GFT · €197.54 → Checkout") while the cart holds something
 * and the buy button (which names the total) is out of view: the total is always in sight, and the checkout one press
 * away. It comes before the forests in the page, so the keyboard reaches it early; gone (and out of the tab order)
 * while the buy button shows.
 */
export function CartBar({
  products,
  lines,
  donation,
  checkout,
  buyButton,
}: {
  products: readonly ForestProduct[];
  lines: readonly CartLine[];
  donation: number;
  checkout: RefObject<HTMLElement | null>;
  buyButton: RefObject<HTMLElement | null>;
}) {
  const { t, language } = usePortalText();
  const priced = pricedLines(products, lines);
  const filled = priced.length > 0;
  const [buttonShown, setButtonShown] = useState(false);
  // The button comes with the cart's first line and goes with its last: watched while there is a cart.
  useEffect(() => {
    const element = buyButton.current;
    if (!filled || !element || typeof IntersectionObserver === 'undefined') return;
    // Wholly in the window below the sticky header (to a subpixel): a button cut off at an edge keeps the bar.
    const header = Math.ceil(document.querySelector('header')?.getBoundingClientRect().height ?? 0);
    const observer = new IntersectionObserver((entries) => setButtonShown(entries.some((entry) => entry.intersectionRatio >= 0.99)), {
      rootMargin: `-${header}px 0px 0px 0px`,
      threshold: [0, 0.99],
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [buyButton, filled]);
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
    <section className="cart-bar" aria-label={t('buy.bar.label')} hidden={buttonShown}>
      <p className="cart-bar__summary">
        <span aria-hidden="true">
          {t('buy.bar.label')} · {t('buy.bar.tokens', { tokens })} · <strong>{total}</strong>
        </span>
        <span className="visually-hidden">{t('buy.bar.summary', { tokens, total })}</span>
      </p>
      <a className="button button--arrow cart-bar__go" href="#checkout" onClick={open}>
        {t('buy.bar.go')}
      </a>
    </section>
  );
}
