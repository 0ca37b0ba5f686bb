import { Link } from 'react-router';
import { usePortalText } from '../lib/language';
import { localized, paths } from '../app/paths';
import { useServices } from '../lib/services';
import { openCookieSettings } from './cookie-settings';

/** Footer links of SPEC section 2 and the cookie settings; the root layout hides the footer on dashboard paths. */
export function Footer() {
  const { t, language } = usePortalText();
  const { config } = useServices();
  const internal = [
    ['faq', paths.faq],
    ['mission', paths.mission],
    ['customers', paths.customers],
    ['sdg', paths.sdg],
    ['partner', paths.partner],
  ] as const;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="footer-links">
          {internal.map(([key, path]) => (
            <li key={key}>
              <Link to={localized(language, path)}>{t(`footer.${key}`)}</Link>
            </li>
          ))}
          <li>
            <a href={config.links.privacyPolicy} rel="noopener">
              {t('footer.privacy')}
              <span className="visually-hidden"> {t('nav.external')}</span>
            </a>
          </li>
          <li>
            <a href={config.links.imprint} rel="noopener">
              {t('footer.imprint')}
              <span className="visually-hidden"> {t('nav.external')}</span>
            </a>
          </li>
          <li>
            <button type="button" className="link-button" onClick={openCookieSettings}>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </ul>
      </nav>
      <p className="footer-note">{t('footer.note')}</p>
    </footer>
  );
}
