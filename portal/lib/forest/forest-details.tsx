import type { ReactNode } from 'react';
import { safeUrl } from '#shared/api/url';
import type { ForestProduct } from '#shared/api/schemas/product';
import { vatRate } from '#shared/api/money';
import { formatDate, formatEuro, formatNumber } from '#shared/i18n/format';
import { usePortalText } from '../language';
import { priceViewOf, shownTokenPrice } from '../prices';
import { useSession } from '../session-guards';
import { SkeletonLine } from '../skeleton';
import { useMediaUrl } from './media-url';

/**
 * Where an NDVI value stands against the range the USGS gives for forest (about 0.6 to 0.8), said neutrally:
 * one index value tells the canopy's greenness, not the forest's health (issue 41).
 */
const ndviKey = (ndvi: number) => (ndvi >= 0.6 ? 'dense' : ndvi >= 0.3 ? 'moderate' : 'sparse');

/** The USGS's explanation of the index, the source of the range beside the value (forest: about 0.6 to 0.8). */
export const ndviSource = 'https://www.usgs.gov/special-topics/remote-sensing-phenology/science/ndvi-foundation-remote-sensing-phenology';

/** The level of the sections' headings: h3 under a forest's h2 on the buy page, h2 on the forest's own page. */
type HeadingLevel = 'h2' | 'h3';

/** A forest's satellite data: who observed it and when, its vegetation index now, `children` (its series), the platform. */
export function Satellite({ product, heading: Heading = 'h3', children }: { product: ForestProduct; heading?: HeadingLevel; children?: ReactNode }) {
  const { t, language } = usePortalText();
  const data = product.satelliteData;
  const monitoring = safeUrl(data.monitoringUrl, true);
  return (
    <section className="forest-card__satellite" aria-label={t('buy.satellite.label', { name: product.name })}>
      <Heading>{t('buy.satellite.title')}</Heading>
      <p>{t('buy.satellite.observed', { provider: data.provider, date: formatDate(language, data.lastObservation) })}</p>
      <p>
        {t(`buy.satellite.ndvi.${ndviKey(data.ndvi)}`, { value: formatNumber(language, data.ndvi, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}{' '}
        <a className="text-link" href={ndviSource} target="_blank" rel="noopener noreferrer">
          {t('buy.satellite.ndviSource')}
        </a>
      </p>
      {children}
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
  if (product.documents.length === 0) return null;
  // Marketing material is the owner's or ours to promote the forest, not evidence of its stock: listed apart, after it.
  const evidence = product.documents.filter((document) => document.kind !== 'marketing_materials');
  const marketing = product.documents.filter((document) => document.kind === 'marketing_materials');
  return (
    <section className="forest-card__documents" aria-label={t('buy.documents.label', { name: product.name })}>
      <Heading>{t('buy.documents.title')}</Heading>
      {evidence.length > 0 ? <DocumentList documents={evidence} /> : null}
      {marketing.length > 0 ? (
        <>
          <p>{t('buy.documents.marketing')}</p>
          <DocumentList documents={marketing} />
        </>
      ) : null}
    </section>
  );
}

/** Documents as links to download, each with its format, size and date when the API gives them. */
function DocumentList({ documents }: { documents: ForestProduct['documents'] }) {
  const { t, language } = usePortalText();
  const media = useMediaUrl();
  return (
    <ul>
      {documents.map((document) => {
        // The title alone where it names its kind ("Forest contract", "Annual report 2025"), else the kind first.
        const kind = t(`buy.documents.kind.${document.kind}`);
        const named = document.title.toLocaleLowerCase(language).includes(kind.toLocaleLowerCase(language));
        const facts = [
          document.type ? formatOfType(document.type) : null,
          document.size === undefined ? null : fileSize(language, document.size),
          document.date ? formatDate(language, document.date) : null,
        ].filter(Boolean);
        return (
          <li key={document.hash}>
            <a className="text-link" href={media(document.hash)} download>
              {named ? document.title : `${kind}: ${document.title}`}
            </a>
            {facts.length > 0 ? ` (${facts.join(', ')})` : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A media type as a reader names the format: `application/pdf` is "PDF", `image/png` "PNG". */
const formatOfType = (type: string) => (type.split('/')[1] ?? type).split(/[+;.]/)[0]?.toUpperCase() ?? type;

/** A size in bytes as kB (whole, at least 1) or, from a million bytes, MB with one decimal. */
const fileSize = (language: Parameters<typeof formatNumber>[0], bytes: number) =>
  bytes < 1_000_000
    ? formatNumber(language, Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' })
    : formatNumber(language, bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/**
 * A forest's figures (location, certification, size, strategy, price, all its tokens) and what can be bought of it now.
 * The price as this reader is shown prices (../prices.ts): including VAT for a visitor or a private account, net with
 * the VAT added for a business.
 */
export function ForestFigures({ product }: { product: ForestProduct }) {
  const { t, language } = usePortalText();
  const view = priceViewOf(useSession());
  const rate = formatNumber(language, vatRate, { style: 'percent' });
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
          <dd>{t('buy.forest.hectaresValue', { value: formatNumber(language, product.hectares) })}</dd>
        </div>
        {product.strategy ? (
          <div>
            <dt>{t('forests.traits.strategy')}</dt>
            <dd>{t(`forests.traits.strategies.${product.strategy}`)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t(view === 'gross' ? 'buy.forest.priceGross' : 'buy.forest.priceNet', { rate })}</dt>
          <dd>{formatEuro(language, shownTokenPrice(product.pricePerToken, view))}</dd>
        </div>
        <div>
          <dt>{t('buy.forest.total')}</dt>
          <dd>{formatNumber(language, product.totalTokens)}</dd>
        </div>
      </dl>
      <ForestStock product={product} />
    </>
  );
}

/**
 * What a buyer can have of a forest, in plain numbers that add up: the tokens on sale now (the limit of an order) and
 * those sold make the tokens issued so far; a quiet line says how many more the forest contract will issue. Sold out,
 * one bold line in words says so. No bar: a bar of two stocks needed a legend that readers misread.
 */
export function ForestStock({ product }: { product: ForestProduct }) {
  const { t, language } = usePortalText();
  const number = (value: number) => formatNumber(language, value);
  const { availableTokens: available, remainingTokens: remaining, totalTokens: total } = product;
  const sold = Math.max(0, total - remaining);
  const later = Math.max(0, remaining - available);
  return (
    <div className="forest-stock">
      {available === 0 ? (
        <p className="forest-stock__now forest-stock__sold-out">
          <strong>{remaining > 0 ? t('buy.stock.soldOutNow') : t('buy.stock.soldOut', { total: number(total) })}</strong>
        </p>
      ) : null}
      <dl className="forest-stock__figures">
        <div className="forest-stock__figure forest-stock__figure--now">
          <dt>{t('buy.stock.onSale')}</dt>
          <dd>{number(available)}</dd>
        </div>
        <div className="forest-stock__figure">
          <dt>{t('buy.stock.sold')}</dt>
          <dd>{number(sold)}</dd>
        </div>
        <div className="forest-stock__figure">
          <dt>{t('buy.stock.issued')}</dt>
          <dd>{number(available + sold)}</dd>
        </div>
      </dl>
      {later > 0 ? <p className="forest-stock__caption">{t('buy.stock.later', { count: later, later: number(later), total: number(total) })}</p> : null}
    </div>
  );
}

/** ForestStock's place while the forests load: its three figures and its line as grey blocks (the shop's card and the forest page). */
export function ForestStockSkeleton() {
  return (
    <div className="forest-stock">
      <p className="forest-stock__figures">
        {['now', 'sold', 'issued'].map((figure) => (
          <span key={figure} className="forest-stock__figure">
            <SkeletonLine width="short" />
            <SkeletonLine width="short" />
          </span>
        ))}
      </p>
      <p className="forest-stock__caption">
        <SkeletonLine width="long" />
      </p>
    </div>
  );
}
