import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ArrowLeftRight, FolderKanban, Hash, LayoutDashboard, Leaf, ShoppingCart, UserRound, type LucideIcon } from 'lucide-react';
import { localized, paths, splitLanguage } from '../lib/paths';
import { formatNumber } from '#shared/i18n/format';
import { cartTokens, useCart } from '../lib/cart';
import { CertificateTracker } from '../lib/certificate-tracking';
import { usePortalText } from '../lib/language';
import { useTexts } from '../lib/locales';
import { WithQueries } from '../lib/queries';
import './customer-pages.css';
import './dashboard-frame.css';

/** The customer navigation, in this order; the overview is marked current on its own path only. */
const entries = [
  ['overview', paths.dashboard, LayoutDashboard],
  ['projects', paths.projects, FolderKanban],
  ['buy', paths.buy, ShoppingCart],
  ['compensate', paths.compensate, Leaf],
  ['transactions', paths.transactions, ArrowLeftRight],
  ['tokenIndexes', paths.tokenIndexes, Hash],
  ['profile', paths.profile, UserRound],
] as const satisfies readonly (readonly [string, string, LucideIcon])[];

/** The entry a path belongs to (a project page belongs to projects), if any. */
const entryOf = (path: string) =>
  entries.find(([, target]) => (target === paths.dashboard ? path === target : path === target || path.startsWith(`${target}/`)));

/**
 * The frame of every page under `/dashboard` (inside the layout route, behind its guard): the query cache once, the
 * customer navigation, the tracking of certificates on their way (a notice when one is ready), and the page
 * (`children`: the route's outlet) in the main landmark. The dashboard texts load with it, so every page has them.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const { language } = usePortalText();
  useTexts('dashboard', language);
  return (
    <WithQueries>
      <CertificateTracker />
      <div className="dashboard">
        <DashboardNav />
        <main id="main" tabIndex={-1} className="dashboard__main">
          {children}
        </main>
      </div>
    </WithQueries>
  );
}

/** A sidebar from 800 px; below, one button naming the current page that opens the list (no horizontal scrolling). */
function DashboardNav() {
  const { t, language } = usePortalText();
  const { path } = splitLanguage(useLocation().pathname.replace(/\/+$/, '') || '/');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = entryOf(path);
  // A navigation closes the list on phones.
  useEffect(() => setOpen(false), [path]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav className="dashboard-nav" aria-label={t('dashboard.nav.label')} onKeyDown={closeOnEscape}>
      <button ref={toggle} type="button" className="dashboard-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className="dashboard-nav__menu">{t('dashboard.nav.menu')}</span>{' '}
        {current ? <span className="dashboard-nav__current">{t(`dashboard.nav.${current[0]}`)}</span> : null}
      </button>
      <ul id={listId} className={open ? 'dashboard-nav__list dashboard-nav__list--open' : 'dashboard-nav__list'}>
        {entries.map(([key, target, Icon]) => (
          <li key={key}>
            <NavLink to={localized(language, target)} end={target === paths.dashboard} onClick={() => setOpen(false)}>
              <Icon className="icon" aria-hidden="true" />
              {t(`dashboard.nav.${key}`)}
              {key === 'buy' ? <CartBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The number of tokens in the cart, at the buy entry (a screen reader hears it as words). */
function CartBadge() {
  const { t, language } = usePortalText();
  const tokens = cartTokens(useCart());
  if (tokens === 0) return null;
  return (
    <>
      {' '}
      <span className="cart-badge" aria-hidden="true">
        {tokens}
      </span>
      <span className="visually-hidden">{t('dashboard.nav.cart', { count: tokens, tokens: formatNumber(language, tokens) })}</span>
    </>
  );
}
