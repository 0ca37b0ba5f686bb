import { memo, useDeferredValue, useEffect, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ForestProduct } from '#shared/api/schemas/product';
import { vatRate } from '#shared/api/money';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { shownTokenPrice } from '#portal/lib/prices';
import { Documents, ForestFigures, ForestStockSkeleton, Satellite } from '#portal/lib/forest/forest-details';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { LoadProblem } from '#portal/lib/load-problem';
import { WithQueries } from '#portal/lib/queries';
import { SkeletonLine } from '#portal/lib/skeleton';
import { useSession } from '#portal/lib/session-guards';
import { usePublicProducts } from '#portal/lib/forest/public-products';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import { ForestHighlight, SpeciesMix } from '#portal/lib/forest/forest-traits';
import { ForestVerification } from '#portal/lib/forest/forest-verification';
import { warmFormats } from '#portal/lib/warm-formats';
import { useForestMonitoring } from './api/get-monitoring';
import { ForestPlaceMap } from './forest-place-map';
import { NdviChart } from './ndvi-chart';

/**
 * A forest project's public page (/forests/:id): where it lies (its region and boundary on a map), its figures and what
 * sets it apart, the way to buy, its species, owner and management, its vegetation index over time and its documents.
 */
export function ForestPage() {
  const { language } = usePortalText();
  useTexts('buy', language);
  useTexts('forests', language);
  useTexts('forestPage', language);
  useEffect(() => warmFormats(language), [language]);
  return (
    <WithQueries>
      <ForestData />
    </WithQueries>
  );
}

function ForestData() {
  const { id } = useParams();
  const query = usePublicProducts();
  const found = query.data?.products.find((entry) => entry._id === id);
  // The loaded page is a large render (the map's geometry, the figures, the texts). The query's update renders in one
  // task; as a deferred value, React renders it in slices the browser can answer input between, the skeleton meanwhile.
  const product = useDeferredValue(found);
  if (query.data && !found) return <ForestNotFound />;
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
          // What a search result shows anyone: the price a private buyer pays, with its VAT (a business's net price
          // is on the page once it is logged in).
          price: formatEuro(language, shownTokenPrice(product.pricePerToken, 'gross')),
          rate: formatNumber(language, vatRate, { style: 'percent' }),
        }
      : undefined,
  );
  if (!product) {
    return (
      <article className="page forest-page" aria-busy="true">
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
  return (
    <article className="page forest-page">
      <h1>{product.name}</h1>
      <ForestBody product={product} />
    </article>
  );
}

/** The loaded page below its h1 (the h1 stays the element the prerendered HTML holds). */
function ForestBody({ product }: { product: ForestProduct }) {
  const { t } = usePortalText();
  const soldOut = product.availableTokens === 0;
  const placeId = useId();
  return (
    <>
      <p className="lead">{product.location}</p>
      <ForestHighlight product={product} className="forest-highlight forest-page__highlight" />
      <div className="forest-page__overview">
        <section className="forest-page__place" aria-labelledby={placeId}>
          <h2 id={placeId} className="visually-hidden">
            {t('forests.place.title')}
          </h2>
          <ForestPlace product={product} />
        </section>
        <div className="forest-page__facts">
          <StorageFigures />
          {/* Sold out, the figures' stock line says so, once; no way to buy follows. */}
          <ForestFigures product={product} />
          <BuyActions soldOut={soldOut} />
        </div>
        {/* After the figures it backs; on a wide screen under the map, so the two columns end level. */}
        {product.verification ? <ForestVerification verification={product.verification} /> : null}
      </div>
      <div className="forest-page__details">
        <ForestAbout product={product} />
        <Satellite product={product} heading="h2">
          <ForestSeries id={product._id} />
        </Satellite>
        <Documents product={product} heading="h2" />
      </div>
      <ExampleDataNotice />
    </>
  );
}

/** The map is a large render (its region's geometry): it renders again only with a boundary of its own. */
const PlaceMap = memo(ForestPlaceMap);

/**
 * The map, with the boundary once the forest's monitoring loads. Only this part and the series below read the
 * monitoring, so its answer does not render the page again; its boundary comes deferred, as the product does.
 */
function ForestPlace({ product }: { product: ForestProduct }) {
  const monitoring = useForestMonitoring(product._id);
  const boundary = useDeferredValue(monitoring.data?.boundary);
  return <PlaceMap product={product} boundary={boundary} failed={monitoring.isError} />;
}

/** The vegetation index over time once the monitoring loads (a chart and a table: deferred, as the product is). */
function ForestSeries({ id }: { id: string }) {
  const monitoring = useForestMonitoring(id);
  const data = useDeferredValue(monitoring.data);
  if (monitoring.isError) return <LoadProblem query={monitoring} />;
  return data ? <NdviChart series={data.ndvi} /> : <NdviSkeleton />;
}

/**
 * What the forest is beyond its figures: its own description, its species, its owner and how it is managed, all in the
 * API's words. The strategy is a key figure above; a fixed sentence explaining it here read the same on every forest
 * with that strategy (issue 41: the forest pages shared sentences), so each forest's description says what it does.
 */
function ForestAbout({ product }: { product: ForestProduct }) {
  const { t } = usePortalText();
  const id = useId();
  return (
    <section className="forest-about" aria-labelledby={id}>
      <h2 id={id}>{t('forests.about.title')}</h2>
      {product.description ? <p className="forest-about__description">{product.description}</p> : null}
      <dl className="forest-about__list">
        {product.species?.length ? (
          <div>
            <dt>{t('forests.traits.species')}</dt>
            <dd>
              <SpeciesMix species={product.species} />
            </dd>
          </div>
        ) : null}
        {product.owner ? (
          <div>
            <dt>{t('forests.traits.owner')}</dt>
            <dd>{product.owner}</dd>
          </div>
        ) : null}
        {product.management ? (
          <div>
            <dt>{t('forests.traits.management')}</dt>
            <dd>{product.management}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * How long the carbon stays stored, as a headline figure beside the forest's others (issue 41: it was fine print):
 * the owner's contract term, the one storage period every text states (`storage.years`, docs/claims.md). Static, so
 * the prerendered page and the skeleton show it as loaded.
 */
function StorageFigures() {
  const { t } = usePortalText();
  const id = useId();
  const figures = ['contract'] as const;
  return (
    <section className="forest-storage" aria-labelledby={id}>
      <h2 id={id} className="forest-storage__title">
        {t('forests.storage.label')}
      </h2>
      <ul className="forest-storage__figures">
        {figures.map((figure) => (
          <li key={figure}>
            <p className="forest-storage__value">{t(`forests.storage.${figure}.value`)}</p>
            <p className="forest-storage__label">{t(`forests.storage.${figure}.label`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The series' place while it loads: the sentence's two lines and the chart's box. */
const NdviSkeleton = () => (
  <div className="skeleton-slot" aria-hidden="true">
    <p>
      <SkeletonLine width="long" />
      <SkeletonLine width="short" />
    </p>
    <span className="ndvi__skeleton skeleton" />
  </div>
);

/**
 * The loaded page's shape while the forest loads (and in the prerendered HTML): the region, the highlight, the map's
 * box, the figures' labels with lines where their values go, the buttons, the facts, the series' box and the
 * documents, so the content fills in without moving the page.
 */
function ForestSkeleton() {
  const { t } = usePortalText();
  const figures = ['location', 'certification', 'hectares', 'strategy', 'price', 'total'] as const;
  const facts = ['species', 'owner', 'management'] as const;
  return (
    <div className="forest-page__skeleton" aria-hidden="true">
      <p className="lead">
        <SkeletonLine width="short" />
      </p>
      <p className="forest-page__highlight">
        <SkeletonLine width="long" />
      </p>
      <div className="forest-page__overview">
        <div className="forest-page__place">
          <figure className="forest-place">
            {/* Austria and its neighbours until the forest's region is known: the same geodata, as a picture that
                comes with the HTML, so the page's largest paint is not held back by the API (its banner's place). */}
            <img className="forest-place__map forest-place__map--pending" src="/images/region-map.svg" alt="" width={800} height={440} fetchPriority="high" />
            <figcaption>
              <SkeletonLine width="long" />
              <SkeletonLine width="short" />
            </figcaption>
          </figure>
        </div>
        <div className="forest-page__facts">
          <StorageFigures />
          <dl className="project-figures">
            {figures.map((figure) => (
              <div key={figure}>
                <dt>{figure === 'strategy' ? t('forests.traits.strategy') : t(`buy.forest.${figure}`)}</dt>
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
        </div>
        {/* No verification card: the template serves every forest, and not every forest has one (it would be a promise). */}
      </div>
      <div className="forest-page__details">
        <section className="forest-about">
          <h2>{t('forests.about.title')}</h2>
          {/* A description's four lines. */}
          <p className="forest-about__description">
            <SkeletonLine width="long" />
            <SkeletonLine width="long" />
            <SkeletonLine width="long" />
            <SkeletonLine width="short" />
          </p>
          <dl className="forest-about__list">
            {facts.map((fact) => (
              <div key={fact}>
                <dt>{t(`forests.traits.${fact}`)}</dt>
                <dd>
                  <SkeletonLine width="long" />
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section>
          <h2>{t('buy.satellite.title')}</h2>
          {/* The observation and the vegetation index now: two lines, one; then the series. */}
          <p>
            <SkeletonLine width="long" />
            <SkeletonLine width="short" />
          </p>
          <p>
            <SkeletonLine width="long" />
          </p>
          <NdviSkeleton />
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

/**
 * Logged in: to the buy page; logged out: to the login, which leads on to the buy page; companies: to the contact form.
 * A sold-out forest offers no way to buy (its "Sold out" says why), logged in or out.
 */
function BuyActions({ soldOut }: { soldOut: boolean }) {
  const { t, language } = usePortalText();
  const session = useSession();
  const buy = localized(language, paths.buy);
  return (
    <p className="forest-page__actions">
      {soldOut ? null : session.status === 'authenticated' ? (
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
