/**
 * Every route of the portal, in one place. German is unprefixed (`/faq`), English lives under `/en` (`/en/faq`); a
 * page with a word of its own in each language has its English path in `englishPaths`. Everything else (the router,
 * the server's 404s, the prerender, the sitemap, the static hosts' configurations) asks `localized` and `splitLanguage`.
 * No `window` here: the server (404 status) and a prerenderer read this file too.
 */
import type { Language } from '#shared/i18n/languages';

export const paths = {
  home: '/',
  choice: '/start',
  private: '/private',
  business: '/business',
  forestOwners: '/forest-owners',
  meeting: '/forest-owners/meeting',
  howItWorks: '/how-it-works',
  /** The footprint calculator: the same slug in both languages (`/en/calculator`). */
  calculator: '/calculator',
  faq: '/faq',
  mission: '/mission',
  customers: '/customers',
  sdg: '/sdg',
  team: '/team',
  partner: '/partner',
  contact: '/contact',
  impressum: '/impressum',
  privacyPolicy: '/privacy-policy',
  /** The accessibility statement; in English `/en/accessibility` (englishPaths). */
  accessibility: '/barrierefreiheit',
  verify: '/verify',
  tokenSale: '/token-sale',
  /** The embed builder: a tool for partners, not a public page (not prerendered, not in the sitemap, `noindex`). */
  embed: '/embed',
  login: '/auth/login',
  signUp: '/auth/sign-up',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  transactions: '/dashboard/transactions',
  projects: '/dashboard/projects',
  newProject: '/dashboard/projects/new',
  buy: '/dashboard/buy',
  /** Where the payment page sends the buyer back (`?payment=ID`). */
  buyReturn: '/dashboard/buy/return',
  compensate: '/dashboard/compensate',
  tokenIndexes: '/dashboard/token-indexes',
  /** The ESRS E1-7 figures of a year (`?year=`), for the customer's CSRD report. */
  report: '/dashboard/report',
} as const;

/** A path with parameters: `pattern` for the router, `href` for links and return URLs, `match` for the server. */
export interface ParamPath<P extends string> {
  pattern: string;
  href: (params: Record<P, string>) => string;
  match: (path: string) => Record<P, string> | null;
}

/**
 * Builds a ParamPath from a pattern such as `/dashboard/projects/:id`; parameters are encoded in `href`. Not react-router's
 * generatePath, though it encodes alike (encodeURIComponent per parameter: `/`, `?`, `#`, `%`, unicode and `..` give the
 * same path, tests/unit/portal/paths.test.ts): it put 142 bytes brotli on the home route's first download, which has
 * none to spare (114 KiB budget), and it drops an empty parameter's segment: an empty id's edit link would be
 * `/dashboard/projects/edit` (the project "edit"), where this gives `/dashboard/projects//edit`, which no route has.
 */
export function paramPath<P extends string>(pattern: string): ParamPath<P> {
  const segments = pattern.split('/');
  return {
    pattern,
    href: (params) => segments.map((segment) => (segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1) as P]) : segment)).join('/'),
    match: (path) => {
      const parts = path.split('/');
      if (parts.length !== segments.length) return null;
      const params: Record<string, string> = {};
      for (const [index, segment] of segments.entries()) {
        const part = parts[index] as string;
        if (segment.startsWith(':')) {
          if (!part) return null;
          try {
            params[segment.slice(1)] = decodeURIComponent(part);
          } catch {
            return null;
          }
        } else if (segment !== part) return null;
      }
      return params as Record<P, string>;
    },
  };
}

/** The paths with parameters (the public forest pages, the customer area's detail pages). */
export const paramPaths = {
  /** A forest project's public page (its `_id` from /product/list). */
  forest: paramPath<'id'>('/forests/:id'),
  /**
   * A customer's public impact page; `id` is the page's name from the profile's setting (`id` like every other entry,
   * so that code walking all of them passes one parameter). The same slug in both languages.
   */
  impact: paramPath<'id'>('/impact/:id'),
  project: paramPath<'id'>('/dashboard/projects/:id'),
  editProject: paramPath<'id'>('/dashboard/projects/:id/edit'),
  certificate: paramPath<'id'>('/dashboard/certificates/:id'),
  transaction: paramPath<'id'>('/dashboard/transactions/:id'),
} as const;

export type PathName = keyof typeof paths;

/** Home-page anchors of SPEC section 2. */
export const anchors = { token: 'greenFeeToken', partners: 'partners', contact: 'contact' } as const;

/** Sections that links lead to from other pages: the imprint's right of withdrawal, the partner page's forests. */
export const sections = { withdrawal: 'withdrawal', forests: 'forests' } as const;

/** The element id a URL's hash names (`#a%20b` is `a b`); a hash that is no valid escape (`#%E0%A4`) is taken as written. */
export function hashId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The public pages, each with its own title and description (the dashboard and auth pages are not public pages). */
export const publicPages = [
  'home',
  'choice',
  'private',
  'business',
  'forestOwners',
  'meeting',
  'howItWorks',
  'calculator',
  'faq',
  'mission',
  'customers',
  'sdg',
  'team',
  'partner',
  'contact',
  'impressum',
  'privacyPolicy',
  'accessibility',
  'verify',
  'tokenSale',
] as const satisfies readonly PathName[];

/**
 * The legal pages (`footer.NAME` names each): the public footer's legal column and the customer area's footer, one list
 * (here, in the shell chunk both load, rather than in the footer's module, which would become a chunk of its own).
 */
export const legalPages = ['impressum', 'privacyPolicy', 'accessibility'] as const satisfies readonly PathName[];

const englishPrefix = '/en';

/** The pages whose English path (after `/en`) is not their German one. Keys and values start with `/`: no prototype key. */
const englishPaths: Readonly<Record<string, string>> = { [paths.accessibility]: '/accessibility' };

/** The path of `path` (as in `paths`, German) in `language`. */
export function localized(language: Language, path: string): string {
  if (language === 'de') return path;
  const english = englishPaths[path] ?? path;
  return english === '/' ? englishPrefix : `${englishPrefix}${english}`;
}

/** The language a pathname is in, and its path as in `paths` (German: without the `/en` prefix, its own word back). */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  if (pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`)) {
    const path = pathname.slice(englishPrefix.length) || '/';
    return { language: 'en', path: Object.keys(englishPaths).find((german) => englishPaths[german] === path) ?? path };
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

/**
 * Whether a pathname (either language) is one of the portal's routes; everything else is a 404, also a page's path in
 * the other language's word (`/en/barrierefreiheit`, `/accessibility`).
 */
export function isKnownPath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const { language, path } = splitLanguage(trimmed);
  return (
    localized(language, path) === trimmed &&
    ((Object.values(paths) as string[]).includes(path) || Object.values(paramPaths).some((entry) => entry.match(path) !== null))
  );
}
