import { Link, useParams } from 'react-router-dom';
import type { ForestProduct } from '#shared/api/schemas/product';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { Documents, ForestFigures, ForestStockSkeleton, Satellite } from '#portal/lib/forest/forest-details';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { LoadProblem } from '#portal/lib/load-problem';
import { WithQueries } from '#portal/lib/queries';
import { SkeletonLine } from '#portal/lib/skeleton';
import { useSession } from '#portal/lib/session-guards';
import { usePublicProducts } from '#portal/lib/forest/public-products';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import './forests.css';

/** A forest project's public page (/forests/:id): the buy page's figures, satellite data and documents, and the way to buy. */
export function ForestPage() {
  const { language } = usePortalText();
  useTexts('buy', language);
  useTexts('forests', language);
  return (
    <WithQueries>
      <ForestData />
    </WithQueries>
  );
}

function ForestData() {
  const { id } = useParams();
  const query = usePublicProducts();
  const product = query.data?.products.find((entry) => entry._id === id);
  if (query.data && !product) return <ForestNotFound />;
  return <ForestView product={product} query={query} />;
}

/**
 * One forest, or while the list loads (and in the prerendered HTML, which serves every forest) a generic title and a
 * sized skeleton. One component for both, so the heading the browser parsed is the one the data fills in.
 */
function ForestView({ product, query }: { product: ForestProduct | undefined; query: ReturnType<typeof usePublicProducts> }) {
  const { t, language } = usePortalText();
  usePageMeta(
    product ? 'forests.page' : 'forests.pending',
    product
      ? {
          name: product.name,
          location: product.location,
          hectares: formatNumber(language, product.hectares),
          certification: product.certification,
          price: formatEuro(language, product.pricePerToken),
        }
      : undefined,
  );
  if (!product) {
    return (
      <article className="page forest-page" aria-busy="true">
        <ForestBanner />
        <h1>{t('forests.pending.h1')}</h1>
        {query.isError ? (
          <LoadProblem query={query} />
        ) : (
          <>
            <span className="visually-hidden" role="status">
              {t('common.loading')}
            </span>
            <ForestSkeleton />
            <ExampleDataNotice />
          </>
        )}
      </article>
    );
  }
  const soldOut = product.availableTokens === 0;
  return (
    <article className="page forest-page">
      <ForestBanner />
      <h1>{product.name}</h1>
      <p className="lead">{product.location}</p>
      <ForestFigures product={product} />
      {soldOut ? (
        <p className="forest-page__sold-out">
          <strong>{t('forests.page.soldOut')}</strong>
        </p>
      ) : null}
      <BuyActions />
      <div className="forest-page__details">
        <Satellite product={product} heading="h2" />
        <Documents product={product} heading="h2" />
      </div>
      <ExampleDataNotice />
    </article>
  );
}

/** The page's band (drawn for greenfee, decorative), the same while the forest loads and after. */
const ForestBanner = () => <img className="forest-page__banner" src="/images/forest-banner.svg" alt="" width={1200} height={300} fetchPriority="high" />;

/**
 * The loaded page's shape while the forest loads (and in the prerendered HTML): the figures' labels, lines where their
 * values go, the buttons, the satellite image and the documents, so the content fills in without moving the page.
 */
function ForestSkeleton() {
  const { t } = usePortalText();
  const figures = ['location', 'certification', 'hectares', 'price', 'total'] as const;
  return (
    <div className="forest-page__skeleton" aria-hidden="true">
      <p className="lead">
        <SkeletonLine width="short" />
      </p>
      <dl className="project-figures">
        {figures.map((figure) => (
          <div key={figure}>
            <dt>{t(`buy.forest.${figure}`)}</dt>
            <dd>
              <SkeletonLine width="long" />
            </dd>
          </div>
        ))}
      </dl>
      <ForestStockSkeleton />
      {/* The buttons' words give them their width, unseen (text in a see-through colour would be text without contrast). */}
      <p className="forest-page__actions">
        <span className="button skeleton">
          <span>{t('forests.page.login')}</span>
        </span>
        <span className="button skeleton">
          <span>{t('forests.page.contact')}</span>
        </span>
      </p>
      <div className="forest-page__details">
        <section>
          <h2>{t('buy.satellite.title')}</h2>
          <span className="forest-page__image-skeleton skeleton" />
          {/* The observation, the vegetation index and the monitoring link: two lines, one, two. */}
          <p>
            <SkeletonLine width="long" />
            <SkeletonLine width="short" />
          </p>
          <p>
            <SkeletonLine width="long" />
          </p>
          <p>
            <SkeletonLine width="long" />
            <SkeletonLine width="short" />
          </p>
        </section>
        <section>
          <h2>{t('buy.documents.title')}</h2>
          {/* A forest's four kinds of documents. */}
          <ul>
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <SkeletonLine width="long" />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** Logged in: to the buy page; logged out: to the login, which leads on to the buy page; companies: to the contact form. */
function BuyActions() {
  const { t, language } = usePortalText();
  const session = useSession();
  const buy = localized(language, paths.buy);
  return (
    <p className="forest-page__actions">
      {session.status === 'authenticated' ? (
        <Link className="button" to={buy}>
          {t('forests.page.buy')}
        </Link>
      ) : (
        <Link className="button" to={`${localized(language, paths.login)}?${new URLSearchParams({ next: buy }).toString()}`}>
          {t('forests.page.login')}
        </Link>
      )}
      <Link className="button button--ghost" to={localized(language, paths.contact)}>
        {t('forests.page.contact')}
      </Link>
    </p>
  );
}

function ForestNotFound() {
  const { t, language } = usePortalText();
  usePageMeta('forests.notFound');
  return (
    <article className="page">
      <h1>{t('forests.notFound.h1')}</h1>
      <p>{t('forests.notFound.text')}</p>
      <p>
        <Link className="button" to={localized(language, paths.home)}>
          {t('forests.page.back')}
        </Link>
      </p>
    </article>
  );
}
