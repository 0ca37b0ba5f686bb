import { Link } from 'react-router-dom';
import { vatRate } from '#shared/api/money';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { localized, paramPaths } from '#portal/lib/paths';
import { usePortalText } from '../language';
import { priceViewOf, shownTokenPrice } from '../prices';
import { useSession } from '../session-guards';
import { LoadProblem } from '../load-problem';
import { useTexts } from '../locales';
import { WithQueries } from '../queries';
import { ForestImage } from './forest-image';
import { ForestHighlight, ForestTraitRows } from './forest-traits';
import { usePublicProducts } from './public-products';

/** Forest project cards from /product/list (at most `limit`), each leading to its public page. */
export function ForestCards({ limit, headingLevel = 3 }: { limit?: number; headingLevel?: 2 | 3 }) {
  const { language } = usePortalText();
  useTexts('forests', language);
  return (
    <WithQueries>
      <Cards limit={limit} headingLevel={headingLevel} />
    </WithQueries>
  );
}

function Cards({ limit, headingLevel }: { limit?: number; headingLevel: 2 | 3 }) {
  const { t } = usePortalText();
  const query = usePublicProducts();
  if (query.isError) return <LoadProblem query={query} />;
  if (!query.data) {
    // Placeholders of the cards' size, so nothing below moves when they fill in; the loading state said beside the
    // list, which holds only its items.
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <ul className="card-grid forest-cards" aria-hidden="true">
          {Array.from({ length: limit ?? 3 }, (_, index) => (
            <li key={index} className="card forest-tile forest-tile--skeleton">
              <span className="forest-tile__image" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const products = limit === undefined ? query.data.products : query.data.products.slice(0, limit);
  return (
    <ul className="card-grid forest-cards">
      {products.map((product) => (
        <ForestTile key={product._id} product={product} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

function ForestTile({ product, headingLevel }: { product: ForestProduct; headingLevel: 2 | 3 }) {
  const { t, language } = usePortalText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const soldOut = product.availableTokens === 0;
  // A visitor and a private account see the price including VAT, a business the net price (../prices.ts).
  const view = priceViewOf(useSession());
  const rate = formatNumber(language, vatRate, { style: 'percent' });
  return (
    <li className="card forest-tile">
      <ForestImage product={product} className="forest-tile__image" />
      <Heading className="card__title">
        <Link className="forest-tile__link" to={localized(language, paramPaths.forest.href({ id: product._id }))}>
          {product.name}
        </Link>
      </Heading>
      <p className="card__meta">{product.location}</p>
      <ForestHighlight product={product} className="forest-highlight forest-tile__highlight" />
      <dl className="forest-tile__figures">
        <div>
          <dt>{t('forests.card.certification')}</dt>
          <dd>
            <span className="badge">{product.certification}</span>
          </dd>
        </div>
        <div>
          <dt>{t('forests.card.hectares')}</dt>
          <dd>{t('forests.card.hectaresValue', { value: formatNumber(language, product.hectares) })}</dd>
        </div>
        <div>
          <dt>{t(view === 'gross' ? 'forests.card.priceGross' : 'forests.card.priceNet', { rate })}</dt>
          <dd>{formatEuro(language, shownTokenPrice(product.pricePerToken, view))}</dd>
        </div>
        <div>
          <dt>{t('forests.card.availability')}</dt>
          <dd className={soldOut ? 'forest-tile__sold-out' : undefined}>
            {soldOut ? t('forests.card.soldOut') : t('forests.card.available', { count: formatNumber(language, product.availableTokens) })}
          </dd>
        </div>
        <ForestTraitRows product={product} rowClass="forest-tile__wide" />
      </dl>
    </li>
  );
}
