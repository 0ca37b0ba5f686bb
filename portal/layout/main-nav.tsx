import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePortalText } from '../lib/language';
import { localized, paths, sections, splitLanguage, type PathName } from '../lib/paths';
import { useServices } from '../lib/services';

/** The audience pages, under "for whom". */
const audiences = ['business', 'private', 'forestOwners'] as const satisfies readonly PathName[];
/** The pages a visitor looks for by name, in one row with "for whom". */
const tools = ['calculator', 'verify'] as const satisfies readonly PathName[];
/** The marketing site's pages (SPEC section 2's header menu), under "more". */
const marketing = ['projects', 'contact', 'team', 'blog', 'auditors'] as const;

/** A link to one of the portal's pages, marked as the page the visitor is on when it is. */
function PageLink({ page, onNavigate }: { page: PathName; onNavigate?: (() => void) | undefined }) {
  const { t, language } = usePortalText();
  const { path } = splitLanguage(useLocation().pathname);
  return (
    <li>
      <Link to={localized(language, paths[page])} aria-current={path === paths[page] ? 'page' : undefined} onClick={onNavigate}>
        {t(`nav.${page}`)}
      </Link>
    </li>
  );
}

/** The forests: the partner page's map and list of every forest, each leading to its own page. */
function ForestsLink({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t, language } = usePortalText();
  return (
    <li>
      <Link to={`${localized(language, paths.partner)}#${sections.forests}`} onClick={onNavigate}>
        {t('nav.forests')}
      </Link>
    </li>
  );
}

function MarketingLinks() {
  const { t } = usePortalText();
  const { config } = useServices();
  return marketing.map((key) => (
    <li key={key}>
      <a href={config.links[key]} rel="noopener">
        {t(`nav.${key}`)}
        <span className="visually-hidden"> {t('nav.external')}</span>
      </a>
    </li>
  ));
}

/**
 * A button that shows and hides a list of links (the disclosure pattern of the WAI-ARIA practices' navigation menu):
 * Tab walks through it as through the page, Escape closes it and gives the focus back to its button, and it closes
 * when the focus or a press goes elsewhere, or a link in it is followed.
 */
function Disclosure({ label, current, children }: { label: string; current: boolean; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPress = (event: globalThis.MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onPick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return (
    <li className="nav-disclosure" ref={box} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={current ? 'nav-disclosure__button nav-disclosure__button--current' : 'nav-disclosure__button'}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* A click here only closes the list after a link took it (Enter on a link is a click too). */}
      <ul id={id} className="menu-panel nav-disclosure__list" hidden={!open} onClick={onPick}>
        {children}
      </ul>
    </li>
  );
}

/**
 * The public site's navigation from 800 px, in one row: for whom (the audience pages), the forests, the calculator,
 * the verification, and the marketing site's pages under "more".
 */
export function MainNav() {
  const { t } = usePortalText();
  const { path } = splitLanguage(useLocation().pathname);
  return (
    <ul className="nav-list">
      <Disclosure label={t('nav.forWhom')} current={audiences.some((page) => paths[page] === path)}>
        {audiences.map((page) => (
          <PageLink key={page} page={page} />
        ))}
      </Disclosure>
      <ForestsLink />
      {tools.map((page) => (
        <PageLink key={page} page={page} />
      ))}
      <Disclosure label={t('nav.more')} current={false}>
        <MarketingLinks />
      </Disclosure>
    </ul>
  );
}

/** The same links in the phone's full-screen menu, open: the groups under their names, each link closes the menu. */
export function MenuNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = usePortalText();
  return (
    <>
      <h2 className="mobile-menu__group">{t('nav.forWhom')}</h2>
      <ul className="mobile-menu__links">
        {audiences.map((page) => (
          <PageLink key={page} page={page} onNavigate={onNavigate} />
        ))}
      </ul>
      <ul className="mobile-menu__links">
        <ForestsLink onNavigate={onNavigate} />
        {tools.map((page) => (
          <PageLink key={page} page={page} onNavigate={onNavigate} />
        ))}
      </ul>
      <h2 className="mobile-menu__group">{t('nav.more')}</h2>
      <ul className="mobile-menu__links">
        <MarketingLinks />
      </ul>
    </>
  );
}
