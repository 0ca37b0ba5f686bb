/**
 * Every route of the portal, in one place. German is unprefixed (`/faq`), English lives under `/en` (`/en/faq`).
 * No `window` here: the server (404 status) and a prerenderer read this file too.
 */
import type { Language } from '../../shared/i18n/languages';

export const paths = {
  home: '/',
  choice: '/start',
  private: '/private',
  business: '/business',
  forestOwners: '/forest-owners',
  meeting: '/forest-owners/meeting',
  howItWorks: '/how-it-works',
  faq: '/faq',
  mission: '/mission',
  customers: '/customers',
  sdg: '/sdg',
  team: '/team',
  partner: '/partner',
  contact: '/contact',
  impressum: '/impressum',
  privacyPolicy: '/privacy-policy',
  verify: '/verify',
  tokenSale: '/token-sale',
  login: '/auth/login',
  signUp: '/auth/sign-up',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  transactions: '/dashboard/transactions',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** Home-page anchors of SPEC section 2. */
export const anchors = { token: 'greenFeeToken', partners: 'partners', contact: 'contact' } as const;

/** The public pages, each with its own title and description (the dashboard and auth pages are not public pages). */
export const publicPages = [
  'home', 'choice', 'private', 'business', 'forestOwners', 'meeting', 'howItWorks', 'faq', 'mission', 'customers', 'sdg', 'team', 'partner', 'contact',
  'impressum', 'privacyPolicy', 'verify', 'tokenSale',
] as const satisfies readonly PathName[];

const englishPrefix = '/en';

/** The path of `path` in `language`. */
export function localized(language: Language, path: string): string {
  if (language === 'de') return path;
  return path === '/' ? englishPrefix : `${englishPrefix}${path}`;
}

/** The language a pathname is in, and the pathname without its language prefix. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`)) {
    return { language: 'en', path: pathname.slice(englishPrefix.length) || '/' };
  }
  return { language: 'de', path: pathname || '/' };
}

/** The same page in another language, keeping the query string and the hash. */
export function switchLanguage(location: { pathname: string; search: string; hash: string }, target: Language): string {
  const { path } = splitLanguage(location.pathname);
  return `${localized(target, path)}${location.search}${location.hash}`;
}

/**
 * Where to go back to after a login: only a path of this site (`/…`, never `//host` or a full URL), else null.
 * Control characters and backslashes are refused outright: URL parsing drops tabs and newlines and reads `\` as `/`,
 * so `/\t/evil.example` would become `//evil.example`.
 */
export function safeNext(value: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = 'http://portal.invalid';
  return new URL(value, base).origin === base ? value : null;
}

/** Whether a pathname (either language) is one of the portal's routes; everything else is a 404. */
export function isKnownPath(pathname: string): boolean {
  const { path } = splitLanguage(pathname.replace(/\/+$/, '') || '/');
  if (path === paths.dashboard || path.startsWith(`${paths.dashboard}/`)) return true;
  return (Object.values(paths) as string[]).includes(path);
}
