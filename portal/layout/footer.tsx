import { Link } from 'react-router-dom';
import { usePortalText } from '../lib/language';
import { legalPages, localized, paths, type PathName } from '../lib/paths';
import { TermsLinks } from './terms-links';
import { openCookieSettings } from './cookie-settings';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from './brand-mark';
import './footer.css';

/**
 * The footer's columns, pages by their names in `paths` (`footer.NAME` is each one's link text): together with the
 * header they lead to every public page (the legal pages on this site).
 */
const columns: readonly (readonly [column: string, pages: readonly PathName[]])[] = [
  ['product', ['howItWorks', 'calculator', 'private', 'business', 'forestOwners', 'verify', 'tokenSale', 'faq']],
  ['company', ['mission', 'team', 'customers', 'partner', 'embed', 'sdg', 'contact']],
  ['legal', legalPages],
];

/** The footer in columns (product, company, legal with the cookie settings), the language switch; the customer area has a slim one of its own. */
export function Footer() {
  const { t, language } = usePortalText();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="footer-about">
          <Link className="brand" to={localized(language, paths.home)} aria-label={t('nav.home')}>
            <BrandMark />
            <span>greenfee</span>
          </Link>
          <p>{t('footer.note')}</p>
          <p>
            <span className="visually-hidden">{t('nav.language')}: </span>
            <LanguageSwitch />
          </p>
        </div>
        {columns.map(([column, pages]) => (
          <nav className="footer-column" key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`}>{t(`footer.columns.${column}`)}</h2>
            <ul className="footer-links">
              {pages.map((page) => (
                <li key={page}>
                  <Link to={localized(language, paths[page])}>{t(`footer.${page}`)}</Link>
                </li>
              ))}
              {column === 'legal' ? <TermsLinks /> : null}
              {column === 'legal' ? (
                <li>
                  <button type="button" className="link-button" onClick={openCookieSettings}>
                    {t('footer.cookieSettings')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <p className="footer-note">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
