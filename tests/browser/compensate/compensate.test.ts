import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { expectAccessible, uniqueEmail } from '../support/widgets';
import { clearFaults, injectFault } from '../support/faults';
import { createAccountAt, loginAs } from '../support/accounts';
import { apiAs, freshCustomer } from '../support/projects';
import { settlePage } from '../support/settle';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;
const exact = { exact: true };
const burnLabel = /^I want to use/;

/** What the sandbox holds for a user: the compensation transactions (burns) and the wallet. */
function ledger(token: string) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${browser.apiUrl}${path}`, { headers: { lt: token, ln: 'en' } });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  return {
    burns: async () =>
      (await get<{ transactions: { totalAdded: number; projectId: string | null }[] }>('/transaction/list?type=compensation&pageSize=100')).transactions,
    wallet: async () => (await get<{ profile: { wallet: { tokensAvailable: number; tokensSpent: number } } }>('/profile/get')).profile.wallet,
  };
}

/** Records the burn calls the page makes, with their Idempotency-Keys. */
function burnCalls(page: Page) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wallet/utilize') keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

async function openCompensate(page: Page, query = '') {
  await page.goto(url(`/en/dashboard/compensate${query}`));
  await settlePage(page);
}

/** The text under the project's select (its hint, which the select names as its description). */
const projectHint = (page: Page, label = 'Project') =>
  page
    .getByLabel(label, exact)
    .evaluate((select) => document.getElementById(select.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null);

const outcomeHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Compensation made' });
const figure = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Preview of your certificate' })
    .locator('div', { has: page.getByText(term, exact) })
    .locator('dd');
const burnButton = (page: Page) => page.getByRole('button', { name: /^(Compensate with \d+ GFT now|Compensate now)$/ });

const danger = 'rgb(179, 38, 30)';
const focusBlue = 'rgb(11, 87, 208)';
const layoutText = {
  de: { group: 'Was Sie kompensieren', project: 'Projekt', confirm: 'Bestätigen', summary: /Bitte prüfen Sie/ },
  en: { group: 'What you compensate', project: 'Project', confirm: 'Confirm', summary: /There is a problem/ },
} as const;

/**
 * The form's layout at rest, then sent unconfirmed (the caller presses the button before `afterSend`): a calm
 * confirmation box, the legend in line with the labels, the preview's period on one line at 1280 and 375 px; then a red
 * focused summary without the blue ring, the box still calm and the checkbox marked invalid.
 */
async function expectFormLayout(page: Page, language: 'de' | 'en', send: () => Promise<void>) {
  const t = layoutText[language];
  const confirm = page.getByRole('group', { name: t.confirm, exact: true });
  const border = () => confirm.evaluate((box) => getComputedStyle(box).borderTopColor);
  expect(await border()).not.toBe(danger);
  const legendLeft = await page.evaluate((legend) => {
    const found = [...document.querySelectorAll('legend')].find((element) => element.textContent === legend);
    return Math.round(found?.getBoundingClientRect().left ?? -1);
  }, t.group);
  const labelLeft = await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${t.project}$`) })
    .evaluate((label) => Math.round(label.getBoundingClientRect().left));
  expect(legendLeft).toBe(labelLeft);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // The period stands on the certificate's preview only (a partial compensation shows the project's progress).
    const period = page.locator('.compensate-preview dd.date-range');
    if ((await period.count()) === 0) continue;
    expect(await period.textContent()).toMatch(/20\d\d/);
    expect(await period.evaluate((dd) => Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight)))).toBe(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await send();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(t.summary);
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as HTMLElement);
    return { outline: style.outlineStyle === 'none' ? 'none' : style.outlineColor, border: style.borderTopColor };
  });
  expect(ring.border).toBe(danger);
  expect(ring.outline).not.toBe(focusBlue);
  expect(await border()).not.toBe(danger);
  expect(await confirm.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
}

const outcomeText = {
  de: { done: 'Kompensation ausgeführt', intro: /^Setzen Sie GFT aus Ihrem Guthaben ein/, another: 'Ein anderes Projekt kompensieren' },
  en: { done: 'Compensation made', intro: /^Use GFT from your balance/, another: 'Compensate another project' },
} as const;

/**
 * A burn's outcome at 1280 px: the success icon by the heading (hidden from screen readers: the words say it), the
 * page's introduction gone, one primary action then the secondary ones in one row, "another project" a link-styled
 * action below them rather than one more button.
 */
async function expectOutcomeLayout(page: Page, language: 'de' | 'en', actions: readonly (string | RegExp)[]) {
  const t = outcomeText[language];
  const outcome = page.getByRole('region', { name: t.done });
  const icon = outcome.locator('.outcome-heading--succeeded .outcome-heading__icon');
  expect(await icon.locator('svg').count()).toBe(1);
  expect(await icon.getAttribute('aria-hidden')).toBe('true');
  expect(await page.getByRole('main').getByText(t.intro).isVisible()).toBe(false);
  const buttons = outcome.locator('.button');
  const named = await buttons.allTextContents();
  expect(named).toHaveLength(actions.length);
  actions.forEach((name, index) => expect(named[index]).toMatch(typeof name === 'string' ? new RegExp(`^${name}$`) : name));
  const looks = await buttons.evaluateAll((nodes) => nodes.map((node) => (node.classList.contains('button--ghost') ? 'secondary' : 'primary')));
  expect(looks).toEqual(['primary', ...actions.slice(1).map(() => 'secondary')]);
  const middles = await buttons.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().y + node.getBoundingClientRect().height / 2)),
  );
  expect(new Set(middles).size).toBe(1);
  expect(await outcome.getByRole('button', { name: t.another }).evaluate((node) => node.classList.contains('button'))).toBe(false);
}

describe('compensating', () => {
  it('says when there is no project; refuses an empty wallet before anything is sent, with the catalogue message and the way to buy; a failed load says so', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'burn-empty');
    // A link to a project this new customer does not have, and no project at all.
    await openCompensate(page, '?project=prj_unknown&amount=3');
    await expect.poll(() => page.getByRole('heading', { name: 'No project to compensate' }).count()).toBe(1);
    await expectAccessible(page, 'no project', { sideways: true });

    const project = await api.createProject({ name: 'Empty-handed', co2Emissions: 3 });
    const keys = burnCalls(page);
    await openCompensate(page, `?project=${project._id}&amount=3`);
    await expect.poll(() => page.getByText('Your wallet is empty, charge it with GFT first', exact).count()).toBe(1);
    await expectAccessible(page, 'an empty wallet', { sideways: true });
    expect(await page.getByRole('main').textContent()).toContain('Empty-handed has 3\u00a0t\u00a0CO₂ not yet assigned: that needs 3 GFT.');
    expect(await page.getByRole('main').getByRole('link', { name: 'Buy GFT', exact: true }).getAttribute('href')).toBe('/en/dashboard/buy');
    // Nothing to burn with: no burn is offered, and none was sent.
    expect(await burnButton(page).count()).toBe(0);
    expect(keys).toEqual([]);

    try {
      await injectFault(page, '/project/mine', '500', { count: 5 });
      await page.reload();
      await expect.poll(() => page.getByRole('main').getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expectAccessible(page, 'the projects failed to load', { sideways: true });
    } finally {
      await clearFaults(page);
    }
  });

  it('burns part of a project after the preview and the confirmation; the project page shows it at once', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { api, token } = await freshCustomer(page, browser.apiUrl, 'burn-partial');
    await api.buy(5);
    const project = await api.createProject({ name: 'Warehouse Linz', co2Emissions: 12.5, startDate: '2026-01-01', endDate: '2026-12-31' });
    const keys = burnCalls(page);
    // The project page (its history and figures now in the cache), then the navigation to the compensation page.
    await page.goto(url(`/en/dashboard/projects/${project._id}`));
    await expect.poll(() => page.getByText('No tonnes are assigned to this project yet.').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('navigation', { name: 'Customer area' }).getByRole('link', { name: 'Compensate' }).click();
    await settlePage(page);
    // The only open project is chosen; the amount is what it needs, at most the wallet's 5 tokens.
    await expect.poll(() => page.getByLabel('Project', exact).inputValue()).toBe(project._id);
    expect(await page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('5');
    expect(await page.getByRole('region', { name: 'Your GFT balance' }).textContent()).toContain('5 GFT');
    // 5 of 12.5 t issue no certificate: the project's progress, no mock-up of a certificate with figures none will carry.
    const progress = page.getByRole('region', { name: 'Where the project stands after this compensation' });
    await expect.poll(() => progress.count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Preview of your certificate' }).count()).toBe(0);
    expect(await progress.textContent()).toContain(
      'After this compensation: 5 of 12.5\u00a0t\u00a0CO₂ assigned; the certificate is issued once all tonnes are assigned.',
    );
    const progressFigure = (term: string) => progress.locator('div', { has: page.getByText(term, exact) }).locator('dd');
    expect(await progressFigure('Project').textContent()).toBe('Warehouse Linz');
    // The tokens and, beside them, the tonnes they stand for: one verb and one unit to the label.
    expect(await progressFigure('Tokens used now').textContent()).toBe('5 GFT (= 5\u00a0t\u00a0CO₂)');
    expect(await progressFigure('Not yet assigned after it').textContent()).toBe('7.5\u00a0t\u00a0CO₂');
    expect(await progress.getByText(/Holder|Compensation period|Tonnes of CO₂ assigned/).count()).toBe(0);
    await expectAccessible(page, 'the form and its preview', { sideways: true });

    // Without the confirmation nothing is burned: the summary says so, the box stays calm.
    await expectFormLayout(page, 'en', () => burnButton(page).click());
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Please confirm that you want to use the tokens' }).count()).toBe(1);
    expect(keys).toEqual([]);
    await expectAccessible(page, 'the confirmation missing', { sideways: true });
    await page.getByLabel(burnLabel).check();
    await expectAccessible(page, 'confirmed', { language: 'en' });
    expect(await page.getByLabel(burnLabel).getAttribute('id')).toBeTruthy();
    expect(await page.getByText('I want to use 5 GFT for Warehouse Linz. Used tokens cannot be restored: this cannot be undone.').count()).toBe(1);
    await page.getByRole('button', { name: 'Compensate with 5 GFT now' }).click();
    await expect.poll(() => outcomeHeading(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Compensation made');
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('5 GFT used for Warehouse Linz: some of the project’s tonnes are not yet assigned.');
    expect(main).toContain('Not yet assigned: 7.5\u00a0t\u00a0CO₂, that needs 8 GFT more.');
    await expectAccessible(page, 'a partial compensation made', { sideways: true });
    expect(await page.getByRole('link', { name: 'Buy more GFT' }).getAttribute('href')).toBe('/en/dashboard/buy');
    // The wallet is empty now: no "compensate the rest" without tokens.
    expect(await page.getByRole('button', { name: 'Compensate the rest' }).count()).toBe(0);
    expect(keys).toHaveLength(1);
    const { burns, wallet } = ledger(token);
    expect((await burns()).map((burn) => burn.totalAdded)).toEqual([5]);
    expect(await wallet()).toMatchObject({ tokensAvailable: 0, tokensSpent: 5 });

    // Back on the project page in the same tab: figures and history are the new ones, not the cached ones.
    await page.getByRole('link', { name: 'To the project' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Warehouse Linz' }).count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(
        () =>
          page
            .getByRole('table', { name: /Compensations of this project/ })
            .getByRole('row')
            .count(),
        { timeout: 10_000 },
      )
      .toBe(2);
    expect(await page.getByRole('main').textContent()).toContain('Partly assigned');
    expect(problems).toEqual([]);
  });

  it('fills in the project page\'s "compensate 12.5 t", burns it fully, and the certificate is on its way', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { api, token } = await freshCustomer(page, browser.apiUrl, 'burn-full');
    await api.buy(20);
    await api.createProject({ name: 'Other project', co2Emissions: 40 });
    const project = await api.createProject({ name: 'Summer festival', co2Emissions: 12.5 });
    await page.goto(url(`/en/dashboard/projects/${project._id}`));
    await page.getByRole('link', { name: 'Compensate 12.5\u00a0t\u00a0CO₂' }).click();
    await settlePage(page);
    expect(new URL(page.url()).search).toBe(`?project=${project._id}&amount=13`);
    await expect.poll(() => page.getByLabel('Project', exact).inputValue()).toBe(project._id);
    expect(await page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('13');
    expect(await page.getByRole('region', { name: 'Preview of your certificate' }).textContent()).toContain('All of the project’s tonnes are then assigned');
    expect(await figure(page, 'Tonnes of CO₂ assigned').textContent()).toBe('13\u00a0t\u00a0CO₂');
    // The emissions as what the tonnes are assigned to, after them: never a figure of their own beside them (issue 41).
    expect(await figure(page, 'Assigned to').textContent()).toBe('the reported emissions of 12.5\u00a0t CO₂ of the project “Summer festival”');
    expect(await page.getByRole('region', { name: 'Preview of your certificate' }).textContent()).not.toMatch(/CO₂ emitted|%/);
    await page.getByLabel(burnLabel).check();
    await page.getByRole('button', { name: 'Compensate with 13 GFT now' }).click();
    await expect.poll(() => outcomeHeading(page).count(), { timeout: 10_000 }).toBe(1);

    const stored = (await api.projects()).find((entry) => entry._id === project._id);
    expect(stored).toMatchObject({ status: 'fully_compensated', co2Compensation: 13 });
    const certificateId = stored?.certificateId ?? '';
    expect(certificateId).toMatch(/^GFT-/);
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('13 GFT used for Summer festival: all of the project’s tonnes are now assigned.');
    expect(main).toContain(`Its certificate ${certificateId} is on its way`);
    await expectAccessible(page, 'a full compensation made', { sideways: true });
    await expectOutcomeLayout(page, 'en', [/^Follow the certificate GFT-\S+$/, 'To the project']);
    const link = page.getByRole('link', { name: `Follow the certificate ${certificateId}` });
    expect(await link.getAttribute('href')).toBe(`/en/dashboard/certificates/${certificateId}`);
    expect((await ledger(token).burns()).map((burn) => burn.totalAdded)).toEqual([13]);
    expect(await ledger(token).wallet()).toMatchObject({ tokensAvailable: 7 });

    // "Compensate another project" starts afresh: the fully compensated project is no longer offered.
    await page.getByRole('button', { name: 'Compensate another project' }).click();
    await expect.poll(() => page.getByLabel('Project', exact).locator('option').allTextContents()).toEqual(['Choose a project', 'Other project']);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  it('"Compensate the rest" starts one new choice: what is typed into it at once is kept', async () => {
    const { page, problems } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'burn-rest');
    await api.buy(20);
    const project = await api.createProject({ name: 'Depot Wels', co2Emissions: 30 });
    await openCompensate(page, `?project=${project._id}&amount=6`);
    await page.getByLabel(burnLabel).check();
    await page.getByRole('button', { name: 'Compensate with 6 GFT now' }).click();
    await expect.poll(() => outcomeHeading(page).count(), { timeout: 10_000 }).toBe(1);
    await expectOutcomeLayout(page, 'en', ['Compensate the rest', 'Buy more GFT', 'To the project']);
    // Every form put into the page from here on is counted: a choice started twice replaces the first form (and what
    // was typed into it) with a second one a moment later.
    await page.evaluate(() => {
      const counted = window as unknown as { formsAdded: number };
      counted.formsAdded = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element) counted.formsAdded += (node.matches('form') ? 1 : 0) + node.querySelectorAll('form').length;
          }
        }
      }).observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Compensate the rest' }).click();
    // The rest is what the project still needs, at most the wallet's 14 tokens; the address drops the old amount.
    await expect.poll(() => page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('14');
    await expect.poll(() => new URL(page.url()).search).toBe(`?project=${project._id}`);
    await page.getByLabel('Tokens to use (GFT)').fill('5');
    await page.getByLabel(burnLabel).check();
    // Whatever the router still had to settle has settled: a navigation's render waits for no more than a frame or two.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
    expect(await page.evaluate(() => (window as unknown as { formsAdded: number }).formsAdded)).toBe(1);
    expect(await page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('5');
    expect(await page.getByRole('button', { name: 'Compensate with 5 GFT now' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("names a business account's company as the holder, in German with German figures, part then the rest", async () => {
    const { page } = await browser.open('about:blank');
    const email = uniqueEmail('burn-business');
    await createAccountAt(browser.apiUrl, email, 'Start-Passw0rd', {
      accountType: 'business',
      companyName: 'Sägewerk Profil GmbH',
      position: 'Inhaberin',
      taxID: 'ATU12345678',
    });
    const { token } = await loginAs(page, browser.apiUrl, email, 'Start-Passw0rd');
    const api = apiAs(browser.apiUrl, token);
    await api.buy(20);
    const project = await api.createProject({ name: 'Sägehalle', co2Emissions: 12.5, startDate: '2026-03-01', endDate: '2026-09-30' });
    await page.goto(url(`/dashboard/compensate?project=${project._id}&amount=13`));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Kompensieren' }).count(), { timeout: 15_000 }).toBe(1);
    const preview = page.getByRole('region', { name: 'Vorschau Ihres Zertifikats' });
    await expect
      .poll(() =>
        preview
          .locator('div', { has: page.getByText('Inhaber', exact) })
          .locator('dd')
          .textContent(),
      )
      .toBe('Sägewerk Profil GmbH');
    const text = (await preview.textContent()) ?? '';
    for (const expected of [
      'Sägehalle',
      '01.03.2026 bis 30.09.2026',
      // The tonnes first, the emissions as what they are assigned to (issue 41).
      'Eingesetzte Tonnen CO₂13\u00a0t\u00a0CO₂Eingesetzt fürdie gemeldeten Emissionen von 12,5\u00a0t CO₂ des Projekts „Sägehalle“',
      'Danach sind alle Tonnen des Projekts eingesetzt',
    ])
      expect(text).toContain(expected);
    await expectAccessible(page, 'the form and its preview', { language: 'de' });
    await expectFormLayout(page, 'de', () => page.getByRole('button', { name: 'Jetzt mit 13 GFT kompensieren' }).click());
    // Part first (three actions in one row with the longer German labels), then the rest.
    const outcome = page.getByRole('heading', { level: 2, name: 'Kompensation ausgeführt' });
    await page.getByLabel(/^Einzusetzende Token/).fill('5');
    await page.getByLabel(/^Ich möchte 5 GFT für Sägehalle einsetzen/).check();
    await page.getByRole('button', { name: 'Jetzt mit 5 GFT kompensieren' }).click();
    await expect.poll(() => outcome.count(), { timeout: 10_000 }).toBe(1);
    await expectOutcomeLayout(page, 'de', ['Den Rest kompensieren', 'Mehr GFT kaufen', 'Zum Projekt']);
    await page.getByRole('button', { name: 'Den Rest kompensieren' }).click();
    await expect.poll(() => page.getByLabel(/^Einzusetzende Token/).inputValue()).toBe('8');
    await page.getByLabel(/^Ich möchte 8 GFT für Sägehalle einsetzen/).check();
    await page.getByRole('button', { name: 'Jetzt mit 8 GFT kompensieren' }).click();
    await expect.poll(() => outcome.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('main').textContent()).toContain('8 GFT für Sägehalle eingesetzt: Damit sind alle Tonnen des Projekts eingesetzt.');
    await expectAccessible(page, 'a full compensation made', { language: 'de' });
    await expectOutcomeLayout(page, 'de', [/^Zertifikat GFT-\S+ verfolgen$/, 'Zum Projekt']);
  });

  it("on a phone the chosen project's name fits its select and its tonnes not yet assigned stand below it, in German and English", async () => {
    const { page } = await browser.open('about:blank');
    await page.setViewportSize({ width: 375, height: 800 });
    const { api } = await freshCustomer(page, browser.apiUrl, 'burn-phone');
    await api.buy(5);
    const project = await api.createProject({ name: 'Bürogebäude Linz 2025', co2Emissions: 12.5 });
    for (const [path, label, hint] of [
      ['/dashboard/compensate', 'Projekt', 'Noch nicht zugeordnet: 12,5\u00a0t\u00a0CO₂.'],
      ['/en/dashboard/compensate', 'Project', 'Not yet assigned: 12.5\u00a0t\u00a0CO₂.'],
    ] as const) {
      await page.goto(url(`${path}?project=${project._id}`));
      await settlePage(page);
      const select = page.getByLabel(label, exact);
      await expect.poll(() => select.inputValue()).toBe(project._id);
      // The chosen option's text, set in the select's font, fits inside it (its padding and arrow aside): nothing cut.
      const room = await select.evaluate((element) => {
        const box = element as HTMLSelectElement;
        const style = getComputedStyle(box);
        const probe = document.createElement('span');
        probe.textContent = box.selectedOptions[0]?.textContent ?? '';
        probe.style.font = style.font;
        probe.style.whiteSpace = 'pre';
        document.body.append(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        return box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
      });
      expect(room, path).toBeGreaterThanOrEqual(0);
      const below = page.getByText(hint, exact);
      await expect.poll(() => below.isVisible()).toBe(true);
      expect(await projectHint(page, label)).toBe(hint);
    }
    await expectAccessible(page, 'the project chosen on a phone', { sideways: true });
  });

  it('says at the field when the amount is more than the wallet, a whole number or what the project needs; a bad link says so', async () => {
    const { page } = await browser.open('about:blank');
    const { api } = await freshCustomer(page, browser.apiUrl, 'burn-field');
    await api.buy(6);
    const big = await api.createProject({ name: 'Big hall', co2Emissions: 40 });
    const small = await api.createProject({ name: 'Small shed', co2Emissions: 2 });
    const done = await api.createProject({ name: 'Done deal', co2Emissions: 1 });
    await api.burn(done._id, 1);
    const keys = burnCalls(page);
    // The link asks for 40; the wallet holds 5.
    await openCompensate(page, `?project=${big._id}&amount=40`);
    await expect.poll(() => page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('5');
    expect(await page.getByLabel('Project', exact).locator('option').allTextContents()).toEqual(['Choose a project', 'Small shed', 'Big hall']);
    const amount = page.getByLabel('Tokens to use (GFT)');
    await amount.fill('6');
    await page.getByLabel(burnLabel).check();
    await burnButton(page).click();
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    const message = 'Your balance is 5 GFT: enter 5 or fewer';
    const amountError = page.locator(`#${(await amount.getAttribute('id')) ?? ''}-error`);
    expect(await amount.getAttribute('aria-describedby')).toContain(`${(await amount.getAttribute('id')) ?? ''}-error`);
    expect(await amountError.textContent()).toContain(message);
    expect(
      await page
        .getByRole('alert')
        .getByRole('link', { name: `Tokens to use (GFT): ${message}` })
        .count(),
    ).toBe(1);
    await expectAccessible(page, 'more than the wallet holds', { sideways: true });
    await amount.fill('2.5');
    await expect.poll(() => amountError.textContent()).toContain('Enter a whole number');
    // Another project fills in what it needs; more than that is said at the field too.
    await page.getByLabel('Project', exact).selectOption(small._id);
    await expect.poll(() => amount.inputValue()).toBe('2');
    expect(await projectHint(page)).toBe('Not yet assigned: 2\u00a0t\u00a0CO₂.');
    await amount.fill('3');
    await expect.poll(() => amountError.textContent()).toContain('This project needs only 2 GFT: enter 2 or fewer');
    // A changed choice took the confirmation back.
    expect(await page.getByLabel(burnLabel).isChecked()).toBe(false);
    expect(keys).toEqual([]);

    for (const [link, text] of [
      ['?project=prj_not_mine&amount=3', 'The project in the link is not one of your projects: it may have been deleted, or the link is wrong.'],
      [`?project=${done._id}`, 'All tonnes of Done deal are already assigned: nothing is left to compensate for it.'],
    ] as const) {
      await openCompensate(page, link);
      await expect.poll(() => page.getByRole('status').filter({ hasText: text }).count()).toBe(1);
      expect(await page.getByLabel('Project', exact).inputValue()).toBe('');
      expect(await page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('');
    }
    // Someone else's project (the seeded user's) is as unknown as one that does not exist.
    await openCompensate(page, '?project=prj_demo_office&amount=1');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'The project in the link is not one of your projects' }).count()).toBe(1);
  });

  it('burns once however often the button is pressed', async () => {
    const { page } = await browser.open('about:blank');
    const { api, token } = await freshCustomer(page, browser.apiUrl, 'burn-double');
    await api.buy(20);
    const project = await api.createProject({ name: 'Double press', co2Emissions: 30 });
    const keys = burnCalls(page);
    await openCompensate(page, `?project=${project._id}&amount=4`);
    await page.getByLabel(burnLabel).check();
    // The answer takes a moment, so that every press lands while the burn is under way.
    await page.route('**/wallet/utilize', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const box = await page.getByRole('button', { name: 'Compensate with 4 GFT now' }).boundingBox();
    for (let press = 0; press < 5; press += 1) await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => outcomeHeading(page).count(), { timeout: 10_000 }).toBe(1);
    expect(keys).toHaveLength(1);
    expect((await ledger(token).burns()).map((burn) => burn.totalAdded)).toEqual([4]);
    expect(await ledger(token).wallet()).toMatchObject({ tokensAvailable: 16, tokensSpent: 4 });
  });

  it('keeps the choice through every fault of the burn call, and a dropped answer retried (after a reload too) burns once', { timeout: 90_000 }, async () => {
    const { page } = await browser.open('about:blank');
    const { api, token } = await freshCustomer(page, browser.apiUrl, 'burn-faults');
    await api.buy(20);
    await api.createProject({ name: 'Decoy', co2Emissions: 5 });
    const project = await api.createProject({ name: 'Fault line', co2Emissions: 30 });
    const keys = burnCalls(page);
    const { burns } = ledger(token);
    await openCompensate(page, `?project=${project._id}&amount=6`);
    const kept = async () => {
      expect(await page.getByLabel('Project', exact).inputValue()).toBe(project._id);
      expect(await page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('6');
      expect(await page.getByLabel(burnLabel).isChecked()).toBe(true);
    };
    await page.getByLabel(burnLabel).check();
    // Chromium itself sends a POST again when a kept-alive connection drops (once per idle connection it holds, the
    // same Idempotency-Key each time): the dropped connection must take every one of them.
    for (const [kind, count, reason] of [
      ['500', 1, 'Something went wrong on the server.'],
      ['malformed', 1, 'The server sent an answer we could not read.'],
      ['network', 10, 'Failed to connect to server'],
    ] as const) {
      await clearFaults(page);
      await injectFault(page, '/wallet/utilize', kind, { count });
      await page.getByRole('button', { name: 'Compensate with 6 GFT now' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'The compensation could not be made' }).count(), { timeout: 10_000, message: kind })
        .toBe(1);
      expect(await page.getByRole('main').textContent()).toContain(reason);
      expect(await page.getByRole('main').textContent()).toContain('Trying again is safe: the same compensation is never made twice.');
      await kept();
      expect(await burns()).toEqual([]);
    }
    await clearFaults(page);
    // The call is held longer than the portal waits, then carried out: the burn is made, its answer never arrives.
    await injectFault(page, '/wallet/utilize', 'timeout');
    await page.getByRole('button', { name: 'Compensate with 6 GFT now' }).click();
    await expect.poll(() => page.getByRole('main').textContent(), { timeout: 10_000 }).toContain('The server took too long to answer.');
    await kept();
    await expect.poll(async () => (await burns()).length, { timeout: 10_000 }).toBe(1);
    // The retry carries the same key: the sandbox answers the burn it made.
    await page.getByRole('button', { name: 'Compensate with 6 GFT now' }).click();
    await expect.poll(() => outcomeHeading(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('main').textContent()).toContain('6 GFT used for Fault line: some of the project’s tonnes are not yet assigned.');
    expect((await burns()).map((burn) => burn.totalAdded)).toEqual([6]);
    expect(new Set(keys).size).toBe(1);

    // A new burn: its answer is lost on the way back after the sandbox burned; the page is reloaded.
    await page.getByRole('button', { name: 'Compensate the rest' }).click();
    await page.getByLabel('Tokens to use (GFT)').fill('5');
    await page.getByLabel(burnLabel).check();
    let dropped = false;
    await page.route('**/wallet/utilize', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Compensate with 5 GFT now' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The compensation could not be made' }).count(), { timeout: 10_000 }).toBe(1);
    expect((await burns()).map((burn) => burn.totalAdded)).toEqual([5, 6]);
    await expectAccessible(page, 'the compensation failed', { sideways: true });
    await page.reload();
    await settlePage(page);
    // The unfinished burn is offered again as it was, so that it goes with its key.
    await expect.poll(() => page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('5');
    expect(await page.getByLabel('Project', exact).inputValue()).toBe(project._id);
    await page.getByLabel(burnLabel).check();
    await page.getByRole('button', { name: 'Compensate with 5 GFT now' }).click();
    await expect.poll(() => outcomeHeading(page).count(), { timeout: 10_000 }).toBe(1);
    expect((await burns()).map((burn) => burn.totalAdded)).toEqual([5, 6]);
    expect(new Set(keys).size).toBe(2);
    expect(keys.slice(-2)[0]).toBe(keys.at(-1));
    expect(await ledger(token).wallet()).toMatchObject({ tokensAvailable: 9, tokensSpent: 11 });
  });

  it('compensates by keyboard alone, and the certificate link is reached by keyboard', async () => {
    const { page } = await browser.open('about:blank');
    const { api, token } = await freshCustomer(page, browser.apiUrl, 'burn-keys');
    await api.buy(10);
    await api.createProject({ name: 'First', co2Emissions: 50 });
    const second = await api.createProject({ name: 'Second', co2Emissions: 2.2 });
    await openCompensate(page);
    await page.getByRole('button', { name: 'Reject all' }).click();
    const select = page.getByLabel('Project', exact);
    await select.focus();
    // The list is newest first: "Second" is the first project after the placeholder.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => select.inputValue()).toBe(second._id);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).toBe('decimal');
    // The prefill follows the chosen project (an effect): wait for it.
    await expect.poll(() => page.getByLabel('Tokens to use (GFT)').inputValue()).toBe('3');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel(burnLabel).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Compensate with 3 GFT now');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe('Compensation made');
    const certificateId = (await api.projects()).find((entry) => entry._id === second._id)?.certificateId ?? '';
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Follow the certificate ${certificateId}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/en/dashboard/certificates/${certificateId}`);
    expect((await ledger(token).burns()).map((burn) => burn.totalAdded)).toEqual([3]);
  });
});
