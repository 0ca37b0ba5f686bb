import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '#shared/api/schemas/user';
import { usePortalText } from '../lib/language';
import { useTexts } from '../lib/locales';
import { localized, paths } from '../lib/paths';
import { useLogout } from '../lib/logout';
import { initialsOf } from '../lib/session';
import './profile-menu.css';

/**
 * The logged-in header's profile menu: a menu button labelled with the initials (WAI-ARIA menu button pattern:
 * Enter, Space or ArrowDown open it on the first item; arrows, Home and End move; Escape and Tab close it).
 */
export function ProfileMenu({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t, language } = usePortalText();
  useTexts('auth', language);
  const endSession = useLogout();
  const navigate = useNavigate();
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
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

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
    chosen();
    endSession();
    void navigate(`${localized(language, paths.login)}?reason=logged_out`, { replace: true });
  };
  const links = [
    ['dashboard', paths.dashboard],
    ['profile', paths.profile],
    ['transactions', paths.transactions],
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
        aria-label={t('auth.menu.label', { initials: initialsOf(user), name: `${user.name} ${user.lastName}` })}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {initialsOf(user)}
      </button>
      {open ? (
        <ul className="profile-menu__list" role="menu" id={`${id}-menu`} aria-labelledby={`${id}-button`} ref={menu} onKeyDown={onMenuKey}>
          {links.map(([key, path]) => (
            <li role="none" key={key}>
              <Link role="menuitem" tabIndex={-1} to={localized(language, path)} onClick={chosen}>
                {t(`auth.menu.${key}`)}
              </Link>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={logout}>
              {t('auth.menu.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
