/**
 * Every page of the portal, for the tests that visit all of them (layout, axe) and for `npm run screenshots`.
 * Paths are unlocalized (German); `localized()` gives the English one. No vitest here: the screenshots script imports it.
 */
import type { Page } from 'playwright-core';
import { paramPaths, paths, publicPages } from '#portal/lib/paths';
import type { Language } from '#shared/i18n/languages';
import { settle, trackRequests } from './settle';

export interface PageEntry {
  /** A short name for reports and file names (`faq`, `dashboard-project`). */
  name: string;
  path: string;
}

export const languages = ['de', 'en'] as const satisfies readonly Language[];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const publicEntries: PageEntry[] = publicPages.map((name) => ({ name: kebab(name), path: paths[name] }));

export const authEntries: PageEntry[] = (['login', 'signUp', 'forgotPassword', 'resetPassword'] as const).map((name) => ({
  name: `auth-${kebab(name)}`,
  path: paths[name],
}));

/** The customer area's pages without parameters (the buy page's return needs a payment and is left to its own tests). */
export const dashboardEntries: PageEntry[] = (
  ['dashboard', 'profile', 'transactions', 'projects', 'newProject', 'buy', 'compensate', 'tokenIndexes', 'report'] as const
).map((name) => ({
  name: name === 'dashboard' ? 'dashboard' : `dashboard-${kebab(name)}`,
  path: paths[name],
}));

export const notFoundEntry: PageEntry = { name: 'not-found', path: '/no-such-page' };

/** The embed builder (a page of the site, not a public page: not prerendered, not in the sitemap). */
export const embedEntry: PageEntry = { name: 'embed', path: paths.embed };

/** The customer area's not-found page (inside its frame). */
export const dashboardNotFoundEntry: PageEntry = { name: 'dashboard-not-found', path: `${paths.dashboard}/no-such-page` };

async function getJson(url: string, token?: string): Promise<unknown> {
  const response = await fetch(url, { headers: token ? { lt: token } : {} });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** The customer area's detail pages of a logged-in user's data: their first project (and its certificate), their first transaction. */
export async function detailEntries(apiUrl: string, token: string): Promise<PageEntry[]> {
  const { projects } = (await getJson(`${apiUrl}/project/mine`, token)) as { projects: { _id: string; certificateId?: string | null }[] };
  const { transactions } = (await getJson(`${apiUrl}/transaction/list`, token)) as { transactions: { _id: string }[] };
  const entries: PageEntry[] = [];
  const project = projects[0];
  if (project) {
    entries.push({ name: 'dashboard-project', path: paramPaths.project.href({ id: project._id }) });
    entries.push({ name: 'dashboard-edit-project', path: paramPaths.editProject.href({ id: project._id }) });
  }
  const certificateId = projects.find((candidate) => candidate.certificateId)?.certificateId;
  if (certificateId) entries.push({ name: 'dashboard-certificate', path: paramPaths.certificate.href({ id: certificateId }) });
  const transaction = transactions[0];
  if (transaction) entries.push({ name: 'dashboard-transaction', path: paramPaths.transaction.href({ id: transaction._id }) });
  return entries;
}

/** The public page of the first forest of /product/list (whether the portal has that page yet: `isNotFoundPage`). */
export async function forestEntry(apiUrl: string): Promise<PageEntry | null> {
  const { products } = (await getJson(`${apiUrl}/product/list`)) as { products: { _id: string }[] };
  const first = products[0];
  return first ? { name: 'forest', path: paramPaths.forest.href({ id: first._id }) } : null;
}

/**
 * The public pages of every forest of /product/list: the first named `forest` (as forestEntry), the others `forest-2`,
 * `forest-3`, …, so screenshots show forests side by side.
 */
export async function forestEntries(apiUrl: string): Promise<PageEntry[]> {
  const { products } = (await getJson(`${apiUrl}/product/list`)) as { products: { _id: string }[] };
  return products.map((product, index) => ({ name: index === 0 ? 'forest' : `forest-${index + 1}`, path: paramPaths.forest.href({ id: product._id }) }));
}

/** Whether the page shown is the portal's not-found page (its h1 in either language). */
export async function isNotFoundPage(page: Page): Promise<boolean> {
  return (await page.getByRole('heading', { level: 1, name: /^(Seite nicht gefunden|Page not found)$/ }).count()) > 0;
}

/** The cookie that says the visitor chose (essential cookies only), so the banner does not cover the pages. */
export function consentCookie(url: string) {
  const value = encodeURIComponent(JSON.stringify({ performance_cookies_third_party: false, functional_cookies: false, targeting_cookies: false }));
  return { name: 'gft_consent', value, url };
}

const waitFor = async (check: () => Promise<boolean>, timeout: number, what: string) => {
  const until = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Opens `url` and waits until everything a visitor would see has arrived: the page's h1, the lazy parts and data below
 * the fold (scrolled through to the bottom until the page stops growing), no "Loading" status left, the fonts; then
 * back at the top.
 */
export async function loadFully(page: Page, url: string): Promise<void> {
  trackRequests(page);
  await page.goto(url);
  await loadRest(page);
}

/** What loadFully does once the page is open: its h1, everything below the fold, the fonts; then back at the top. */
export async function loadRest(page: Page): Promise<void> {
  await waitFor(async () => (await page.getByRole('heading', { level: 1 }).count()) === 1, 10_000, `one h1 on ${page.url()}`);
  // Lazy sections mount as they scroll into view, and what they load may add more below.
  const bottom = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
  for (let round = 0, height = await bottom(); round < 10; round += 1) {
    await settle(page, { deferred: true });
    const grown = await bottom();
    if (grown === height) break;
    height = grown;
  }
  await loadImages(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
}

/**
 * Every picture of the page loaded (or failed): a lazy one (`loading="lazy"`, the forests' pictures) is fetched only
 * once it comes near the window, which the quick scroll to the bottom passes by, so a full-page screenshot showed
 * the forest cards' empty gradient. Turned eager here, then waited for until each is `complete`.
 */
export async function loadImages(page: Page, timeout = 10_000): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await waitFor(() => page.evaluate(() => [...document.images].every((image) => image.complete)), timeout, `every picture on ${page.url()}`);
  await settle(page);
}

/**
 * What makes the page scroll sideways, or sticks out of the viewport: the document wider than the window, and each
 * outermost visible element reaching past the right edge that no scrolling or clipping box of its own holds.
 */
export function overflowAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`);
    const held = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || (box.right <= width + 0.5 && box.width <= width + 0.5)) continue;
      if (getComputedStyle(element).visibility === 'hidden' || held(element) || reported.some((outer) => outer.contains(element))) continue;
      reported.push(element);
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
      found.push(`<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return found;
  });
}

/**
 * The words of the page's headings (h1 to h3) split across two lines: German and English headings may break only between
 * words, at a hyphen or a soft hyphen, never mid-word. Checked at 320 px: a word that fits there fits at 375 px too
 * (heading sizes are at their minimum at both widths).
 */
export const wordsBrokenInHeadings = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        // A piece between spaces, soft hyphens and hyphens must stay on one line.
        // (A character's last rectangle: after a soft hyphen's break, Chromium counts the drawn hyphen, on the
        // line before, into the next character's range.)
        const lineOf = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return Math.round(Array.from(range.getClientRects()).at(-1)?.top ?? 0);
        };
        for (const match of node.data.matchAll(/[^\s\u00ad-]+/g)) {
          if (lineOf(match.index) !== lineOf(match.index + match[0].length - 1)) split.push(match[0]);
        }
      }
    }
    return split;
  });
