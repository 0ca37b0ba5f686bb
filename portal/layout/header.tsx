import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { usePortalText } from '../lib/language';
import { anchors, localized, paths, splitLanguage } from '../lib/paths';
import { useSession } from '../lib/session-guards';
import { useHydrated } from '../lib/hydration';
import { LanguageSwitch } from './language-switch';
import { Modal } from '../lib/modal';
import { BrandMark } from './brand-mark';
import { MainNav, MenuNav } from './main-nav';
import './header.css';

// Loaded for logged-in visitors only: the first download of a public page does not carry it.
const ProfileMenu = lazy(async () => ({ default: (await import('./profile-menu')).ProfileMenu }));

/** Past this many pixels of scrolling the header is fixed, with a shadow (SPEC section 9). */
export const fixedHeaderThreshold = 120;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/**
 * The header: the main navigation (main-nav.tsx; not inside the customer area), language switch, login (not on the
 * login page) and get-started (not on the account pages); below 800 px a menu button and a full-screen menu, which
 * lists the customer area's pages first when logged in, then the main navigation's links.
 */
export function Header() {
  const { t, language } = usePortalText();
  const navigate = useNavigate();
  const fixed = useScrolledPast(fixedHeaderThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  // The get-started button replaces the route with the home page's contact section (SPEC section 2).
  const getStarted = () => {
    setMenuOpen(false);
    void navigate(`${localized(language, paths.home)}#${anchors.contact}`, { replace: true });
  };
  const session = useSession();
  const hydrated = useHydrated();
  const { path } = splitLanguage(useLocation().pathname);
  const account = (inMenu?: boolean) =>
    session.status === 'authenticated' ? (
      <Suspense fallback={inMenu ? null : <span className="profile-menu__placeholder" />}>
        <ProfileMenu user={session.user} onNavigate={() => setMenuOpen(false)} inMenu={inMenu} />
      </Suspense>
    ) : null;
  const actions = (
    <>
      <LanguageSwitch onSwitch={() => setMenuOpen(false)} />
      {session.status === 'unauthenticated' ? (
        <>
          {path === paths.login ? null : hydrated ? (
            <Link className="button button--ghost" to={localized(language, paths.login)} onClick={() => setMenuOpen(false)}>
              {t('nav.login')}
            </Link>
          ) : (
            // Prerendered HTML knows no session: a logged-in visitor must not see "log in" until the stored session
            // is read after hydration. The same box, invisible, so nothing moves.
            <span className="button button--ghost header-login-placeholder" aria-hidden="true">
              {t('nav.login')}
            </span>
          )}
          {path.startsWith('/auth/') ? null : (
            <button type="button" className="button button--arrow" onClick={getStarted}>
              {t('nav.getStarted')}
            </button>
          )}
        </>
      ) : null}
    </>
  );
  return (
    <>
      <header className={fixed ? 'site-header site-header--fixed' : 'site-header'} data-fixed={fixed ? 'true' : 'false'}>
        <div className="site-header__inner">
          <Link className="brand" to={localized(language, paths.home)} aria-label={t('nav.home')}>
            <BrandMark />
            <span className="brand__name">greenfee</span>
          </Link>
          {/* Inside the customer area its own navigation leads (two "Projekte" would mean two things); the menu on phones keeps them. */}
          {path.startsWith(paths.dashboard) ? null : (
            <nav className="desktop-nav" aria-label={t('nav.main')}>
              <MainNav />
            </nav>
          )}
          <div className="header-actions">
            {actions}
            {account()}
          </div>
          <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(true)}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{t('nav.menu')}</span>
          </button>
        </div>
      </header>
      {fixed ? <div className="site-header-spacer" aria-hidden="true" /> : null}
      {menuOpen ? (
        <Modal className="mobile-menu" id="mobile-menu" aria-label={t('nav.menu')} onClose={() => setMenuOpen(false)}>
          <div className="mobile-menu__top">
            <span className="brand">greenfee</span>
            <button type="button" className="menu-button menu-button--close" onClick={() => setMenuOpen(false)}>
              <span>{t('nav.closeMenu')}</span>
            </button>
          </div>
          {account(true)}
          <nav className="mobile-menu__nav" aria-label={t('nav.main')}>
            <MenuNav onNavigate={() => setMenuOpen(false)} />
          </nav>
          <div className="mobile-menu__actions">{actions}</div>
        </Modal>
      ) : null}
    </>
  );
}
