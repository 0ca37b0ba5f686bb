/**
 * The logged-in visitor's navigation: the header's profile menu, and the customer area's links (the frame's sidebar,
 * the phone's menu): one module, which the header loads lazily for whoever is logged in (so the home route's first
 * download does not carry it) and the frame imports.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeftRight, FileText, FolderKanban, LayoutDashboard, Leaf, ShoppingCart, UserRound, type LucideIcon } from 'lucide-react';
import type { User } from '#shared/api/schemas/user';
import { formatNumber } from '#shared/i18n/format';
import { cartTokens, useCart } from '../lib/cart';
import { usePortalText } from '../lib/language';
import { useTexts } from '../lib/locales';
import { localized, paramPaths, paths, splitLanguage } from '../lib/paths';
import { useLogout } from '../lib/logout';
import { initialsOf, useIsBusiness } from '../lib/session-guards';
import './profile-menu.css';

/**
 * The logged-in header's profile menu: a menu button labelled with the initials (WAI-ARIA menu button pattern:
 * Enter, Space or ArrowDown open it on the first item; arrows, Home and End move; Escape and Tab close it).
 * `inMenu`: in the header's full-screen menu (phones), the customer area's pages and the account instead, as plain
 * links and a button (the one navigation there).
 */
export function ProfileMenu({ user, onNavigate, inMenu }: { user: User; onNavigate?: () => void; inMenu?: boolean | undefined }) {
  const { language } = usePortalText();
  useTexts('dashboard', language);
  const endSession = useLogout();
  const navigate = useNavigate();
  const logout = () => {
    onNavigate?.();
    endSession();
    void navigate(`${localized(language, paths.login)}?reason=logged_out`, { replace: true });
  };
  return inMenu ? <AccountMenu user={user} onNavigate={onNavigate} onLogout={logout} /> : <MenuButton user={user} onNavigate={onNavigate} onLogout={logout} />;
}

interface MenuProps {
  user: User;
  onNavigate: (() => void) | undefined;
  onLogout: () => void;
}

/** The phone's menu when logged in: every page of the customer area (the current one marked), then who is logged in and "log out", then the title of the public links. */
function AccountMenu({ user, onNavigate, onLogout }: MenuProps) {
  const { t, language } = usePortalText();
  useTexts('dashboard', language);
  return (
    <>
      <nav className="mobile-menu__account" aria-label={t('dashboard.nav.label')}>
        <CustomerNavLinks className="mobile-menu__customer" onNavigate={onNavigate} />
      </nav>
      <div className="mobile-menu__user">
        <span className="mobile-menu__avatar" aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className="mobile-menu__who">
          {user.name} {user.lastName}
          <span>{user.email}</span>
        </span>
        <button type="button" className="button button--ghost" onClick={onLogout}>
          {t('dashboard.menu.logout')}
        </button>
      </div>
      {/* The public links follow (the header's own): a title tells them from the customer area's ("Projekte" twice). */}
      <p className="mobile-menu__more">{t('dashboard.menu.more')}</p>
    </>
  );
}

/** While `open`, a press outside `inside` (the menu and its button) calls `close`. */
function useCloseOnPressOutside(open: boolean, inside: readonly RefObject<HTMLElement | null>[], close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent) => {
      if (!inside.some((ref) => ref.current?.contains(event.target as Node))) close();
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- the refs and the closer stay the same while open
}

function MenuButton({ user, onNavigate, onLogout }: MenuProps) {
  const { t, language } = usePortalText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const [focusOnOpen, setFocusOnOpen] = useState<number | null>(null);
  useEffect(() => {
    if (open && focusOnOpen !== null) focusItem(focusOnOpen);
  }, [open, focusOnOpen]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once, when the menu opens
  useCloseOnPressOutside(open, [menu, button], () => setOpen(false));

  const openAt = (index: number) => {
    setFocusOnOpen(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setFocusOnOpen(null);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };
  const chosen = () => {
    close(false);
    onNavigate?.();
  };
  const logout = () => {
    close(false);
    onLogout();
  };
  // The overview and the transactions named as the customer navigation names them (one word for one thing).
  const links = [
    ['nav.overview', paths.dashboard],
    ['menu.profile', paths.profile],
    ['nav.transactions', paths.transactions],
  ] as const;
  return (
    <div className="profile-menu">
      <button
        ref={button}
        type="button"
        className="profile-menu__button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('dashboard.menu.label', { initials: initialsOf(user), name: `${user.name} ${user.lastName}` })}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {initialsOf(user)}
      </button>
      {open ? (
        <ul className="menu-panel profile-menu__list" role="menu" id={`${id}-menu`} aria-labelledby={`${id}-button`} ref={menu} onKeyDown={onMenuKey}>
          {links.map(([key, path]) => (
            <li role="none" key={key}>
              <Link role="menuitem" tabIndex={-1} to={localized(language, path)} onClick={chosen}>
                {t(`dashboard.${key}`)}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={logout}>
              {t('dashboard.menu.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The customer area's pages, in this order, each with the paths below it that belong to it: a project's pages and its
 * certificates to projects (the certificate page leads back to its project), a payment's return page to buy, a
 * transaction to transactions. The overview is current on its own path only. The CSRD report is a business account's
 * own page and has its entry there alone: a private account has no report to make (its address explains that).
 * The token indexes have no entry and mark none: they are reached from a project, a certificate and the overview, not
 * from any one entry, so marking one would tell a customer they were somewhere they had not been.
 */
const entries = [
  ['overview', paths.dashboard, LayoutDashboard, []],
  ['projects', paths.projects, FolderKanban, [paramPaths.certificate.pattern.replace('/:id', '')]],
  ['buy', paths.buy, ShoppingCart, []],
  ['compensate', paths.compensate, Leaf, []],
  ['transactions', paths.transactions, ArrowLeftRight, []],
  ['report', paths.report, FileText, []],
  ['profile', paths.profile, UserRound, []],
] as const satisfies readonly (readonly [string, string, LucideIcon, readonly string[]])[];

const within = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

/** The key of the entry a path (without its language prefix) belongs to, if any. */
function customerEntryOf(path: string): (typeof entries)[number][0] | undefined {
  return entries.find(([key, target, , also]) => (key === 'overview' ? path === target : [target, ...also].some((section) => within(path, section))))?.[0];
}

/**
 * The links to every page of the customer area, the current one (or the one the current page belongs to) marked with
 * `aria-current="page"`: the sidebar of the frame from 800 px, and the header's menu on phones (the one navigation
 * there). `onNavigate` runs on a click (the menu closes).
 */
export function CustomerNavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t, language } = usePortalText();
  useTexts('dashboard', language);
  const business = useIsBusiness();
  const current = customerEntryOf(splitLanguage(useLocation().pathname.replace(/\/+$/, '') || '/').path);
  return (
    <ul className={className}>
      {entries
        .filter(([key]) => key !== 'report' || business)
        .map(([key, target, Icon]) => (
          <li key={key}>
            <Link to={localized(language, target)} aria-current={key === current ? 'page' : undefined} onClick={onNavigate}>
              <Icon className="icon" aria-hidden="true" />
              {t(`dashboard.nav.${key}`)}
              {key === 'buy' ? <CartBadge /> : null}
            </Link>
          </li>
        ))}
    </ul>
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
