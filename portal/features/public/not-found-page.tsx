import { Link, useLocation } from 'react-router-dom';
import { localized, paths, splitLanguage } from '#portal/lib/paths';
import { Page, usePageText } from './page';

/**
 * An unknown path: the way home, or inside the customer area the way to its overview (the customer stays there). Its
 * texts are the public pages' (`usePageText` waits for them: this page's own lines are written before `Page` renders,
 * and with the plain text hook they showed their keys whenever the bundle came after them, as on a reload).
 */
export function NotFoundPage() {
  const { t, language } = usePageText();
  const location = useLocation();
  const inDashboard = splitLanguage(location.pathname).path.startsWith(`${paths.dashboard}/`);
  return (
    <Page metaKey="notFound">
      <p>{t('pages.notFound.text', { path: location.pathname })}</p>
      <p>
        <Link className="button" to={localized(language, inDashboard ? paths.dashboard : paths.home)}>
          {t(inDashboard ? 'pages.notFound.overview' : 'pages.notFound.home')}
        </Link>
      </p>
    </Page>
  );
}
