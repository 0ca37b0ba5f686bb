import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type RefObject } from 'react';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { cartTokens } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import type { CartCorrection } from './cart-check';
import { OrderSummary, type CheckoutState } from './checkout';

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

/**
 * The cart at the window's bottom ("Cart · 5 GFT · €197.54 → Checkout") while the cart holds something and the
 * checkout is wholly out of view below: the total is in sight, and the checkout one press away. Once any of the
 * checkout comes into the window the bar goes, so it never covers the checkout (its donation, card and buy button).
 * It comes before the forests in the page, so the keyboard reaches it early; gone (and out of the tab order) while
 * the checkout shows.
 */
export function CartBar({ state, checkout }: { state: CheckoutState; checkout: RefObject<HTMLElement | null> }) {
  const { t, language } = usePortalText();
  const { priced, figures } = state;
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
 * The order's summary beside the forests on a wide window: the cart's lines (changed and removed here), the figures
 * with the donation, the total and the buy button, held in view below the header while the forests and the checkout
 * (the card and the consent) scroll by. It follows the forests in the page, so the keyboard reaches it after
 * choosing; empty, it says how to fill it.
 */
export function CartPanel({ state, corrections }: { state: CheckoutState; corrections: readonly CartCorrection[] }) {
  const { t } = usePortalText();
  const panel = useRef<HTMLElement>(null);
  const held = useWholeLines(panel, state.priced.length);
  return (
    <aside className={held ? 'cart-panel' : 'cart-panel cart-panel--static'} aria-labelledby="cart-panel-title" ref={panel}>
      <h2 id="cart-panel-title" className="cart-panel__title">
        {t('buy.panel.title')}
      </h2>
      {state.priced.length === 0 ? <p className="cart-panel__empty">{t('buy.panel.empty')}</p> : <OrderSummary state={state} corrections={corrections} />}
    </aside>
  );
}

/**
 * The summary's lines area cut to whole lines: CSS shrinks it to the room the window leaves, which would end in the
 * middle of a line (its hint cut in half); it is made as tall as the whole lines that fit, the rest reached by
 * scrolling. Where not even one line fits beside the figures, the consent and the button, the column is not held in
 * view (answers false): it scrolls with the page, whole, rather than cutting its text.
 */
function useWholeLines(panel: RefObject<HTMLElement | null>, count: number): boolean {
  const [held, setHeld] = useState(true);
  useEffect(() => {
    const element = panel.current;
    const body = element?.querySelector<HTMLTableSectionElement>('tbody');
    if (!element || !body || typeof ResizeObserver === 'undefined') {
      setHeld(true);
      return;
    }
    const fit = () => {
      body.style.maxHeight = '';
      element.classList.remove('cart-panel--static');
      const room = body.clientHeight;
      const top = body.getBoundingClientRect().top;
      const rows = [...body.rows].map((row) => row.getBoundingClientRect().bottom - top);
      const whole = rows.filter((bottom) => bottom <= room + 1);
      // The rest of the column is never shrunk: with no room left for one line, it holds more than the window.
      const fits = whole.length > 0;
      body.classList.toggle('cart-panel__more', fits && whole.length < rows.length);
      if (fits && whole.length < rows.length) body.style.maxHeight = `${Math.floor(whole[whole.length - 1] ?? room)}px`;
      if (!fits) element.classList.add('cart-panel--static');
      setHeld(fits);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    observer.observe(body);
    for (const row of body.rows) observer.observe(row);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      body.style.maxHeight = '';
    };
  }, [panel, count]);
  return held;
}
