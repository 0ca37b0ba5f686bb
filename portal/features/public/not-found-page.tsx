import { Link, useLocation } from 'react-router-dom';
import { localized, paths, splitLanguage } from '#portal/lib/paths';
import { Page, usePageText } from './page';

/** What a visitor who followed an old or mistyped link most often came for: each a way on besides the home page. */
const wayOn = ['verify', 'calculator', 'faq', 'contact'] as const;

/**
 * An unknown path: the way home and the pages most often looked for, or inside the customer area the way to its
 * overview (the customer stays there). Its
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
      {inDashboard ? null : (
        <nav className="not-found__on" aria-labelledby="not-found-on">
          <h2 id="not-found-on">{t('pages.notFound.wayOn')}</h2>
          <ul className="not-found__links">
            {wayOn.map((name) => (
              <li key={name}>
                <Link className="text-link" to={localized(language, paths[name])}>
                  {t(`pages.notFound.links.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Page>
  );
}
