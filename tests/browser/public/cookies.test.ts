import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { expectModal, rootOverflow } from '../support/modal';
import { loadRest } from '../support/page-list';

const browser = setupBrowser();

/** The Consent Mode commands in dataLayer, as plain arrays. */
const consentCommands = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));

async function openFresh(path = '/faq') {
  const opened = await browser.open(path);
  await expect.poll(() => opened.page.getByRole('heading', { level: 1 }).count(), { timeout: 10_000 }).toBe(1);
  return opened;
}

const consentValue = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'gft_consent')?.value;

describe('cookie consent', () => {
  it('offers "Reject all" beside "Allow all", equally prominent; rejecting stores every optional category off', async () => {
    const { page } = await openFresh();
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    const reject = banner.getByRole('button', { name: 'Alle ablehnen' });
    const allow = banner.getByRole('button', { name: 'Alle erlauben' });
    await expect.poll(() => reject.isVisible()).toBe(true);
    const look = (button: typeof reject) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.color,
          style.backgroundColor,
          style.fontSize,
          style.fontWeight,
          style.borderStyle,
          Math.round(element.getBoundingClientRect().height),
        ].join(' ');
      });
    expect(await look(reject)).toBe(await look(allow));
    await reject.click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(JSON.parse(decodeURIComponent((await consentValue(page)) ?? ''))).toEqual({
      performance_cookies_third_party: false,
      functional_cookies: false,
      targeting_cookies: false,
    });
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', functionality_storage: 'denied' }),
    ]);
  });

  it('"Cookie settings" in the footer reopens the preferences at any time, showing the stored choice', async () => {
    const { page } = await openFresh('/en/faq');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Allow all' }).click();
    await expect.poll(() => consentValue(page)).toBe('allow_all');
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    const modal = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    for (const toggle of await modal.getByRole('switch').all()) expect(await toggle.isChecked()).toBe(true);
    await modal.getByRole('switch', { name: 'Targeting cookies' }).uncheck();
    await modal.getByRole('button', { name: 'Confirm my choice' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(JSON.parse(decodeURIComponent((await consentValue(page)) ?? ''))).toEqual({
      performance_cookies_third_party: true,
      functional_cookies: true,
      targeting_cookies: false,
    });
    // Reopened after a reload, the toggles show what was stored; the banner stays away.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(await modal.getByRole('switch', { name: 'Targeting cookies' }).isChecked()).toBe(false);
    expect(await modal.getByRole('switch', { name: 'Functional cookies' }).isChecked()).toBe(true);
  });

  it('starts with every optional signal denied and IP anonymization, and grants nothing without a choice', async () => {
    const { page } = await openFresh();
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    const commands = await consentCommands(page);
    expect(commands[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'denied',
        security_storage: 'granted',
      }),
    ]);
    expect(commands).toContainEqual(['set', 'anonymize_ip', true]);
    expect(commands.filter((command) => command[1] === 'update')).toEqual([]);
    // Consent entries are Arguments objects, as Google's gtag() pushes them.
    expect(await page.evaluate(() => Object.prototype.toString.call((window as unknown as { dataLayer: unknown[] }).dataLayer[0]))).toBe('[object Arguments]');
  });

  it('"allow all" stores allow_all for 604800 seconds, grants the signals, and the banner stays gone after a reload', async () => {
    const { page } = await openFresh();
    await page.getByRole('button', { name: 'Alle erlauben' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Cookie-Einwilligung' }).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'gft_consent');
    expect(cookie?.value).toBe('allow_all');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604_800 - 60);
    expect(lifetime).toBeLessThanOrEqual(604_800 + 1);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', functionality_storage: 'granted' }),
    ]);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Cookie-Einwilligung' }).count()).toBe(0);
    // The earlier choice is applied at load, as the visitor's own choice.
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]);
  });

  it('the preferences modal is modal, locks scrolling, saves the toggles and returns focus', async () => {
    const { page } = await openFresh();
    const preferences = page.getByRole('button', { name: 'Einstellungen', exact: true });
    await preferences.click();
    const modal = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(await rootOverflow(page)).toBe('hidden');
    // Focus moved to the first control.
    expect(
      await modal
        .getByRole('switch')
        .first()
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await modal.getByText('Immer aktiv', { exact: true }).count()).toBe(2);
    const switches = modal.getByRole('switch');
    expect(await switches.count()).toBe(3);
    // Nothing optional is pre-ticked (pre-ticked boxes are no valid consent: CJEU C-673/17, Planet49).
    for (let index = 0; index < 3; index += 1) expect(await switches.nth(index).isChecked()).toBe(false);
    await expectModal(page, modal, page.locator('footer a').first(), 10);
    await modal.getByRole('switch', { name: 'Leistungs-Cookies (Dritter)' }).check();
    await modal.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Cookie-Einwilligung' }).count()).toBe(0);
    expect(await rootOverflow(page)).toBe('visible');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'gft_consent');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual({
      performance_cookies_third_party: true,
      functional_cookies: false,
      targeting_cookies: false,
    });
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'denied',
      }),
    ]);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Cookie-Einwilligung' }).count()).toBe(0);
  });

  it('"accept all" in the modal stores allow_all; Escape closes the modal and returns focus without saving', async () => {
    const { page } = await openFresh('/en/faq');
    const preferences = page.getByRole('button', { name: 'Preferences', exact: true });
    await preferences.click();
    // The dialog's code loads on the first press: Escape closes a dialog that is open.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await preferences.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'gft_consent')).toBe(false);
    await preferences.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'gft_consent')?.value).toBe('allow_all');
  });

  // WCAG 2.2 SC 2.4.11 (Focus Not Obscured): the banner stays at the window's bottom until answered, and Tab walks on
  // behind it. Every control that takes focus on its way through a long page (to the footer's last link) is scrolled
  // clear of the banner, wholly above it. The page is loaded whole first: a lower part that comes while Tab is in the
  // footer pushes the footer down, with or without the banner (another matter, not this test's).
  it.each([
    ['/', 1280],
    ['/', 375],
    ['/en/accessibility', 1280],
    ['/en/accessibility', 375],
  ] as const)('Tab through %s at %i px: the open banner never covers the focused control', async (path, width) => {
    const { page } = await browser.open(path, { viewport: { width, height: 800 } });
    await loadRest(page);
    await expect.poll(() => page.locator('[data-gft-consent-banner]').isVisible()).toBe(true);
    const covered: string[] = [];
    let focused = 0;
    for (let step = 0; step < 250; step += 1) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const active = document.activeElement;
        const banner = document.querySelector('[data-gft-consent-banner]');
        if (!active || !banner || active === document.body) return { where: 'browser' } as const;
        if (banner.contains(active)) return { where: 'banner' } as const;
        const box = active.getBoundingClientRect();
        const top = banner.getBoundingClientRect().top;
        return {
          where: 'page',
          control: `${active.outerHTML.slice(0, 90)} (bottom ${Math.round(box.bottom)}, banner top ${Math.round(top)})`,
          // A multi-line field is scrolled to its caret, at its start: its first lines clear of the banner.
          clear: box.bottom <= top + 0.5 || (active instanceof HTMLTextAreaElement && box.top + 3 * parseFloat(getComputedStyle(active).lineHeight) <= top),
        } as const;
      });
      // Past the page's last control focus goes to the browser's own controls: the walk is complete.
      if (seen.where === 'browser') break;
      if (seen.where === 'page') {
        focused += 1;
        if (!seen.clear) covered.push(seen.control);
      }
    }
    expect(focused).toBeGreaterThan(10);
    expect(covered).toEqual([]);
  });
});
