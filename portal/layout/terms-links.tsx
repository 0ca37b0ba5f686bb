import { Link } from 'react-router-dom';
import { usePortalText } from '../lib/language';
import { localized, paths, sections } from '../lib/paths';
import { useServices } from '../lib/services';

/**
 * The legal links that are no page of their own, after the legal pages in both footers: the terms (on the marketing
 * site, as at the sign-up and the checkout) and the imprint's section on the right of withdrawal.
 */
export function TermsLinks() {
  const { t, language } = usePortalText();
  const { config } = useServices();
  return (
    <>
      <li>
        <a href={config.links.terms} rel="noopener">
          {t('footer.terms')}
          <span className="visually-hidden"> {t('nav.external')}</span>
        </a>
      </li>
      <li>
        <Link to={`${localized(language, paths.impressum)}#${sections.withdrawal}`}>{t('footer.withdrawal')}</Link>
      </li>
    </>
  );
}
