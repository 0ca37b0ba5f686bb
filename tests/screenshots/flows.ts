/**
 * The states a customer passes through, for `npm run screenshots`: the buy page with a cart, the checkout as the
 * viewport shows it, the payment page (card step, errors, bank step), the return page (succeeded, failed, pending),
 * the compensation's preview and outcome (partial, full), the certificate page (on its way, ready), and the
 * certificate and invoice PDFs rendered to PNG. Each state is reached once per language by a fresh customer and
 * captured at every width (the page resized: media queries follow at once). Pages are driven by roles and by the
 * labels of the locale files, so a changed text follows by itself; a step that fails names itself and the flow goes
 * on with the next one. No vitest here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { storageKeys } from '#shared/storage/keys';
import type { Language } from '#shared/i18n/languages';
import buyDe from '#shared/i18n/locales/de/buy.json';
import buyEn from '#shared/i18n/locales/en/buy.json';
import certificatesDe from '#shared/i18n/locales/de/certificates.json';
import certificatesEn from '#shared/i18n/locales/en/certificates.json';
import compensateDe from '#shared/i18n/locales/de/compensate.json';
import compensateEn from '#shared/i18n/locales/en/compensate.json';
import { seedEmails, seedPassword } from '#demo/sandbox/seed-ids';
import { mailedField } from '#tests/helpers/mailbox';
import { consentCookie } from '../browser/support/page-list';
import { settle, settlePage, trackRequests } from '../browser/support/settle';

export interface FlowOptions {
  browser: Browser;
  webUrl: string;
  apiUrl: string;
  outDir: string;
  widths: number[];
  languages: readonly Language[];
  /** Whether a file is wanted (`SCREENSHOT_ONLY`). */
  wanted: (file: string) => boolean;
  written: string[];
  failures: string[];
}

const texts = {
  de: { buy: buyDe.buy, compensate: compensateDe.compensate, certificates: certificatesDe.certificates },
  en: { buy: buyEn.buy, compensate: compensateEn.compensate, certificates: certificatesEn.certificates },
} as const;

/** The stand-in payment page's words (demo/sandbox/payment-page.ts), either language. */
const payment = {
  nameOnCard: /^(Name auf der Karte|Name on card)$/,
  cardNumber: /^(Kartennummer|Card number)$/,
  expiry: /^(Ablaufdatum|Expiry date)$/,
  cvv: /^(Prüfnummer \(CVV\)|Security code \(CVV\))$/,
  /** The card step's button, which carries the total. */
  pay: /^([\d.,]+\s€ bezahlen|Pay €[\d.,]+)$/,
  approve: /^(Zahlung freigeben|Approve payment)$/,
};

/** A locale text as a pattern: its `{{values}}` match anything. */
const pattern = (template: string, whole = true) => {
  const source = template
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(whole ? `^${source}$` : source);
};

/** The states of each flow, as their files name them (`de-375-flow-<state>.png`). */
const flowStates = {
  buying: ['buy-cart', 'buy-cart-viewport', 'checkout-viewport', 'payment-card', 'payment-errors', 'payment-bank', 'return-succeeded'],
  return: ['return-failed', 'return-pending'],
  compensating: [
    'compensate-preview-partial',
    'compensate-error',
    'compensate-partial',
    'compensate-preview-full',
    'compensate-full',
    'certificate-on-its-way',
    'dashboard-certificate-on-its-way',
    'certificate-ready',
  ],
} as const;

const viewportOf = (width: number) => ({ width, height: width < 800 ? 812 : 800 });

/** Waits for `check`, else fails naming `what`. */
async function until(check: () => Promise<boolean>, what: string, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mainText = async (page: Page) => (await page.getByRole('main').first().textContent()) ?? '';
const mainSays = (page: Page, text: RegExp, what: string) => until(async () => text.test(await mainText(page)), `${what} (${text}) on ${page.url()}`);

/** The sandbox API as one customer. */
/** A session of the seeded business customer, whose CSRD report has this year's figures. */
async function seededBusinessToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: seedEmails.business, password: seedPassword }),
  });
  if (!response.ok) throw new Error(`login of ${seedEmails.business}: ${response.status}`);
  return ((await response.json()) as { session: { token: string } }).session.token;
}

function customerApi(apiUrl: string, token: string, language: Language) {
  const call = async <T>(path: string, init: { body?: object; headers?: Record<string, string> } = {}): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: { lt: token, ln: language, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const form = async (url: URL, action: string, fields?: Record<string, string>) => {
    const target = new URL(url);
    target.pathname += action;
    const response = await fetch(target, { method: 'POST', redirect: 'manual', ...(fields ? { body: new URLSearchParams(fields) } : {}) });
    if (response.status !== 303) throw new Error(`${target.pathname}: ${response.status}`);
  };
  const card = { nameOnCard: 'Marlene Wallner', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
  return {
    /** Starts a purchase with a new card; the payment page's address and the payment's id. */
    async start(productId: string, quantity: number, returnUrl: string) {
      const { redirectUrl } = await call<{ redirectUrl: string }>('/buy/buyGft', {
        body: { items: [{ productId, quantity }], adminDonation: 0, card: { newCard: true }, returnUrl },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      const url = new URL(redirectUrl);
      return { url, id: url.pathname.split('/').pop() ?? '' };
    },
    enterCard: (url: URL) => form(url, '/card', card),
    approve: (url: URL) => form(url, '/approve'),
    decline: (url: URL) => form(url, '/decline'),
    createProject: async (name: string, co2Emissions: number) =>
      (
        await call<{ project: { _id: string } }>('/project/create', {
          body: { name, description: '', co2Emissions, compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' } },
        })
      ).project._id,
    products: async () => (await call<{ products: { _id: string; name: string; availableTokens: number }[] }>('/product/list')).products,
    file: async (path: string) => {
      const response = await fetch(`${apiUrl}${path}`, { headers: { lt: token, ln: language } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/** A new, finished account (a private person in Linz), logged in: its e-mail and session. */
async function newCustomer(apiUrl: string, language: Language) {
  const email = `screenshots.${language}.${Date.now().toString(36)}@greenfee.example`;
  const password = 'Waldluft-2026';
  const post = async (route: string, body: object) => {
    const response = await fetch(`${apiUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  await post('/auth/register', {
    name: 'Marlene',
    surname: 'Wallner',
    street: 'Landstraße',
    houseNumber: '24',
    zipCode: '4020',
    city: 'Linz',
    country: 'AT',
    email,
    password,
    confirmPassword: password,
    termsAgreement: true,
  });
  const code = await mailedField(apiUrl, email, 'code');
  await post('/auth/verifyToken', { email, code });
  await post('/auth/finalizeRegister', { email, code });
  const { user, session } = (await post('/auth/login', { email, password })) as { user: unknown; session: { token: string } };
  return { email, user, token: session.token };
}

/** Makes sure `pdftoppm` (Debian's poppler-utils) is there, installing it as .ci/run does where it is missing. */
function ensurePdftoppm(): void {
  if (spawnSync('sh', ['-c', 'command -v pdftoppm']).status === 0) return;
  console.log('Installing poppler-utils (pdftoppm) from Debian’s packages …');
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq poppler-utils > /dev/null'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('pdftoppm is missing and poppler-utils could not be installed: apt-get install -y poppler-utils');
}

/** Renders every page of a PDF to `<name>-p<N>.png` in `outDir` (pdftoppm, 110 dpi); the files written. */
function pdfToPng(bytes: Uint8Array, outDir: string, name: string): string[] {
  ensurePdftoppm();
  const work = mkdtempSync(join(tmpdir(), 'gft-pdf-'));
  try {
    const pdf = join(work, 'file.pdf');
    writeFileSync(pdf, bytes);
    const run = spawnSync('pdftoppm', ['-png', '-r', '110', pdf, join(work, 'page')], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdftoppm: ${run.stderr.trim()}`);
    return readdirSync(work)
      .filter((file) => /^page-\d+\.png$/.test(file))
      .sort()
      .map((file) => {
        const target = `${name}-p${Number(/\d+/.exec(file)?.[0])}.png`;
        renameSync(join(work, file), join(outDir, target));
        return target;
      });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Captures every customer flow in each language. */
// eslint-disable-next-line max-lines-per-function -- the customer's flows in the order a customer passes them, each state after the last
export async function captureFlows(options: FlowOptions): Promise<void> {
  const { browser, webUrl, apiUrl, outDir, widths, wanted, written, failures } = options;
  const url = (path: string) => new URL(path, webUrl).href;

  for (const language of options.languages) {
    const t = texts[language];
    const file = (width: number, state: string) => `${language}-${width}-flow-${state}.png`;
    const wants = (states: readonly string[]) => states.some((state) => widths.some((width) => wanted(file(width, state))));
    const pdfWanted = (name: string) => wanted(`${language}-pdf-${name}-p1.png`);
    const buyingWanted = wants(flowStates.buying) || pdfWanted('invoice');
    const returnWanted = wants(flowStates.return);
    const compensatingWanted = wants(flowStates.compensating) || pdfWanted('certificate') || pdfWanted('report');
    if (!buyingWanted && !returnWanted && !compensatingWanted) continue;

    let customer: Awaited<ReturnType<typeof newCustomer>>;
    try {
      customer = await newCustomer(apiUrl, language);
    } catch (error) {
      failures.push(`${language} flows: a new customer: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const api = customerApi(apiUrl, customer.token, language);
    const context = await browser.newContext({ viewport: viewportOf(widths[0] ?? 1280), locale: language === 'de' ? 'de-DE' : 'en-US' });
    await context.addCookies([consentCookie(webUrl)]);
    await context.addInitScript(
      ({ keys, token, user }) => {
        localStorage.setItem(keys.sessionToken.name, token);
        localStorage.setItem(keys.sessionUser.name, JSON.stringify(user));
      },
      { keys: storageKeys, token: customer.token, user: customer.user },
    );
    const page = await context.newPage();
    trackRequests(page);

    /**
     * The state as it is now, at every width: the full page, or (`viewport`) what the window shows, with `scrollTo`
     * at its top (`center`: in its middle), else the page's top.
     */
    const capture = async (state: string, shot: { viewport?: boolean; scrollTo?: () => Locator; center?: boolean } = {}) => {
      for (const width of widths) {
        const name = file(width, state);
        if (!wanted(name)) continue;
        await page.setViewportSize(viewportOf(width));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        if (shot.scrollTo) await shot.scrollTo().evaluate((element, block) => element.scrollIntoView({ block }), (shot.center ? 'center' : 'start') as ScrollLogicalPosition);
        else if (shot.viewport) await page.evaluate(() => window.scrollTo(0, 0));
        // What the scroll changes (the cart bar goes when the checkout comes into view) is drawn before the picture.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(outDir, name), fullPage: !shot.viewport });
        written.push(name);
      }
    };
    /** Runs the steps of one flow in order; the first that fails ends the flow, named in the failures. */
    const flow = async (name: string, steps: [step: string, run: () => Promise<void>][]) => {
      for (const [step, run] of steps) {
        try {
          await run();
        } catch (error) {
          failures.push(`${language} ${name}: ${step}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          return;
        }
      }
    };
    const returnUrl = url(localized(language, paths.buyReturn));
    const forests = (await api.products()).filter((forest) => forest.availableTokens >= 5);
    let paymentId = '';
    let certificateId = '';

    /** Compensates `amount` tokens for a project: the preview, the confirmation, the outcome. */
    const compensate = async (project: string, amount: number, kind: 'partial' | 'full') => {
      await page.goto(url(`${localized(language, paths.compensate)}?project=${encodeURIComponent(project)}&amount=${amount}`));
      await settlePage(page);
      // A partial compensation shows the project's progress, a full one the certificate's preview.
      const title = kind === 'partial' ? t.compensate.preview.titlePartial : t.compensate.preview.title;
      const preview = page.getByRole('region', { name: title, exact: true });
      await until(async () => (await preview.count()) === 1, `the region "${title}"`);
      await mainSays(page, pattern(kind === 'partial' ? t.compensate.preview.progress : t.compensate.preview.full, false), `the ${kind} preview`);
      await capture(`compensate-preview-${kind}`);
      if (kind === 'partial') {
        // Sent without the confirmation: the error summary, focused.
        await page.getByRole('button', { name: pattern(t.compensate.confirm.submit) }).click();
        await until(async () => (await page.getByRole('alert').count()) > 0, 'the error summary');
        await capture('compensate-error');
      }
      await page.getByLabel(pattern(t.compensate.confirm.label)).check();
      await page.getByRole('button', { name: pattern(t.compensate.confirm.submit) }).click();
      await mainSays(page, pattern(t.compensate.outcome[kind], false), `the ${kind} outcome`);
      await settle(page);
      await capture(`compensate-${kind}`);
    };

    if (buyingWanted)
      await flow('buying', [
        [
          'the buy page with two forests in the cart',
          async () => {
            if (forests.length < 2) throw new Error('the sandbox lists fewer than two forests with 5 tokens for sale');
            await page.goto(url(localized(language, paths.buy)));
            await settlePage(page);
            let firstQuantity: Locator | null = null;
            for (const [index, forest] of forests.slice(0, 2).entries()) {
              const quantity = page.getByLabel(t.buy.quantity.label.replace('{{name}}', forest.name), { exact: true }).first();
              await until(async () => (await quantity.count()) === 1, `the quantity field "${t.buy.quantity.label.replace('{{name}}', forest.name)}"`);
              await quantity.fill(String(index + 2));
              // The add button of the same forest: the nearest element around the field that holds one.
              const card = quantity.locator('xpath=ancestor::*[.//button][1]');
              await card.getByRole('button', { name: t.buy.cart.add, exact: true }).click();
              await mainSays(page, pattern(t.buy.cart.added_other.replace('{{name}}', forest.name), false), `the cart's line of ${forest.name}`);
              firstQuantity ??= quantity;
            }
            await settle(page);
            await capture('buy-cart');
            // Back at the first card with the cart filled: the checkout out of view; on a phone the cart bar at the
            // window's bottom, from 1024 px the cart's column beside the forests.
            const added = firstQuantity;
            if (added) await capture('buy-cart-viewport', { viewport: true, scrollTo: () => added, center: true });
          },
        ],
        [
          'the checkout as the window shows it',
          async () => {
            const checkout = page.getByRole('region', { name: t.buy.checkout.title, exact: true });
            await until(async () => (await checkout.count()) === 1, `the region "${t.buy.checkout.title}"`);
            await capture('checkout-viewport', { viewport: true, scrollTo: () => checkout });
          },
        ],
        [
          'the payment page: card step',
          async () => {
            // No saved card: a new card is named in words once the checkout has read the cards (no radio).
            const choice = page.getByRole('group', { name: t.buy.payment.title, exact: true });
            await until(async () => (await choice.getByRole('radio').count()) === 0 && ((await choice.textContent()) ?? '').includes(t.buy.payment.new), 'a new card as the way to pay');
            // A private buyer gives the consent to lose the right of withdrawal (a business has no box).
            const waiver = page.getByRole('checkbox', { name: t.buy.checkout.waiver.label, exact: true });
            if ((await waiver.count()) === 1) await waiver.check();
            await page.getByRole('button', { name: pattern(t.buy.checkout.buy) }).click();
            await page.waitForURL(/\/dev\/pay\//, { timeout: 15_000 });
            await page.getByRole('button', { name: payment.pay }).waitFor();
            await capture('payment-card');
          },
        ],
        [
          'the payment page: errors',
          async () => {
            await page.getByLabel(payment.cardNumber).fill('4242 4242 4242 4241');
            await page.getByLabel(payment.expiry).fill('13/20');
            await page.getByRole('button', { name: payment.pay }).click();
            await page.getByRole('alert').waitFor();
            await capture('payment-errors');
          },
        ],
        [
          'the payment page: bank step',
          async () => {
            await page.getByLabel(payment.nameOnCard).fill('Marlene Wallner');
            await page.getByLabel(payment.cardNumber).fill('4242 4242 4242 4242');
            await page.getByLabel(payment.expiry).fill('12/30');
            await page.getByLabel(payment.cvv).fill('123');
            await page.getByRole('button', { name: payment.pay }).click();
            await page.getByRole('button', { name: payment.approve }).waitFor();
            await capture('payment-bank');
          },
        ],
        [
          'the return page: succeeded',
          async () => {
            await page.getByRole('button', { name: payment.approve }).click();
            await page.waitForURL(/\/dashboard\/buy\/return\?payment=/, { timeout: 15_000 });
            paymentId = new URL(page.url()).searchParams.get('payment') ?? '';
            await mainSays(page, pattern(t.buy.return.succeeded_other, false), 'the payment received');
            await settle(page);
            await capture('return-succeeded');
          },
        ],
      ]);

    if (returnWanted)
      await flow('the return page', [
        [
          'failed (declined by the bank)',
          async () => {
            const started = await api.start(forests[0]?._id ?? '', 1, returnUrl);
            await api.enterCard(started.url);
            await api.decline(started.url);
            await page.goto(`${returnUrl}?payment=${started.id}`);
            await mainSays(page, pattern(t.buy.return.reason.declined, false), 'the declined payment');
            await settle(page);
            await capture('return-failed');
          },
        ],
        [
          'pending (the bank has not answered)',
          async () => {
            const started = await api.start(forests[0]?._id ?? '', 1, returnUrl);
            await page.goto(`${returnUrl}?payment=${started.id}`);
            await mainSays(page, pattern(t.buy.return.pending, false), 'the pending payment');
            await capture('return-pending');
          },
        ],
      ]);

    if (compensatingWanted)
      await flow('compensating', [
        [
          'tokens and two projects for the customer',
          async () => {
            const bought = await api.start(forests[0]?._id ?? '', 10, returnUrl);
            await api.enterCard(bought.url);
            await api.approve(bought.url);
            // The certificate stays on its way until aged below.
            const delay = await fetch(`${apiUrl}/dev/certificate-delay`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email: customer.email, ms: 60 * 60_000 }),
            });
            if (!delay.ok) throw new Error(`/dev/certificate-delay: ${delay.status}`);
          },
        ],
        [
          'partial: the preview and the outcome',
          async () => {
            const project = await api.createProject(language === 'de' ? 'Heizung Einfamilienhaus 2026' : 'Family home heating 2026', 12.5);
            await compensate(project, 5, 'partial');
          },
        ],
        [
          'full: the preview and the outcome',
          async () => {
            const project = await api.createProject(language === 'de' ? 'Familienfest 2026' : 'Family celebration 2026', 4);
            await compensate(project, 4, 'full');
          },
        ],
        [
          'the certificate page: on its way',
          async () => {
            const link = page.getByRole('link', { name: pattern(t.compensate.outcome.certificateLink) });
            certificateId = decodeURIComponent((await link.getAttribute('href'))?.split('/').pop() ?? '');
            if (!certificateId) throw new Error('the outcome links no certificate');
            await page.goto(url(localized(language, paramPaths.certificate.href({ id: certificateId }))));
            await settlePage(page);
            await until(async () => (await page.getByRole('heading', { name: t.certificates.progress.heading }).count()) === 1, `"${t.certificates.progress.heading}"`);
            await capture('certificate-on-its-way');
          },
        ],
        [
          'the dashboard with the certificate on its way',
          async () => {
            await page.goto(url(localized(language, paths.dashboard)));
            await settlePage(page);
            await mainSays(page, language === 'de' ? /Familienfest 2026/ : /Family celebration 2026/, 'the project of the certificate on the overview');
            // The parts below the fold load when scrolled near: scrolled through once, as a reader would.
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            await until(async () => (await page.locator('main .deferred, main .skeleton').count()) === 0, 'the overview without placeholders');
            await page.evaluate(() => window.scrollTo(0, 0));
            await settle(page);
            await capture('dashboard-certificate-on-its-way');
          },
        ],
        [
          'the certificate page: ready',
          async () => {
            const aged = await fetch(`${apiUrl}/dev/certificates/${encodeURIComponent(certificateId)}/age`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ minutes: 120 }),
            });
            if (!aged.ok) throw new Error(`/dev/certificates/${certificateId}/age: ${aged.status}`);
            await page.goto(url(localized(language, paramPaths.certificate.href({ id: certificateId }))));
            await settlePage(page);
            await mainSays(page, pattern(t.certificates.ready.status, false), 'the certificate ready');
            await settle(page);
            await capture('certificate-ready');
          },
        ],
      ]);

    for (const [name, path] of [
      ['certificate', certificateId ? `/certificate/get?id=${encodeURIComponent(certificateId)}` : ''],
      ['invoice', paymentId ? `/payment/invoice/pdf?id=${encodeURIComponent(paymentId)}` : ''],
      // The year's E1-7 figures: a company's, so the seeded business customer's (a private account gets none).
      ['report', `/report/e1-7/pdf?year=${new Date().getUTCFullYear()}`],
    ] as const) {
      if (!pdfWanted(name)) continue;
      try {
        if (!path) throw new Error(`no ${name} to download (its flow failed above)`);
        const from = name === 'report' ? customerApi(apiUrl, await seededBusinessToken(apiUrl), language) : api;
        written.push(...pdfToPng(await from.file(path), outDir, `${language}-pdf-${name}`));
      } catch (error) {
        failures.push(`${language} the ${name} PDF: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await context.close();
  }
}
