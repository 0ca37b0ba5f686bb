import { Link, useLocation } from 'react-router';
import { usePortalText } from '#portal/lib/language';
import { localized, paths } from '#portal/lib/paths';
import { Page } from './page';

export function NotFoundPage() {
  const { t, language } = usePortalText();
  const location = useLocation();
  return (
    <Page metaKey="notFound">
      <p>{t('pages.notFound.text', { path: location.pathname })}</p>
      <p>
        <Link className="button" to={localized(language, paths.home)}>
          {t('pages.notFound.home')}
        </Link>
      </p>
    </Page>
  );
}
