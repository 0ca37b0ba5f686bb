import { useId, useState, type FormEvent } from 'react';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatNumber } from '#shared/i18n/format';
import { messageWith } from '#shared/i18n/translate';
import { TextField } from '#shared/ui/fields';
import { cart } from '#portal/lib/cart';
import { usePortalText } from '#portal/lib/language';
import { Documents, ForestFigures, Satellite } from '#portal/lib/forest/forest-details';

/** A whole number of tokens from 1 to `max`, or the message key saying why not. */
export function readQuantity(raw: string, max: number): { quantity: number } | { error: string } {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'buy.quantity.whole' };
  const quantity = Number(trimmed);
  if (quantity < 1 || quantity > max) return { error: messageWith('buy.quantity.range', { max }) };
  return { quantity };
}

/** One forest project: its figures, the stock as a bar and text, its satellite data, documents and the add control. */
export function ForestCard({ product, inCart }: { product: ForestProduct; inCart: number }) {
  const { t } = usePortalText();
  const titleId = useId();
  const soldOut = product.availableTokens === 0;
  return (
    <li className="forest-card">
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="forest-card__title">
          {product.name}
        </h2>
        <ForestFigures product={product} />
        <Satellite product={product} />
        <Documents product={product} />
        {soldOut ? (
          <p className="forest-card__sold-out">
            <strong>{t('buy.forest.soldOut')}</strong>
          </p>
        ) : (
          <AddToCart product={product} inCart={inCart} />
        )}
      </article>
    </li>
  );
}

function AddToCart({ product, inCart }: { product: ForestProduct; inCart: number }) {
  const { t, language } = usePortalText();
  const id = useId();
  const [text, setText] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState<string | null>(null);
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
    <form className="forest-card__add" onSubmit={add} noValidate>
      <TextField
        id={id}
        label={t('buy.quantity.label', { name: product.name })}
        hint={t('buy.quantity.hint', { max: formatNumber(language, product.availableTokens) })}
        value={text}
        onChange={setText}
        inputMode="numeric"
        error={error}
      />
      <button type="submit" className="button">
        {inCart > 0 ? t('buy.cart.update') : t('buy.cart.add')}
      </button>
      <p role="status" className="forest-card__added">
        {added}
      </p>
    </form>
  );
}
