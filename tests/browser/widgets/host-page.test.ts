import { describe, expect, it } from 'vitest';

import { setupBrowser } from '../support/browser';

import { cspViolations, events, fillMeeting, ready, recordEvents, styleOf, uniqueEmail } from '../support/widgets';
import { mailedField } from '#tests/helpers/mailbox';

const browser = setupBrowser();
const tags = ['gft-certificate-verify', 'gft-token-lead', 'gft-contact-form', 'gft-forest-meeting'];

async function openHostile() {
  const opened = await browser.open('about:blank');
  await recordEvents(opened.page);
  const response = await opened.page.goto(new URL('/demo/hostile.html', browser.webUrl).href);
  expect(response?.headers()['content-security-policy']).toMatch(/default-src 'self'; script-src 'self'; style-src 'self'; connect-src http:\/\/localhost:\d+/);
  for (const tag of tags) await ready(opened.page, tag);
  return opened;
}

describe('on a hostile host page (strict CSP, hostile global CSS, another origin than the API)', () => {
  it('every element renders untouched by the host styles', async () => {
    const { page, problems } = await openHostile();
    expect(new URL(browser.webUrl).origin).not.toBe(new URL(browser.apiUrl).origin);
    // The host's rules do reach the host page itself…
    expect(await styleOf(page.getByRole('heading', { level: 1 }), 'color')).toBe('rgb(255, 0, 0)');
    for (const tag of tags) {
      const widget = page.locator(tag);
      const heading = widget.getByRole('heading', { level: 2 });
      // …and nothing of them inside.
      expect(await styleOf(heading, 'color'), tag).not.toBe('rgb(255, 0, 0)');
      expect(await styleOf(heading, 'font-size'), tag).toBe('24px');
      expect(await styleOf(widget.locator('input').first(), 'display'), tag).not.toBe('none');
      expect(await styleOf(widget.locator('input').first(), 'font-size'), tag).toBe('16px');
      expect(await styleOf(widget.getByRole('button').first(), 'display'), tag).not.toBe('none');
      expect(await widget.getByRole('button').first().isVisible(), tag).toBe(true);
    }
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it("reads left to right inside the page's right-to-left section, in either language: each element's direction is its own", async () => {
    const { page, problems } = await openHostile();
    // hostile.css sets `direction: rtl` on <main>, as a multilingual theme does on a section; it reaches the hosts…
    const all = [...tags, 'gft-certificate-badge'];
    for (const tag of all) expect(await styleOf(page.locator(tag), 'direction'), tag).toBe('rtl');
    await expect.poll(() => page.locator('gft-certificate-badge').getByRole('link').count()).toBe(1);
    /** The direction of every element inside each element's shadow tree, with the language its root says. */
    const inside = () =>
      page.evaluate((names) => {
        const seen: Record<string, string[]> = {};
        for (const name of names) {
          const root = document.querySelector(name)?.shadowRoot?.querySelector('.gft-root');
          if (!root) continue;
          const directions = [root, ...root.querySelectorAll('*')].map((element) => getComputedStyle(element).direction);
          seen[name] = [root.getAttribute('lang') ?? '', ...new Set(directions)];
        }
        return seen;
      }, all);
    // …and nothing of it inside: the text, the tables and the buttons run as German and English do.
    expect(await inside()).toEqual(Object.fromEntries(all.map((tag) => [tag, ['de', 'ltr']])));
    await page.evaluate((names) => names.forEach((name) => document.querySelector(name)?.setAttribute('lang', 'en')), all);
    await expect.poll(inside).toEqual(Object.fromEntries(all.map((tag) => [tag, ['en', 'ltr']])));
    expect(problems).toEqual([]);
  });

  it('every element works and raises gft-ready, gft-error and gft-success', async () => {
    const { page, problems } = await openHostile();
    // Sent empty first: each element says what is missing and raises gft-error.
    const submits = {
      'gft-certificate-verify': 'Prüfen',
      'gft-token-lead': 'Abonnieren',
      'gft-contact-form': 'Nachricht senden',
      // The meeting's first step.
      'gft-forest-meeting': 'Weiter',
    };
    for (const [tag, name] of Object.entries(submits)) {
      await page.locator(tag).getByRole('button', { name }).click();
      await expect.poll(() => page.locator(tag).getByRole('alert').count(), { message: tag }).toBe(1);
    }
    const verify = page.locator('gft-certificate-verify');
    await verify.getByLabel('Zertifikats-ID').fill('GFT-DEMO-VALID');
    await verify.getByRole('button', { name: 'Prüfen' }).click();
    await expect.poll(() => verify.getByRole('heading', { name: 'Zertifikat bestätigt' }).count()).toBe(1);

    const lead = page.locator('gft-token-lead');
    const leadEmail = uniqueEmail('hostile-lead');
    await lead.getByLabel('Name', { exact: true }).fill('Hanna Host');
    await lead.getByLabel('E-Mail-Adresse').fill(leadEmail);
    await expect.poll(() => lead.getByLabel('Land').locator('option').count()).toBeGreaterThan(200);
    await lead.getByLabel('Land').selectOption('AT');
    await lead.getByLabel('Ort').fill('Linz');
    await lead.getByLabel(/Ich möchte E-Mails/).check();
    await lead.getByRole('button', { name: 'Abonnieren' }).click();
    await expect.poll(() => lead.getByRole('status').textContent()).toContain(leadEmail);

    const contact = page.locator('gft-contact-form');
    await contact.getByLabel('Vorname').fill('Hanna');
    await contact.getByLabel('Nachname').fill('Host');
    await contact.getByLabel('E-Mail-Adresse').fill(uniqueEmail('hostile-contact'));
    await contact.getByLabel('Ihre Nachricht').fill('Hallo');
    await contact.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect.poll(() => contact.getByRole('status').textContent()).toContain('Danke für Ihre Nachricht');

    const meeting = page.locator('gft-forest-meeting');
    const owner = uniqueEmail('hostile-owner');
    await fillMeeting(meeting, owner);
    await meeting.getByRole('button', { name: 'Termin anfragen' }).click();
    await meeting.getByLabel('Code aus der E-Mail').fill(await mailedField(browser.apiUrl, owner, 'code'));
    await meeting.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => meeting.getByRole('heading', { name: 'Danke, Ihre Anfrage ist eingegangen' }).count()).toBe(1);

    const seen = await events(page);
    for (const tag of tags) {
      expect(
        seen.filter((event) => event.tag === tag).map((event) => event.type),
        tag,
      ).toEqual(['gft-ready', 'gft-error', 'gft-success']);
    }
    expect(seen.find((event) => event.tag === 'gft-forest-meeting' && event.type === 'gft-error')?.detail).toEqual({
      widget: 'forest-meeting',
      kind: 'VALIDATION',
      message: 'Bitte prüfen Sie Ihre Angaben',
    });
    // Events bubble out of the shadow root to the document, composed, with the widget's name.
    expect(seen.find((event) => event.tag === 'gft-token-lead' && event.type === 'gft-success')?.detail).toEqual({
      widget: 'token-lead',
      data: { name: 'Hanna Host', email: leadEmail, country: 'AT', city: 'Linz', privacyConsent: true },
    });
    expect(problems).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('including the script twice defines each element once and changes nothing', async () => {
    const { page, problems } = await openHostile();
    const src = new URL('/widgets/gft-widgets.js', browser.webUrl).href;
    // As a string: the test runner would rewrite an import() inside a function it serialises.
    await page.evaluate(`import(${JSON.stringify(`${src}?again=1`)})`);
    await page.evaluate((url) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = url;
      document.head.append(script);
    }, src);
    await page.waitForTimeout(300);
    expect(await page.locator('gft-certificate-verify').getByRole('heading', { level: 2 }).count()).toBe(1);
    // Nothing global but the four elements (the test's own recorders aside).
    const globals = await page.evaluate(() => Object.keys(window).filter((key) => /gft|r2wc|preact|zod|ky/i.test(key)));
    expect(globals.filter((key) => !['__gftEvents', '__cspViolations'].includes(key))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
