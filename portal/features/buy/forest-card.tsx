import { useId, useState, type FormEvent } from 'react';
import { safeUrl } from '../../../shared/api/url';
import type { ForestProduct } from '../../../shared/api/schemas/product';
import { formatDate, formatEuro, formatNumber } from '../../../shared/i18n/format';
import { messageWith } from '../../../shared/i18n/translate';
import { TextField } from '../../../shared/ui/fields';
import { cart } from '../../lib/cart';
import { usePortalText } from '../../lib/language';
import { useMediaUrl } from './api/media-url';

/** A whole number of tokens from 1 to `max`, or the message key saying why not. */
export function readQuantity(raw: string, max: number): { quantity: number } | { error: string } {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return { error: 'buy.quantity.whole' };
  const quantity = Number(trimmed);
  if (quantity < 1 || quantity > max) return { error: messageWith('buy.quantity.range', { max }) };
  return { quantity };
}

/** What an NDVI says, in one plain sentence (dense green vegetation from about 0.6). */
const ndviKey = (ndvi: number) => (ndvi >= 0.6 ? 'dense' : ndvi >= 0.3 ? 'moderate' : 'sparse');

/** One forest project: its figures, the stock as a bar and text, its satellite data, documents and the add control. */
export function ForestCard({ product, inCart }: { product: ForestProduct; inCart: number }) {
  const { t, language } = usePortalText();
  const titleId = useId();
  const number = (value: number) => formatNumber(language, value);
  const soldOut = product.availableTokens === 0;
  return (
    <li className="forest-card">
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className="forest-card__title">
          {product.name}
        </h2>
        <dl className="project-figures">
          <div>
            <dt>{t('buy.forest.location')}</dt>
            <dd>{product.location}</dd>
          </div>
          <div>
            <dt>{t('buy.forest.certification')}</dt>
            <dd>{product.certification}</dd>
          </div>
          <div>
            <dt>{t('buy.forest.hectares')}</dt>
            <dd>{t('buy.forest.hectaresValue', { value: number(product.hectares) })}</dd>
          </div>
          <div>
            <dt>{t('buy.forest.price')}</dt>
            <dd>{formatEuro(language, product.pricePerToken)}</dd>
          </div>
          <div>
            <dt>{t('buy.forest.total')}</dt>
            <dd>{number(product.totalTokens)}</dd>
          </div>
          <div>
            <dt>{t('buy.forest.available')}</dt>
            <dd>{number(product.availableTokens)}</dd>
          </div>
          <div>
            <dt>{t('buy.forest.remaining')}</dt>
            <dd>{number(product.remainingTokens)}</dd>
          </div>
        </dl>
        <div className="coverage">
          <meter className="coverage__bar" min={0} max={Math.max(1, product.totalTokens)} value={product.remainingTokens} aria-hidden="true" />
          <p className="coverage__text">{t('buy.forest.stockText', { remaining: number(product.remainingTokens), total: number(product.totalTokens) })}</p>
        </div>
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

function Satellite({ product }: { product: ForestProduct }) {
  const { t, language } = usePortalText();
  const media = useMediaUrl();
  const data = product.satelliteData;
  const monitoring = safeUrl(data.monitoringUrl, true);
  return (
    <section className="forest-card__satellite" aria-label={t('buy.satellite.label', { name: product.name })}>
      <h3>{t('buy.satellite.title')}</h3>
      {data.imageHash ? <img className="forest-card__image" src={media(data.imageHash)} alt={t('buy.satellite.imageAlt', { name: product.name })} loading="lazy" width={320} height={200} /> : null}
      <p>{t('buy.satellite.observed', { provider: data.provider, date: formatDate(language, data.lastObservation) })}</p>
      <p>
        {t(`buy.satellite.ndvi.${ndviKey(data.ndvi)}`, { value: formatNumber(language, data.ndvi, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}
      </p>
      {monitoring ? (
        <p>
          <a className="text-link" href={monitoring} target="_blank" rel="noopener noreferrer">
            {t('buy.satellite.monitoring', { name: product.name })}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function Documents({ product }: { product: ForestProduct }) {
  const { t } = usePortalText();
  const media = useMediaUrl();
  if (product.documents.length === 0) return null;
  return (
    <section className="forest-card__documents" aria-label={t('buy.documents.label', { name: product.name })}>
      <h3>{t('buy.documents.title')}</h3>
      <ul>
        {product.documents.map((document) => (
          <li key={document.hash}>
            <a className="text-link" href={media(document.hash)} download>
              {t(`buy.documents.kind.${document.kind}`)}: {document.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
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
