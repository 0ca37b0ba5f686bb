import { Link } from 'react-router';
import { usePortalText } from '../lib/language';
import { localized, paths } from '../lib/paths';
import { openCookieSettings } from './cookie-settings';
import { LanguageSwitch } from './language-switch';
import { BrandMark } from './brand-mark';
import './footer.css';

type FooterPath = (typeof paths)[keyof typeof paths];

/** The footer's columns: together with the header they lead to every public page (the legal pages on this site). */
const columns: readonly (readonly [column: string, links: readonly (readonly [key: string, path: FooterPath])[]])[] = [
  [
    'product',
    [
      ['howItWorks', paths.howItWorks],
      ['private', paths.private],
      ['business', paths.business],
      ['forestOwners', paths.forestOwners],
      ['verify', paths.verify],
      ['tokenSale', paths.tokenSale],
      ['faq', paths.faq],
    ],
  ],
  [
    'company',
    [
      ['mission', paths.mission],
      ['team', paths.team],
      ['customers', paths.customers],
      ['partner', paths.partner],
      ['sdg', paths.sdg],
      ['contact', paths.contact],
    ],
  ],
  [
    'legal',
    [
      ['imprint', paths.impressum],
      ['privacy', paths.privacyPolicy],
      ['accessibility', paths.accessibility],
    ],
  ],
];

/** The footer in columns (product, company, legal with the cookie settings), the language switch; hidden in the customer area. */
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
        {columns.map(([column, links]) => (
          <nav className="footer-column" key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`}>{t(`footer.columns.${column}`)}</h2>
            <ul className="footer-links">
              {links.map(([key, path]) => (
                <li key={key}>
                  <Link to={localized(language, path)}>{t(`footer.${key}`)}</Link>
                </li>
              ))}
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
