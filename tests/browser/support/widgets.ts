import { readFileSync } from 'node:fs';

import { createRequire } from 'node:module';

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { isClosed } from '#shared/forms/calendar-days';
import { formatDate } from '#shared/i18n/format';
import { settle } from './settle';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface RecordedEvent {
  type: string;
  tag: string;
  detail: Record<string, unknown>;
}

/** Records every gft-* event and every CSP violation of the page, from before its first script runs. */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { __gftEvents: unknown[]; __cspViolations: string[] };
    target.__gftEvents = [];
    target.__cspViolations = [];
    for (const type of ['gft-ready', 'gft-success', 'gft-error']) {
      document.addEventListener(type, (event) => {
        target.__gftEvents.push({ type, tag: (event.target as Element).localName, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) });
      });
    }
    document.addEventListener('securitypolicyviolation', (event) => target.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`), true);
  });
}

export const events = (page: Page) => page.evaluate(() => (window as unknown as { __gftEvents: RecordedEvent[] }).__gftEvents);
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Waits until an element has rendered (its gft-ready event). */
export async function ready(page: Page, tag: string): Promise<void> {
  await expect.poll(async () => (await events(page)).some((event) => event.type === 'gft-ready' && event.tag === tag), { timeout: 10_000 }).toBe(true);
}

/** axe-core with the WCAG 2.x A and AA rules (2.2 included), scoped to one element and its shadow tree, `exclude` left out. */
export async function axeViolations(page: Page, selector: string, exclude: readonly string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ scope, excluded }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown }[] }[] }> };
        }
      ).axe;
      const result = await axe.run(
        { include: [[scope]], exclude: excluded.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] },
      );
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')})`,
      );
    },
    { scope: selector, excluded: [...exclude] },
  );
  return violations;
}

/**
 * Resizes the page (when its size differs) and waits two frames, to lay out and let a transition start: media queries
 * and resize listeners follow a resize at once, so one load serves every width.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The widths every state is checked at with axe: a phone's and a desktop's. */
/** The ids that more than one element of the page carries (axe leaves them to the HTML validators). */
export const duplicateIds = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });

export const axeWidths = [375, 1280] as const;

/**
 * The one width a walk in a language is checked at, when the same states are walked in both languages
 * (docs/decisions/0003-axe-pairwise.md): German, the longer words, at a phone's; English at a desktop's.
 */
export const axeWidthOf = { de: 375, en: 1280 } as const satisfies Record<'de' | 'en', (typeof axeWidths)[number]>;

/** axeWidths, the page's own width first when it is one of them: a resize lays out the whole page again. */
export const axeWidthsFrom = (current: number | undefined) => [...axeWidths].sort((a, b) => Number(b === current) - Number(a === current));

export interface AxeAtWidthsOptions {
  /** The element checked, with its shadow trees (default `body`). */
  scope?: string;
  /** Left out of the check (an element drawn in failing colours on purpose). */
  exclude?: readonly string[];
  /** The walk's language, when the same states are walked in the other one too: checked at axeWidthOf[language] only. */
  language?: keyof typeof axeWidthOf;
  /** A page wider than the window (it scrolls sideways) counts as a finding too, at both widths. */
  sideways?: boolean;
  /** An id on two elements counts as a finding too (axe leaves duplicate ids to the HTML validators). */
  uniqueIds?: boolean;
}

/**
 * axeViolations at a phone's and a desktop's width in one visit (or at the one width of `language`): the page is
 * checked at the width it has (when that is one of them), then resized to the other, each after two frames (to lay
 * out, a transition to start), and resized back to where it was (its height kept). One walk through a flow's states
 * checks both widths: what a state looks like at a width comes from CSS and the layout, not from how it was reached.
 * Starting at the page's own width spares a resize and a layout of the whole page for each check (most flows run at
 * 1280 px); four a11y files, two interleaved runs each way: 174 against 170 s of CPU, within the noise.
 */
export async function axeAtWidths(page: Page, options: AxeAtWidthsOptions = {}): Promise<string[]> {
  const { scope = 'body', exclude = [], language, sideways = false, uniqueIds = false } = options;
  const initial = page.viewportSize() ?? { width: 1280, height: 800 };
  const found: string[] = [];
  // Sideways scrolling depends on the text's length at a width: checked at both widths whatever the language.
  const widths = axeWidthsFrom(initial.width).filter((width) => sideways || !language || width === axeWidthOf[language]);
  for (const width of widths) {
    await resizeTo(page, { width, height: initial.height });
    if (sideways && (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))) found.push(`at ${width} px: scrolls sideways`);
    if (language && width !== axeWidthOf[language]) continue;
    found.push(...(await axeViolations(page, scope, exclude)).map((violation) => `at ${width} px: ${violation}`));
    if (uniqueIds) {
      const twice = await duplicateIds(page);
      if (twice.length > 0) found.push(`at ${width} px: the same id twice: ${twice.join(', ')}`);
    }
  }
  if (page.viewportSize()?.width !== initial.width) await page.setViewportSize(initial);
  return found;
}

/**
 * Fails the test when axe-core (or, with `sideways`, the page's width) finds a problem in the state the page is in, once
 * its requests and loading states are done: the check a flow makes at each state it reaches, so that no walk loads
 * the states again only to check them (docs/testing.md, "One walk, every width").
 */
export async function expectAccessible(page: Page, state: string, options: AxeAtWidthsOptions = {}): Promise<void> {
  await settle(page);
  expect(await axeAtWidths(page, options), `axe-core: ${state}`).toEqual([]);
  // A message key shown as itself (a text bundle the page forgot to load) is a defect too.
  const shown = await page.evaluate(() => document.body.innerText);
  // E-mail addresses left out: a test user's (`uniqueEmail('certificates')`) reads like a key.
  expect(shown.replace(/\S+@\S+/g, '').match(rawKey) ?? [], `message keys shown as text: ${state}`).toEqual([]);
}

/** A portal message key as i18next shows one it cannot find: its namespace, a dot, its path. */
const rawKey =
  /\b(account|buy|certificates|common|compensate|dashboard|errors|forms|impact|overview|projects|report|success|transactions|validation)\.[a-z][\w.]*[a-zA-Z]/g;

/**
 * A weekday at least `daysAhead` days ahead, `YYYY-MM-DD` (meeting slots exist Monday to Friday, not on Berlin's
 * holidays), in this worker's own ten weeks: files running side by side never book the same slot (a slot taken by another file's test made a booking
 * fail with "Time is not valid").
 */
export function nextWeekday(daysAhead = 2): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  const date = new Date(Date.now() + (daysAhead + worker * 70) * 86_400_000);
  while ([0, 6].includes(date.getUTCDay()) || isClosed(date.toISOString().slice(0, 10))) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@browser.example`;

/** Computed style of an element inside a widget's shadow tree. */
export const styleOf = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The smallest valid PDF the sandbox accepts. */
export const pdfFile = { name: 'Forstplan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n%%EOF\n') };

export const meetingLabels = {
  en: {
    ownerName: 'Your name',
    ownerEmail: 'Your e-mail address',
    projectName: 'Project name',
    plannedStartDate: 'Planned start date',
    expirationDate: 'Contract end',
    projectGoal: 'Project goal',
    country: 'Country',
    forestSubDistrict: 'Forest sub-district',
    locationName: 'Name of the location',
    latitude: 'Latitude',
    longitude: 'Longitude',
    standSize: 'Stand size in hectares',
    standAge: 'Stand age in years',
    scheduleDate: 'Date',
    scheduleTime: 'Time in Berlin and Vienna (CET/CEST)',
    document: /^Owner document \(PDF\)/,
    consent: /I agree that my data/,
  },
  de: {
    ownerName: 'Ihr Name',
    ownerEmail: 'Ihre E-Mail-Adresse',
    projectName: 'Projektname',
    plannedStartDate: 'Geplanter Beginn',
    expirationDate: 'Geplantes Vertragsende',
    projectGoal: 'Projektziel',
    country: 'Land',
    forestSubDistrict: 'Forstrevier',
    locationName: 'Name des Standorts',
    latitude: 'Breitengrad',
    longitude: 'Längengrad',
    standSize: 'Bestandsgröße in Hektar',
    standAge: 'Bestandsalter in Jahren',
    scheduleDate: 'Datum',
    scheduleTime: 'Uhrzeit in Berlin und Wien (MEZ/MESZ)',
    document: /^Unterlagen des Eigentümers \(PDF\)/,
    consent: /Ich stimme zu/,
  },
} as const;

/** The meeting form's buttons by language. */
export const meetingButtons = {
  en: { next: 'Next', back: 'Back', submit: 'Request meeting', nextMonth: 'Next month' },
  de: { next: 'Weiter', back: 'Zurück', submit: 'Termin anfragen', nextMonth: 'Nächster Monat' },
} as const;

type MeetingLanguage = keyof typeof meetingButtons;

/** Goes on to the meeting form's next step and waits until the field `label` of that step is there. */
async function nextMeetingStep(widget: Locator, language: MeetingLanguage, label: string): Promise<void> {
  await widget.getByRole('button', { name: meetingButtons[language].next, exact: true }).click();
  await expect.poll(() => widget.getByLabel(label, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
}

/** Fills the meeting form's first step (you and the project) and goes on to the forest. */
export async function fillMeetingYou(widget: Locator, email: string, language: MeetingLanguage = 'de'): Promise<void> {
  const label = meetingLabels[language];
  const exact = { exact: true };
  // Typed once the form's code runs (its button enabled): on a prerendered page, hydration would set the fields back.
  await expect.poll(() => widget.getByRole('button', { name: meetingButtons[language].next, exact: true }).isEnabled(), { timeout: 10_000 }).toBe(true);
  await widget.getByLabel(label.ownerName, exact).fill('Franz Förster');
  await widget.getByLabel(label.ownerEmail, exact).fill(email);
  await widget.getByLabel(label.projectName, exact).fill('Hochwald Nord');
  await widget.getByLabel(label.plannedStartDate, exact).fill('2027-01-01');
  await widget.getByLabel(label.expirationDate, exact).fill('2042-01-01');
  await widget.getByLabel(label.projectGoal, exact).fill('Den Vorrat erhöhen');
  await nextMeetingStep(widget, language, label.country);
}

/**
 * Fills the meeting form's second step (the forest, German decimals in German, and the owner's PDF unless `document`
 * is false) and goes on to the meeting.
 */
export async function fillMeetingForest(widget: Locator, language: MeetingLanguage = 'de', document = true): Promise<void> {
  const label = meetingLabels[language];
  const exact = { exact: true };
  await widget.getByLabel(label.country, exact).selectOption('AT');
  await widget.getByLabel(label.forestSubDistrict, exact).fill('Freistadt');
  await widget.getByLabel(label.locationName, exact).fill('Hochwald');
  await widget.getByLabel(label.latitude, exact).fill(language === 'de' ? '48,5107' : '48.5107');
  await widget.getByLabel(label.longitude, exact).fill('14.5042');
  await widget.getByLabel(label.standSize, exact).fill(language === 'de' ? '12,5' : '12.5');
  await widget.getByLabel(label.standAge, exact).fill('60');
  if (document) await widget.getByLabel(label.document).setInputFiles(pdfFile);
  await widget.getByRole('button', { name: meetingButtons[language].next, exact: true }).click();
  await expect.poll(() => widget.getByRole('grid').count(), { timeout: 10_000 }).toBe(1);
}

/** The name of a day's cell on the meeting calendar: the day in the product's date style, with its weekday. */
export const meetingDayName = (language: MeetingLanguage, date: string) => formatDate(language, date, { weekday: true });

/** Picks `date` (`YYYY-MM-DD`) on the meeting calendar by mouse, a month on at a time until it shows. */
export async function pickMeetingDay(widget: Locator, date: string, language: MeetingLanguage = 'de'): Promise<void> {
  const cell = widget.getByRole('gridcell', { name: meetingDayName(language, date), exact: true });
  for (let month = 0; month < 13 && (await cell.count()) === 0; month += 1) {
    await widget.getByRole('button', { name: meetingButtons[language].nextMonth, exact: true }).click();
  }
  await cell.click();
  await expect.poll(() => cell.getAttribute('aria-selected')).toBe('true');
}

/** The free times offered on the meeting step (radio buttons), once they are there. */
export async function meetingSlots(widget: Locator): Promise<Locator> {
  const slots = widget.getByRole('radio');
  await expect.poll(() => slots.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return slots;
}

/**
 * Fills the three steps of the meeting form (the document on the second): picks `date` on the calendar and the first
 * free slot (or `time`) and the consent, and stays on the last step. Gives the time chosen.
 */
export async function fillMeeting(
  widget: Locator,
  email: string,
  language: MeetingLanguage = 'de',
  options: { date?: string; time?: string } = {},
): Promise<string> {
  const label = meetingLabels[language];
  await fillMeetingYou(widget, email, language);
  await fillMeetingForest(widget, language);
  await pickMeetingDay(widget, options.date ?? nextWeekday(), language);
  const slots = await meetingSlots(widget);
  const chosen = options.time ?? (await slots.first().getAttribute('value')) ?? '';
  await widget.locator(`input[type="radio"][value="${chosen}"]`).check();
  await widget.getByLabel(label.consent).check();
  return chosen;
}

/**
 * A router tearing down at once: a new `<tag>` (id `churned`, with `attributes`) inserted into the page and removed
 * again twenty times within one task (ten times back to back, ten times across the microtasks a framework's own
 * promises give), out of the page at the task's end. Kept as `window.churned`; answers how many changes its shadow
 * tree saw once the page has settled (every change is a render).
 */
export async function churnInOneTask(page: Page, tag: string, attributes: Record<string, string>): Promise<number> {
  await page.evaluate(
    async ({ tag, attributes }) => {
      const element = document.createElement(tag);
      element.id = 'churned';
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      const store = window as unknown as { churned: Element; churnRenders: number };
      store.churned = element;
      store.churnRenders = 0;
      if (element.shadowRoot)
        new MutationObserver((records) => (store.churnRenders += records.length)).observe(element.shadowRoot, { childList: true, subtree: true });
      for (let round = 0; round < 10; round += 1) {
        document.body.append(element);
        element.remove();
      }
      for (let round = 0; round < 10; round += 1) {
        document.body.append(element);
        await Promise.resolve();
        element.remove();
        await Promise.resolve();
      }
    },
    { tag, attributes },
  );
  await settle(page);
  return page.evaluate(() => (window as unknown as { churnRenders: number }).churnRenders);
}
