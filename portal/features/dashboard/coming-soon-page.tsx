import { Link } from 'react-router';
import { localized, paths } from '../../app/paths';
import { usePageMeta, usePortalText } from '../../lib/language';

type ComingPage = 'tokenIndexes';

/** A page of the customer area that a later stage brings: its heading, and that it comes soon. */
function ComingSoonPage({ page }: { page: ComingPage }) {
  const { t, language } = usePortalText();
  usePageMeta(`dashboard.pages.${page}`);
  return (
    <article className="page">
      <h1>{t(`dashboard.pages.${page}.h1`)}</h1>
      <p>{t('dashboard.comingSoon.text')}</p>
      <p>
        <Link className="text-link" to={localized(language, paths.dashboard)}>
          {t('dashboard.comingSoon.back')}
        </Link>
      </p>
    </article>
  );
}

export const TokenIndexesPage = () => <ComingSoonPage page="tokenIndexes" />;
