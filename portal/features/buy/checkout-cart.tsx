/** The cart in the checkout: its lines with their forests, what the stock changed, each line's quantity and the figures. */

import { useEffect, useId, useState, type ReactNode } from 'react';
import { priceBreakdown, type PriceBreakdown } from '#shared/api/money';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { TextField } from '#shared/ui/fields';
import { cart, type CartLine } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import type { CartCorrection } from './cart-check';
import { readQuantity, useTokenPrice } from './forest-card';
import { grossSum, shownLineAmounts } from '#portal/lib/prices';

export interface PricedLine {
  line: CartLine;
  product: ForestProduct;
}

/** The cart's lines with their forests (lines of unknown forests are left out until the cart check removes them). */
export function pricedLines(products: readonly ForestProduct[], lines: readonly CartLine[]): PricedLine[] {
  return lines.flatMap((line) => {
    const product = products.find((entry) => entry._id === line.productId);
    return product ? [{ line, product }] : [];
  });
}

/** The order's figures (lines, net, VAT, contribution, total) for the cart's lines and a contribution. */
export function cartFigures(priced: readonly PricedLine[], donation: number): PriceBreakdown {
  return priceBreakdown(
    priced.map(({ line, product }) => ({ quantity: line.quantity, priceEach: product.pricePerToken })),
    donation,
  );
}

/** What changed in the cart because the stock changed (on load, or when a buy found too few tokens left). */
export function Corrections({ corrections }: { corrections: readonly CartCorrection[] }) {
  const { t, language } = usePortalText();
  return (
    <div role="status" className="cart-corrections">
      {corrections.length > 0 ? (
        <ul className="inline-problem">
          {corrections.map((entry) => (
            <li key={entry.productId}>
              {entry.left === 0
                ? t('buy.cart.soldOutRemoved', { name: entry.name })
                : t('buy.cart.shrunk', { name: entry.name, left: formatNumber(language, entry.left), count: entry.left })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The cart's lines (quantity changed in place, or removed), their amounts, and the net, VAT, donation and total, in the
 * order they add up: a private buyer reads the lines including VAT, their sum, the net and VAT it holds, then the
 * donation (its button or field, `donation`, right above its figure, shown once `donationShown`) and the total last; a business reads the lines net, the
 * net, the VAT added, the donation and the total.
 */
export function CartTable({
  priced,
  corrections,
  figures,
  donation,
  donationShown,
}: {
  priced: readonly PricedLine[];
  corrections: readonly CartCorrection[];
  figures: PriceBreakdown;
  donation: ReactNode;
  donationShown: boolean;
}) {
  const { t, language } = usePortalText();
  const price = useTokenPrice();
  const euro = (value: number) => formatEuro(language, value);
  const gross = price.view === 'gross';
  const amounts = shownLineAmounts(figures, price.view);
  const rate = formatNumber(language, figures.vatRate, { style: 'percent' });
  return (
    <table className="checkout__table">
      <caption className="visually-hidden">{t('buy.checkout.caption')}</caption>
      <CartLines priced={priced} corrections={corrections} amounts={amounts} />
      <tfoot>
        {gross ? <FigureRow label={t('buy.checkout.grossSum', { rate })} value={euro(grossSum(figures))} /> : null}
        <FigureRow label={gross ? t('buy.checkout.netIncluded') : t('buy.checkout.net')} value={euro(figures.net)} included={gross} />
        <FigureRow label={gross ? t('buy.checkout.vatIncluded', { rate }) : t('buy.checkout.vat', { rate })} value={euro(figures.vat)} included={gross} />
        <tr className="checkout__donation">
          <td colSpan={3}>{donation}</td>
        </tr>
        {/* Its line (0.00 included) only once the buyer opened the contribution: SPEC's line, never a charge unasked. */}
        {donationShown ? <FigureRow label={t('buy.checkout.donationLine')} value={euro(figures.adminDonation)} /> : null}
        <FigureRow label={t('buy.checkout.total')} value={euro(figures.total)} total />
      </tfoot>
    </table>
  );
}

/** The cart's lines in the checkout's table: each forest, its quantity to change and its amount. */
function CartLines({ priced, corrections, amounts }: { priced: readonly PricedLine[]; corrections: readonly CartCorrection[]; amounts: readonly number[] }) {
  const { t, language } = usePortalText();
  const price = useTokenPrice();
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{t('buy.checkout.forest')}</th>
          <th scope="col">{t('buy.checkout.quantity')}</th>
          <th scope="col">{t('buy.checkout.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {priced.map(({ line, product }, index) => (
          <tr key={line.productId}>
            <th scope="row">
              {product.name}
              <span className="checkout__each">
                {price.each(product.pricePerToken)} {price.label}
              </span>
            </th>
            <td>
              <CartQuantity line={line} product={product} corrected={isCorrected(corrections, line)} />
            </td>
            <td data-label={t('buy.checkout.amount')}>{formatEuro(language, amounts[index] ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** Whether the line holds what the stock left of it (its hint says so). */
export const isCorrected = (corrections: readonly CartCorrection[], line: CartLine) =>
  corrections.some((entry) => entry.productId === line.productId && entry.left === line.quantity);

/** A figure under the cart's lines; `included`: a part of the sum above it (net and VAT in a price including VAT). */
function FigureRow({ label, value, included, total }: { label: string; value: string; included?: boolean; total?: boolean }) {
  return (
    <tr className={total ? 'checkout__total' : included ? 'checkout__included' : undefined}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td>{value}</td>
    </tr>
  );
}

/**
 * A cart line's quantity: changed in place (whole tokens, 1 to what is available), or the line removed. Its label
 * ("Tokens of <forest>") is for screen readers: on screen the row's forest and the column head say it.
 */
export function CartQuantity({ line, product, corrected }: { line: CartLine; product: ForestProduct; corrected: boolean }) {
  const { t, language } = usePortalText();
  const id = useId();
  const [text, setText] = useState(String(line.quantity));
  const [error, setError] = useState<string | undefined>();
  // The cart changed elsewhere (added again on the forest, corrected to the stock): show it.
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const change = (typed: string) => {
    setText(typed);
    const read = readQuantity(typed, product.availableTokens);
    if ('error' in read) setError(read.error);
    else {
      setError(undefined);
      cart.set(line.productId, read.quantity);
    }
  };
  return (
    <div className="cart-quantity">
      <TextField
        id={id}
        label={t('buy.cart.quantityOf', { name: product.name })}
        hint={
          corrected
            ? t('buy.cart.correctedHint', { count: line.quantity, left: formatNumber(language, line.quantity) })
            : t('buy.quantity.hint', { max: formatNumber(language, product.availableTokens) })
        }
        value={text}
        onChange={change}
        inputMode="numeric"
        error={error}
      />
      {/* Short on screen; the accessible name says which forest (the visible word is part of it). */}
      <button
        type="button"
        className="link-button cart-quantity__remove"
        aria-label={t('buy.cart.remove', { name: product.name })}
        onClick={() => cart.remove(line.productId)}
      >
        {t('buy.cart.removeShort')}
      </button>
    </div>
  );
}
