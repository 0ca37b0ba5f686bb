import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { messageWith } from '#shared/i18n/translate';
import { describedBy, FieldErrorText } from '#shared/ui/fields';
import { vatRate } from '#shared/api/money';
import { cart } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import { useSession } from '#portal/lib/session-guards';
import { localized, paramPaths } from '#portal/lib/paths';
import { ForestStock, ForestStockSkeleton } from '#portal/lib/forest/forest-details';
import { ForestImage } from '#portal/lib/forest/forest-image';
import { ForestHighlight, ForestTraitRows } from '#portal/lib/forest/forest-traits';
import { VerificationLine } from '#portal/lib/forest/forest-verification';
import { SkeletonLine } from '#portal/lib/skeleton';
import { priceViewOf, shownTokenPrice, type PriceView } from '#portal/lib/prices';

/** A whole number of tokens from 1 to `max`, or the message key saying why not. */
export function readQuantity(raw: string, max: number): { quantity: number } | { error: string } {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'buy.quantity.whole' };
  const quantity = Number(trimmed);
  if (quantity < 1 || quantity > max) return { error: messageWith('buy.quantity.range', { max }) };
  return { quantity };
}

/**
 * How this buyer is shown prices (prices.ts): the view, a token's price as shown and its label ("per token, incl. 19%
 * VAT" for a private account, "per token, plus 19% VAT" for a business).
 */
export function useTokenPrice(): { view: PriceView; each: (priceEach: number) => string; label: string } {
  const { t, language } = usePortalText();
  const view = priceViewOf(useSession());
  const rate = formatNumber(language, vatRate, { style: 'percent' });
  return {
    view,
    each: (priceEach) => formatEuro(language, shownTokenPrice(priceEach, view)),
    label: t(view === 'gross' ? 'buy.forest.perTokenGross' : 'buy.forest.perTokenNet', { rate }),
  };
}

/**
 * One forest in the shop: its picture, name, region and certification, the line and the facts that set it apart
 * (species, owner, strategy), the price of a token, what can be bought now and the way to put it in the cart. Its map,
 * satellite data and documents are on its own page, one click away.
 */
export function ForestCard({ product, inCart }: { product: ForestProduct; inCart: number }) {
  const { t, language } = usePortalText();
  const titleId = useId();
  const soldOut = product.availableTokens === 0;
  const price = useTokenPrice();
  return (
    <li className="card shop-card">
      <article aria-labelledby={titleId} className="shop-card__article">
        <ForestImage product={product} className="shop-card__image" />
        <h3 id={titleId} className="card__title">
          {product.name}
        </h3>
        <p className="card__meta shop-card__meta">
          {product.location} <span className="badge">{product.certification}</span>
        </p>
        {product.verification ? <VerificationLine verification={product.verification} /> : null}
        <ForestHighlight product={product} className="forest-highlight shop-card__highlight" />
        <dl className="shop-card__traits">
          <ForestTraitRows product={product} />
        </dl>
        <p className="shop-card__price">
          <strong>{price.each(product.pricePerToken)}</strong> <span className="shop-card__per">{price.label}</span>
        </p>
        <ForestStock product={product} />
        {/* Sold out, ForestStock says so: nothing to add. */}
        {soldOut ? null : <AddToCart product={product} inCart={inCart} />}
        <p className="shop-card__details">
          <Link className="text-link" to={localized(language, paramPaths.forest.href({ id: product._id }))}>
            {t('buy.forest.details')}
            <span className="visually-hidden"> {t('buy.forest.detailsOf', { name: product.name })}</span>
          </Link>
        </p>
      </article>
    </li>
  );
}

/** A card's place while the forests load: its image, name, region, line, facts, price and stock lines, the add row. */
export function ForestCardSkeleton() {
  return (
    <li className="card shop-card">
      <span className="shop-card__image skeleton" />
      <p className="card__title">
        <SkeletonLine width="long" />
      </p>
      <p className="card__meta">
        <SkeletonLine width="short" />
      </p>
      <p className="verification-line">
        <SkeletonLine width="short" />
      </p>
      <p className="shop-card__highlight">
        <SkeletonLine width="long" />
        <SkeletonLine width="short" />
      </p>
      <p className="shop-card__traits">
        {['species', 'owner', 'strategy'].map((fact) => (
          <SkeletonLine key={fact} width="long" />
        ))}
      </p>
      <p className="shop-card__price">
        <SkeletonLine width="short" />
      </p>
      <ForestStockSkeleton />
      <span className="shop-card__add-skeleton skeleton" />
    </li>
  );
}

/**
 * The quantity and "add to cart" in one row. The label shows "Tokens" (the card names the forest); the field's name
 * is the whole "Tokens of <forest>" (the words shown first), as the cart's field of the same forest says.
 */
function AddToCart({ product, inCart }: { product: ForestProduct; inCart: number }) {
  const { t, language } = usePortalText();
  const id = useId();
  const [text, setText] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState<string | null>(null);
  const hint = t('buy.quantity.hint', { max: formatNumber(language, product.availableTokens) });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const read = readQuantity(text, product.availableTokens);
    if ('error' in read) {
      setError(read.error);
      setAdded(null);
      return;
    }
    setError(undefined);
    cart.set(product._id, read.quantity);
    setAdded(t('buy.cart.added', { count: read.quantity, quantity: formatNumber(language, read.quantity), name: product.name }));
  };
  return (
    <form className="shop-card__add" onSubmit={add} noValidate>
      <div className={error ? 'gft-field gft-field--error' : 'gft-field'}>
        <label className="gft-label" htmlFor={id}>
          {t('buy.quantity.short')}
        </label>
        <p className="gft-hint" id={`${id}-hint`}>
          {hint}
        </p>
        <FieldErrorText id={id} error={error} />
        <div className="shop-card__add-row">
          <input
            id={id}
            name={id}
            className="gft-input"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('buy.quantity.label', { name: product.name })}
            aria-invalid={error ? 'true' : undefined}
            aria-required="true"
            aria-describedby={describedBy(id, hint, error)}
          />
          <button type="submit" className="button">
            {inCart > 0 ? t('buy.cart.update') : t('buy.cart.add')}
          </button>
        </div>
      </div>
      <p role="status" className="shop-card__added">
        {added}
      </p>
    </form>
  );
}
