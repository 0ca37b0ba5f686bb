import { safeUrl } from '#shared/api/url';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatDate, formatEuro, formatNumber } from '#shared/i18n/format';
import { usePortalText } from '../language';
import { useMediaUrl } from './media-url';
import './forest.css';

/** What an NDVI says, in one plain sentence (dense green vegetation from about 0.6). */
const ndviKey = (ndvi: number) => (ndvi >= 0.6 ? 'dense' : ndvi >= 0.3 ? 'moderate' : 'sparse');

/** The level of the sections' headings: h3 under a forest's h2 on the buy page, h2 on the forest's own page. */
type HeadingLevel = 'h2' | 'h3';

export function Satellite({ product, heading: Heading = 'h3' }: { product: ForestProduct; heading?: HeadingLevel }) {
  const { t, language } = usePortalText();
  const media = useMediaUrl();
  const data = product.satelliteData;
  const monitoring = safeUrl(data.monitoringUrl, true);
  return (
    <section className="forest-card__satellite" aria-label={t('buy.satellite.label', { name: product.name })}>
      <Heading>{t('buy.satellite.title')}</Heading>
      {data.imageHash ? (
        <img
          className="forest-card__image"
          src={media(data.imageHash)}
          alt={t('buy.satellite.imageAlt', { name: product.name })}
          loading="lazy"
          width={320}
          height={200}
        />
      ) : null}
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

export function Documents({ product, heading: Heading = 'h3' }: { product: ForestProduct; heading?: HeadingLevel }) {
  const { t } = usePortalText();
  const media = useMediaUrl();
  if (product.documents.length === 0) return null;
  return (
    <section className="forest-card__documents" aria-label={t('buy.documents.label', { name: product.name })}>
      <Heading>{t('buy.documents.title')}</Heading>
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

/** A forest's figures (location, certification, size, price, stock) and its stock as a bar and in words. */
export function ForestFigures({ product }: { product: ForestProduct }) {
  const { t, language } = usePortalText();
  const number = (value: number) => formatNumber(language, value);
  return (
    <>
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
    </>
  );
}
