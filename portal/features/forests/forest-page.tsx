import { Link, useParams } from 'react-router';
import type { ForestProduct } from '../../../shared/api/schemas/product';
import { formatEuro, formatNumber } from '../../../shared/i18n/format';
import { localized, paths } from '../../app/paths';
import { Documents, ForestFigures, Satellite } from '../../lib/forest/forest-details';
import { usePageMeta, usePortalText } from '../../lib/language';
import { useTexts } from '../../lib/locales';
import { WithQueries } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { usePublicProducts } from '../../lib/forest/public-products';
import { ExampleDataNotice } from '../../lib/forest/example-notice';
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
  return <ForestView product={product} failed={query.isError} retry={() => void query.refetch()} />;
}

/**
 * One forest, or while the list loads (and in the prerendered HTML, which serves every forest) a generic title and a
 * sized skeleton. One component for both, so the heading the browser parsed is the one the data fills in.
 */
function ForestView({ product, failed, retry }: { product: ForestProduct | undefined; failed: boolean; retry: () => void }) {
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
        <h1>{t('forests.pending.h1')}</h1>
        {failed ? (
          <p className="load-problem" role="alert">
            {t('common.loadFailed')}{' '}
            <button type="button" className="link-button" onClick={retry}>
              {t('common.retry')}
            </button>
          </p>
        ) : (
          <div className="forest-page__skeleton" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        )}
      </article>
    );
  }
  const soldOut = product.availableTokens === 0;
  return (
    <article className="page forest-page">
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
        <Satellite product={product} />
        <Documents product={product} />
      </div>
      <ExampleDataNotice />
    </article>
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
