/**
 * The embed builder (/embed): an editor configures each element of the table by clicking and typing, copies the
 * snippet, pastes it into a blank page of another origin, and the element works there with the chosen colours; hostile
 * values get their messages and run nothing; the settings travel in the URL; contrast, the API check, the clipboard's
 * refusal, and the page's place on the site (noindex, no sitemap, the footer's link).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeFields, contrastPairsOf, cssFieldsOf } from '#portal/features/embed/builder';
import { hexOf, hoverOf, presets, siteFont, textOn } from '#portal/features/embed/presets';
import { contrastRatio, parseHex, type Rgb } from '#shared/ui/contrast';
import { elements } from '#widgets/lib/elements';
import { setupBrowser, copiedText } from '../support/browser';
import { axeAtWidths, events, recordEvents } from '../support/widgets';
import {
  advancedSummary,
  attributeInput,
  builderGroup,
  builderPath,
  builderText,
  codeRegion,
  colorPicker,
  fillAttributes,
  filledText,
  hostProperty,
  linkCheck,
  linkConfirm,
  openAdvanced,
  pageBackgroundInput,
  partStyle,
  presetRadio,
  siteInput,
  sitePicker,
  previewRegion,
  propertyInput,
  shadowHas,
  shownCode,
  startPartnerHost,
  untilCodeHas,
  watchForInjection,
  type Language,
} from '../support/embed';

const browser = setupBrowser();
let partner: Awaited<ReturnType<typeof startPartnerHost>>;
beforeAll(async () => {
  partner = await startPartnerHost();
});
afterAll(async () => {
  await partner.close();
});

const webOrigin = () => new URL(browser.webUrl).origin;
/**
 * axe's WCAG 2.x A and AA findings (at the language's width, or at both without one), `exclude` left out; duplicate
 * ids and sideways scrolling as findings too: the checks each flow makes at the states it reaches.
 */
const findings = (page: Page, language?: Language, exclude: string[] = []) => axeAtWidths(page, { language, exclude, sideways: true, uniqueIds: true });
const apiOrigin = () => new URL(browser.apiUrl).origin;

/** The builder in a fresh context that may use the clipboard. */
async function openBuilder(language: Language, query = '') {
  const opened = await browser.open(`${builderPath(language)}${query}`);
  await opened.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webOrigin() });
  await expect.poll(() => opened.page.getByRole('heading', { level: 1 }).textContent()).toBe(builderText(language, 'h1'));
  return opened;
}

/** Clicks the copy button, waits for its "Copied", and reads the clipboard back. */
async function copySnippet(page: Page, language: Language): Promise<string> {
  await codeRegion(page, language)
    .getByRole('button', { name: builderText(language, 'code.copy'), exact: true })
    .click();
  await expect.poll(() => codeRegion(page, language).getByRole('status').first().textContent()).toBe(builderText(language, 'code.copied'));
  return (await copiedText(page)) ?? '';
}

/** A partner's page with the snippet pasted: events recorded, dialogs caught; waits for the element's gft-ready. */
async function pastedPage(snippet: string, tag: string, options: { csp?: string; lang?: string; stylesheet?: string } = {}) {
  partner.show(snippet, options);
  const opened = await browser.open('about:blank');
  await recordEvents(opened.page);
  const watched = await watchForInjection(opened.page);
  await opened.page.goto(partner.url);
  const isReady = async () => (await events(opened.page)).some((event) => event.type === 'gft-ready' && event.tag === tag);
  await expect
    .poll(isReady, { timeout: 10_000 })
    .toBe(true)
    .catch(async (error: unknown) => {
      // Once seen under load (1 run in about 7) and not since: when it happens again, the failure says what the page did.
      const state = await opened.page.evaluate(
        (name) => ({ defined: customElements.get(name) !== undefined, shadow: document.querySelector(name)?.shadowRoot?.innerHTML.slice(0, 300) ?? null }),
        tag,
      );
      throw new Error(
        `<${tag}> not ready: ${JSON.stringify({ ...state, events: await events(opened.page), problems: opened.problems, violations: opened.violations, snippet })}`,
        { cause: error },
      );
    });
  return { ...opened, ...watched };
}

/** The partner page's body, as tags in order (comments and text aside). */
const bodyTags = (page: Page) => page.evaluate(() => [...document.body.children].map((child) => child.localName));

describe('done means: an editor configures each element, copies the snippet, and it works with the chosen colours on another origin', () => {
  it.each(elements.map((element, index) => [element.tag, element, index % 2 === 0 ? 'en' : 'de'] as const))(
    '%s',
    async (tag, element, language) => {
      const { page, problems } = await openBuilder(language);
      if (elements.indexOf(element) < 2) {
        // As it opens (once a language): the form's groups (fieldsets with legends), the preview as a labelled region.
        for (const group of ['element', 'settings', 'style'] as const) expect(await builderGroup(page, language, group).count(), group).toBe(1);
        expect(await previewRegion(page, language).count()).toBe(1);
        expect(await findings(page, language)).toEqual([]);
      }
      const name = builderText(language, `elements.${element.widget}.name`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
      await expect.poll(() => previewRegion(page, language).locator(tag).locator('[part~="root"]').count(), { timeout: 10_000 }).toBe(1);
      // The element chosen: clean at both widths.
      expect(await findings(page), tag).toEqual([]);
      const set = await fillAttributes(page, language, element);
      await openAdvanced(page, language);
      // Colours from the element's own fields (the table says which it reads): its first pair (text on its
      // background) by the picker and by typing the hex; the button's, a radius and a font family where it has them.
      const reads = new Set<string>(cssFieldsOf(element).map((field) => field.name));
      const [pair] = contrastPairsOf(element);
      if (!pair) throw new Error(`${tag} draws no colour pair`);
      await colorPicker(page, language, pair.color).fill('#2a2a6e');
      await propertyInput(page, language, pair.on).fill('#fdfcf7');
      const chosen: [string, string][] = [
        [pair.color, '#2a2a6e'],
        [pair.on, '#fdfcf7'],
      ];
      for (const [property, value] of [
        ['--gft-color-primary', '#6b2d5c'],
        ['--gft-radius', '0'],
        ['--gft-font-family', 'Georgia, serif'],
      ] as const) {
        if (!reads.has(property)) continue;
        await propertyInput(page, language, property).fill(value);
        chosen.push([property, property === '--gft-font-family' ? '"Georgia", serif' : value]);
      }

      // The preview is the real element, with what was chosen.
      const preview = previewRegion(page, language).locator(tag);
      await expect.poll(() => shadowHas(preview, 'color', 'rgb(42, 42, 110)')).toBe(true);
      await expect.poll(() => shadowHas(preview, 'background-color', 'rgb(253, 252, 247)')).toBe(true);
      await expect.poll(() => preview.getAttribute('lang')).toBe(language);

      const code = await untilCodeHas(page, language, `${pair.on}: #fdfcf7;`);
      for (const [name, value] of Object.entries(set)) expect(code, name).toContain(` ${name}="${value}"`);
      expect(code).toContain(`api-base="${browser.apiUrl}"`);
      for (const [property, value] of chosen) expect(code).toContain(`${property}: ${value};`);
      // Pinned: the versioned loader with its integrity, from this site's origin.
      expect(code).toMatch(
        new RegExp(
          `<script type="module" src="${webOrigin()}/widgets/v\\d+\\.\\d+\\.\\d+[^/"]*/gft-widgets\\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"></script>`,
        ),
      );
      const copied = await copySnippet(page, language);
      expect(copied).toBe(code);
      expect(problems).toEqual([]);

      // A blank page of another origin, under a policy that allows the widgets' origin, inline styles and the API.
      const pasted = await pastedPage(copied, tag, {
        lang: language,
        csp: `default-src 'none'; script-src ${webOrigin()}; style-src 'unsafe-inline'; connect-src ${apiOrigin()}; img-src data:`,
      });
      const embedded = pasted.page.locator(tag);
      expect(await hostProperty(embedded, pair.color)).toBe('#2a2a6e');
      expect(await shadowHas(embedded, 'color', 'rgb(42, 42, 110)')).toBe(true);
      expect(await shadowHas(embedded, 'background-color', 'rgb(253, 252, 247)')).toBe(true);
      if (reads.has('--gft-font-family')) expect(await partStyle(embedded, 'root', 'font-family')).toMatch(/^"?Georgia"?, serif$/);
      if ((await embedded.locator('[part~="button"][type="submit"]').count()) > 0) {
        expect(await partStyle(embedded, 'button', 'background-color', '[type="submit"]')).toBe('rgb(107, 45, 92)');
        expect(await partStyle(embedded, 'button', 'border-top-left-radius', '[type="submit"]')).toBe('0px');
      }
      // It works: an element given a certificate ID verifies it; none reports an error.
      const seen = await events(pasted.page);
      if (attributeFields(element).some((field) => field.kind.kind === 'certificate-id'))
        await expect.poll(async () => (await events(pasted.page)).some((event) => event.type === 'gft-success' && event.tag === tag)).toBe(true);
      expect(seen.filter((event) => event.type === 'gft-error')).toEqual([]);
      expect(await bodyTags(pasted.page)).toEqual(['h1', 'script', tag, 'style']);
      expect(pasted.dialogs).toEqual([]);
      expect(pasted.problems).toEqual([]);
    },
    60_000,
  );
});

describe('the preview where an editor looks', () => {
  it('on a phone comes after the element and its settings, before the style; on a wide screen stays in view beside them', async () => {
    const language = 'en';
    const { page } = await browser.open(builderPath(language), { viewport: { width: 375, height: 800 } });
    const top = async (name: 'settings' | 'style' | 'type') =>
      (await page.getByRole('group', { name: builderText(language, `groups.${name}`), exact: true }).boundingBox())?.y ?? Number.NaN;
    const preview = async () => (await previewRegion(page, language).boundingBox())?.y ?? Number.NaN;
    await previewRegion(page, language).waitFor();
    expect(await top('settings')).toBeLessThan(await preview());
    expect(await preview()).toBeLessThan(await top('style'));
    await page.setViewportSize({ width: 1280, height: 800 });
    // The last of the fields, at the foot of "Advanced": the preview is still beside it.
    await openAdvanced(page, language);
    await page.getByRole('group', { name: builderText(language, 'groups.type'), exact: true }).scrollIntoViewIfNeeded();
    const box = await previewRegion(page, language).boundingBox();
    expect(box && box.y >= 0 && box.y < 800).toBe(true);
    expect(box && box.x > 640).toBe(true);
  });
});

describe('the code on a phone', () => {
  it.each(['de', 'en'] as const)('scrolls inside its box, reachable by keyboard, and never widens the page at 375 px (%s)', async (language) => {
    const { page } = await browser.open(builderPath(language), { viewport: { width: 375, height: 800 } });
    // The snippet's longest runs: the loader's URL and its checksum, which never break.
    await untilCodeHas(page, language, 'integrity="sha384-');
    const block = codeRegion(page, language).locator('pre').first();
    await block.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const box = await block.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    // Wider than its box, so it scrolls there: a keyboard reaches it (tabindex 0) and the arrow keys move it.
    expect(await block.evaluate((pre) => pre.scrollWidth > pre.clientWidth && getComputedStyle(pre).overflowX === 'auto')).toBe(true);
    expect(await block.getAttribute('tabindex')).toBe('0');
    // Focused and pressed as one step, on the block as it is then (locator.press): after a focus() and a separate key
    // press the block once stayed put on a busy machine; a failure now also says whether the block held the focus.
    await block.press('ArrowRight');
    await expect
      .poll(() => block.evaluate((pre) => ({ focused: document.activeElement === pre, moved: pre.scrollLeft > 0 })))
      .toEqual({ focused: true, moved: true });
    expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
  });
});

describe('a partner page whose policy allows no inline style', () => {
  it("takes the CSS given for its stylesheet instead of the snippet's <style> block", async () => {
    const language = 'de';
    const { page } = await openBuilder(language);
    await page.getByRole('radio', { name: /^Kontaktformular/ }).check();
    await openAdvanced(page, language);
    await propertyInput(page, language, '--gft-color-primary').fill('#6b2d5c');
    await propertyInput(page, language, '--gft-radius').fill('0');
    const code = await untilCodeHas(page, language, '--gft-color-primary: #6b2d5c;');
    const region = codeRegion(page, language);
    // The stylesheet's rules are a developer's: behind the disclosure under the code.
    await region.getByText(builderText(language, 'code.developers'), { exact: true }).click();
    await expect
      .poll(() => region.locator('pre code').nth(1).textContent())
      .toBe('gft-contact-form {\n  --gft-color-primary: #6b2d5c;\n  --gft-radius: 0;\n}\n');
    const css = (await region.locator('pre code').nth(1).textContent()) ?? '';
    await region.getByRole('button', { name: 'CSS kopieren', exact: true }).click();
    await expect.poll(() => region.getByRole('status').nth(1).textContent()).toBe(builderText(language, 'code.copied'));
    expect(await copiedText(page)).toBe(css);

    // As the builder says: the snippet without its <style> block, the rules in the page's own stylesheet.
    const withoutStyle = code.replace(/<style>[\s\S]*<\/style>\n/, '');
    expect(withoutStyle).not.toContain('style');
    const pasted = await pastedPage(`<link rel="stylesheet" href="/partner.css">\n${withoutStyle}`, 'gft-contact-form', {
      lang: language,
      stylesheet: css,
      csp: `default-src 'none'; script-src ${webOrigin()}; style-src 'self'; connect-src ${apiOrigin()}; img-src data:`,
    });
    const embedded = pasted.page.locator('gft-contact-form');
    expect(await partStyle(embedded, 'button', 'background-color', '[type="submit"]')).toBe('rgb(107, 45, 92)');
    expect(await partStyle(embedded, 'button', 'border-top-left-radius', '[type="submit"]')).toBe('0px');
    expect(pasted.problems).toEqual([]);
  });
});

describe('bad input', () => {
  it('gets a clear message at its field, never reaches the snippet unescaped, and the pasted snippet runs nothing else', async () => {
    const language = 'en';
    const { page } = await openBuilder(language);
    const meeting = elements.find((element) => element.tag === 'gft-forest-meeting');
    if (!meeting) throw new Error('the table has no gft-forest-meeting');
    await page.getByRole('radio', { name: /^Meeting for forest owners/ }).check();
    const field = (name: string) => {
      const found = attributeFields(meeting).find((candidate) => candidate.name === name);
      if (!found) throw new Error(name);
      return attributeInput(page, language, found);
    };
    const hostileUrl = `https://evil.example/?a="><script>alert(1)</script>&b='x'`;
    await field('privacy-url').fill(hostileUrl);
    await field('calendar-url').fill('javascript:alert(1)');
    await openAdvanced(page, language);
    await propertyInput(page, language, '--gft-font-family').fill('Evil"; } body { display: none');
    await propertyInput(page, language, '--gft-color-link').fill('#fff}</style><script>alert(2)</script>');
    await propertyInput(page, language, '--gft-spacing').fill('1px;background:url(https://evil.example/x)');
    await propertyInput(page, language, '--gft-color-primary').fill('#6b2d5c');

    // Each message at its field, read with it (aria-describedby).
    const message = async (input: Locator) =>
      input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      );
    await expect.poll(() => message(field('calendar-url'))).toContain(builderText(language, 'problems.url'));
    expect(await field('calendar-url').getAttribute('aria-invalid')).toBe('true');
    expect(await message(propertyInput(page, language, '--gft-font-family'))).toContain(builderText(language, 'problems.cssCharacters'));
    expect(await message(propertyInput(page, language, '--gft-color-link'))).toContain(builderText(language, 'problems.cssCharacters'));
    expect(await message(propertyInput(page, language, '--gft-spacing'))).toContain(builderText(language, 'problems.cssCharacters'));
    expect(await field('privacy-url').getAttribute('aria-invalid')).toBeNull();
    await propertyInput(page, language, '--gft-font-family').fill('Comic "Sans" MS');
    await expect.poll(() => message(propertyInput(page, language, '--gft-font-family'))).toContain(builderText(language, 'problems.fontFamilyQuotes'));

    const code = await untilCodeHas(page, language, '--gft-color-primary: #6b2d5c;');
    expect(code).toContain('privacy-url="https://evil.example/?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b=&#39;x&#39;"');
    expect(code).not.toContain('calendar-url');
    expect(code).not.toMatch(/alert\(2\)|evil\.example\/x|Comic|Evil/);
    expect(
      await codeRegion(page, language)
        .getByText(/^Not in the code, as they are not valid:/)
        .textContent(),
    ).toBe('Not in the code, as they are not valid: Address of your calendar, Font, Links, Spacing.');

    // Pasted into a page without any policy: an escaped value that ran would show here (a dialog, an element).
    const pasted = await pastedPage(await copySnippet(page, language), 'gft-forest-meeting');
    const embedded = pasted.page.locator('gft-forest-meeting');
    expect(await partStyle(embedded, 'button', 'background-color', '[type="submit"]')).toBe('rgb(107, 45, 92)');
    expect(await embedded.getAttribute('privacy-url')).toBe(hostileUrl);
    expect(await bodyTags(pasted.page)).toEqual(['h1', 'script', 'gft-forest-meeting', 'style']);
    expect(await pasted.page.evaluate(() => document.querySelectorAll('script').length)).toBe(1);
    expect(pasted.dialogs).toEqual([]);
    expect(pasted.problems).toEqual([]);
    // And under a partner's policy: nothing it would refuse is even tried (any CSP violation fails the test, setupBrowser).
    const guarded = await pastedPage(code, 'gft-forest-meeting', {
      csp: `default-src 'none'; script-src ${webOrigin()}; style-src 'unsafe-inline'; connect-src ${apiOrigin()}; img-src data:`,
    });
    expect(await partStyle(guarded.page.locator('gft-forest-meeting'), 'button', 'background-color', '[type="submit"]')).toBe('rgb(107, 45, 92)');
    expect(guarded.dialogs).toEqual([]);
    expect(guarded.problems).toEqual([]);
  }, 60_000);

  it('says a certificate ID with spaces is one, and an API base that does not answer /health, with the check announced', async () => {
    const language = 'de';
    const { page } = await openBuilder(language);
    const verify = elements.find((element) => element.tag === 'gft-certificate-verify');
    if (!verify) throw new Error('the table has no gft-certificate-verify');
    const [idField, apiField] = ['certificate-id', 'api-base'].map((name) => {
      const found = attributeFields(verify).find((candidate) => candidate.name === name);
      if (!found) throw new Error(name);
      return attributeInput(page, language, found);
    }) as [Locator, Locator];
    await idField.fill('GFT DEMO VALID');
    await expect.poll(() => page.getByText(builderText(language, 'problems.certificateIdSpaces')).count()).toBe(1);
    expect(await idField.getAttribute('aria-invalid')).toBe('true');

    // The prefilled API answers; one below the same origin that has no /health does not, said in its status.
    // The check's state: a status the API field names in its description.
    const status = page.locator('[role="status"]#embed-attribute-api-base--status');
    await expect.poll(() => status.textContent()).toBe(builderText(language, 'health.ok'));
    const wrong = `${browser.apiUrl}/nothing`;
    await apiField.fill(wrong);
    await expect.poll(() => status.textContent()).toBe(builderText(language, 'health.checking'));
    await expect.poll(() => status.textContent()).toBe(builderText(language, 'health.failed').replace('{{url}}', `${wrong}/health`));
    expect(await apiField.getAttribute('aria-describedby')).toContain((await status.getAttribute('id')) ?? '-');
    // Said as a problem of the field, as it looks; the address still goes into the code (an API may be down a moment).
    expect(await apiField.getAttribute('aria-invalid')).toBe('true');
    expect(await untilCodeHas(page, language, `api-base="${wrong}"`)).toContain(`api-base="${wrong}"`);
    // Another origin is not asked (this page's policy would refuse it): said so; the preview has the code's address.
    await apiField.fill('https://api.partner.example');
    await expect.poll(() => status.textContent()).toBe(builderText(language, 'health.unchecked').replace('{{origin}}', apiOrigin()));
    expect(await apiField.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => previewRegion(page, language).locator('gft-certificate-verify').getAttribute('api-base')).toBe('https://api.partner.example');
    expect(await untilCodeHas(page, language, 'api-base="https://api.partner.example"')).not.toContain('certificate-id');
    await apiField.fill('ftp://x');
    await expect.poll(() => page.getByText(builderText(language, 'problems.url')).count()).toBe(1);
  });
});

describe('the settings live in the page URL', () => {
  it('a colleague who opens the link sees the same settings and the same snippet; a bad value from a link keeps its message', async () => {
    const language = 'en';
    const { page } = await openBuilder(language);
    await page.getByRole('radio', { name: /^News about forests and sale rounds/ }).check();
    const lead = elements.find((element) => element.tag === 'gft-token-lead');
    if (!lead) throw new Error('the table has no gft-token-lead');
    await fillAttributes(page, language, lead);
    await openAdvanced(page, language);
    await propertyInput(page, language, '--gft-color-primary').fill('#6b2d5c');
    await pageBackgroundInput(page, language).fill('#f4f0e8');
    const code = await untilCodeHas(page, language, '#6b2d5c');
    await expect.poll(() => new URL(page.url()).searchParams.get('--gft-color-primary')).toBe('#6b2d5c');
    // The URL follows each field on its own: wait for the last one typed.
    await expect.poll(() => new URL(page.url()).searchParams.get('page-background')).toBe('#f4f0e8');
    const link = page.url();
    expect(new URL(link).searchParams.get('element')).toBe('gft-token-lead');

    const colleague = await browser.open(new URL(link).pathname + new URL(link).search);
    // The privacy page is on the partner's site, not this one: the colleague confirms it before it is in the code.
    await linkConfirm(colleague.page, language, 'privacy-url', 'partner.example').click();
    await expect.poll(() => shownCode(colleague.page, language).textContent()).toBe(code);
    expect(await colleague.page.getByRole('radio', { name: /^News about forests and sale rounds/ }).isChecked()).toBe(true);
    expect(await presetRadio(colleague.page, language, 'custom').isChecked()).toBe(true);
    await openAdvanced(colleague.page, language);
    expect(await propertyInput(colleague.page, language, '--gft-color-primary').inputValue()).toBe('#6b2d5c');
    // The preview stands on the page's background (the element's container).
    const stage = previewRegion(colleague.page, language).locator('gft-token-lead').locator('xpath=..');
    expect(await stage.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(244, 240, 232)');

    // A link with bad values: each shown as it came, with its field's message, and left out of the code.
    const bad = await browser.open(`${builderPath(language)}?element=gft-contact-form&lang=fr&--gft-radius=1px%3B%7D&privacy-url=x`);
    await expect.poll(() => propertyInput(bad.page, language, '--gft-radius').inputValue()).toBe('1px;}');
    expect(await bad.page.getByText(builderText(language, 'problems.cssCharacters')).count()).toBe(1);
    expect(await bad.page.getByText(builderText(language, 'problems.choice').replace('{{values}}', 'de, en')).count()).toBe(1);
    expect(await builderGroup(bad.page, language, 'settings').getByLabel(builderText(language, 'attributes.lang.label'), { exact: true }).inputValue()).toBe(
      'fr',
    );
    const badCode = (await shownCode(bad.page, language).textContent()) ?? '';
    expect(badCode).not.toMatch(/lang=|--gft-radius/);
    // An element the table does not have: said, and the first one shown.
    const unknown = await browser.open(`${builderPath(language)}?element=gft-nothing`);
    await expect.poll(() => unknown.page.getByText(/The link names an element that does not exist \(gft-nothing\)/).count()).toBe(1);
  });
});

describe('a share link never presets another host silently', () => {
  const preview = (page: Page, language: Language, tag: string) => previewRegion(page, language).locator(tag);
  const settingsField = (page: Page, language: Language, name: string) =>
    builderGroup(page, language, 'settings').getByLabel(builderText(language, `attributes.${name}.label`), { exact: true });

  it('holds a foreign API base back from the code and the preview until the editor confirms it, in words that name the host', async () => {
    const language = 'en';
    const evil = 'https://api.greenfee-example.evil/';
    const { page } = await openBuilder(language, `?element=gft-contact-form&api-base=${encodeURIComponent(evil)}`);
    const warning = linkCheck(page, language);
    await expect
      .poll(() => warning.textContent())
      .toContain(filledText(language, 'link.api', { url: evil, own: browser.apiUrl, host: 'api.greenfee-example.evil' }));
    const code = await untilCodeHas(page, language, `api-base="${browser.apiUrl}"`);
    expect(code).not.toContain('greenfee-example.evil');
    await expect.poll(() => preview(page, language, 'gft-contact-form').getAttribute('api-base')).toBe(browser.apiUrl);
    expect(await settingsField(page, language, 'api-base').inputValue()).toBe(browser.apiUrl);
    // The warning passes axe; the field names it too, for whoever reaches it first.
    expect(await findings(page, language)).toEqual([]);
    const field = settingsField(page, language, 'api-base');
    const description = await field.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('api.greenfee-example.evil');

    // Confirmed with a real button from the keyboard; the focus goes on to the field it filled (the button is gone).
    const confirm = linkConfirm(page, language, 'api-base', 'api.greenfee-example.evil');
    expect(await confirm.evaluate((element) => element.localName)).toBe('button');
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await untilCodeHas(page, language, `api-base="${evil}"`)).not.toContain(`api-base="${browser.apiUrl}"`);
    await expect.poll(() => preview(page, language, 'gft-contact-form').getAttribute('api-base')).toBe(evil);
    expect(await settingsField(page, language, 'api-base').inputValue()).toBe(evil);
    expect(await warning.count()).toBe(0);
  });

  it('holds foreign privacy and calendar URLs back until each is confirmed, and keeps what the editor set meanwhile (de)', async () => {
    const language = 'de';
    const privacy = 'https://privacy.evil.example/p';
    const calendar = 'https://calendar.evil.example/c';
    const { page } = await openBuilder(
      language,
      `?element=gft-forest-meeting&privacy-url=${encodeURIComponent(privacy)}&calendar-url=${encodeURIComponent(calendar)}`,
    );
    const warning = linkCheck(page, language);
    for (const [name, url, host] of [
      ['privacy-url', privacy, 'privacy.evil.example'],
      ['calendar-url', calendar, 'calendar.evil.example'],
    ] as const) {
      await expect
        .poll(() => warning.textContent())
        .toContain(filledText(language, 'link.url', { url, host, label: builderText(language, `attributes.${name}.label`) }));
    }
    expect(await untilCodeHas(page, language, '<gft-forest-meeting')).not.toMatch(/evil\.example/);
    await expect.poll(() => preview(page, language, 'gft-forest-meeting').getAttribute('lang')).toBeNull();
    expect(await preview(page, language, 'gft-forest-meeting').getAttribute('privacy-url')).toBeNull();
    expect(await findings(page, language)).toEqual([]);

    // What the editor sets before confirming stays as set.
    await settingsField(page, language, 'lang').selectOption('en');
    await openAdvanced(page, language);
    await propertyInput(page, language, '--gft-color-primary').fill('#6b2d5c');
    await linkConfirm(page, language, 'privacy-url', 'privacy.evil.example').click();
    await linkConfirm(page, language, 'calendar-url', 'calendar.evil.example').click();
    const code = await untilCodeHas(page, language, `calendar-url="${calendar}"`);
    expect(code).toContain(`privacy-url="${privacy}"`);
    expect(code).toContain('lang="en"');
    expect(code).toContain('--gft-color-primary: #6b2d5c;');
    const element = preview(page, language, 'gft-forest-meeting');
    await expect.poll(() => element.getAttribute('calendar-url')).toBe(calendar);
    expect(await element.getAttribute('privacy-url')).toBe(privacy);
    expect(await element.getAttribute('lang')).toBe('en');
    expect(await warning.count()).toBe(0);
  });

  it("holds a foreign verify URL back until confirmed; typing the API address in its field drops the link's one", async () => {
    const language = 'en';
    const verify = 'https://verify.evil.example/v';
    const { page } = await openBuilder(
      language,
      `?element=gft-certificate-badge&certificate-id=GFT-DEMO-VALID&verify-url=${encodeURIComponent(verify)}&api-base=${encodeURIComponent('https://api.evil.example')}`,
    );
    const warning = linkCheck(page, language);
    await expect.poll(() => warning.textContent()).toContain('verify.evil.example');
    expect(await warning.textContent()).toContain('api.evil.example');
    expect(await untilCodeHas(page, language, 'certificate-id="GFT-DEMO-VALID"')).not.toContain('evil.example');

    // The editor's own typing wins over the link's value, which is dropped with its warning.
    await settingsField(page, language, 'api-base').fill('');
    await settingsField(page, language, 'api-base').fill(browser.apiUrl);
    await expect.poll(() => warning.textContent()).not.toContain('api.evil.example');
    await linkConfirm(page, language, 'verify-url', 'verify.evil.example').click();
    const code = await untilCodeHas(page, language, `verify-url="${verify}"`);
    expect(code).toContain(`api-base="${browser.apiUrl}"`);
    const element = preview(page, language, 'gft-certificate-badge');
    await expect.poll(() => element.getAttribute('verify-url')).toBe(verify);
    expect(await element.getAttribute('api-base')).toBe(browser.apiUrl);
    expect(await warning.count()).toBe(0);
  });

  it("applies this site's own API and an address on its own origin silently, and warns of the other host only", async () => {
    const language = 'en';
    const privacy = `${webOrigin()}/en/privacy`;
    const calendar = 'https://calendar.partner.example/book';
    const { page } = await openBuilder(
      language,
      `?element=gft-forest-meeting&api-base=${encodeURIComponent(browser.apiUrl)}&privacy-url=${encodeURIComponent(privacy)}&calendar-url=${encodeURIComponent(calendar)}`,
    );
    const code = await untilCodeHas(page, language, `privacy-url="${privacy}"`);
    expect(code).toContain(`api-base="${browser.apiUrl}"`);
    expect(code).not.toContain(calendar);
    const element = preview(page, language, 'gft-forest-meeting');
    await expect.poll(() => element.getAttribute('privacy-url')).toBe(privacy);
    const warning = linkCheck(page, language);
    await expect.poll(() => warning.textContent()).toContain('calendar.partner.example');
    expect(await warning.getByRole('button', { name: /^Use / }).count()).toBe(1);
  });
});

describe('contrast, as colours are picked', () => {
  it.each(['de', 'en'] as const)(
    'says a failing pair in words at both pickers, describes the pickers with it, and notes it in the snippet (%s)',
    async (language) => {
      const { page } = await openBuilder(language);
      const summary = page.getByRole('status').filter({ hasText: /WCAG AA/ });
      // The verification widget's pairs (the builder's first element).
      const verify = elements.find((element) => element.tag === 'gft-certificate-verify');
      if (!verify) throw new Error('the table has no gft-certificate-verify');
      const count = contrastPairsOf(verify).length;
      expect(count).toBe(20);
      await expect.poll(() => summary.textContent()).toBe(builderText(language, 'contrast.allPass').replace('{{count}}', String(count)));
      await openAdvanced(page, language);
      await colorPicker(page, language, '--gft-color-primary').fill('#a0d0b0');
      const line = language === 'de' ? 'Text auf dem Button: 1,7 : 1, nötig 4,5 : 1' : 'Text on the button: 1.7 : 1, needs 4.5 : 1';
      for (const property of ['--gft-color-primary', '--gft-color-primary-contrast']) {
        for (const control of [colorPicker(page, language, property), propertyInput(page, language, property)]) {
          await expect
            .poll(() =>
              control.evaluate((element) =>
                (element.getAttribute('aria-describedby') ?? '')
                  .split(' ')
                  .map((id) => document.getElementById(id)?.textContent ?? '')
                  .join(' | '),
              ),
            )
            .toContain(line);
        }
      }
      await expect.poll(() => summary.textContent()).toMatch(language === 'de' ? `Kontrast: 1 von ${count}` : `Contrast: 1 of ${count}`);
      // "Advanced" open, a failing pair on show: the preview's element is drawn in the failing colours on purpose; the
      // rest of the page is checked.
      for (const group of ['colors', 'type'] as const) expect(await builderGroup(page, language, group).count(), group).toBe(1);
      expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
      const comment = `<!-- ${builderText(language, 'contrast.comment').replace('{{line}}', line)} -->`;
      await untilCodeHas(page, language, comment);
      // A dark page behind the transparent element: every text drawn on it, said at the page's background.
      await pageBackgroundInput(page, language).fill('#1b2a21');
      await expect
        .poll(() => page.getByText(language === 'de' ? /^Text: 1,0 : 1, nötig 4,5 : 1$/ : /^Text: 1.0 : 1, needs 4.5 : 1$/).count())
        .toBeGreaterThan(0);
      // The fix: the button's default back, its warnings gone.
      await page
        .getByRole('button', { name: builderText(language, 'resetLabel').replace('{{name}}', builderText(language, 'properties.color-primary')) })
        .click();
      await expect.poll(() => page.getByText(line).count()).toBe(0);
    },
  );
});

describe('the style: presets first, every property under "Advanced"', () => {
  /** The verification widget's button and background in the preview, as drawn (its shadow tree). */
  const drawn = (page: Page, language: Language, property: string, value: string) =>
    shadowHas(previewRegion(page, language).locator('gft-certificate-verify'), property, value);

  it('each preset changes the preview and the code; "match my site" gives code with its colour and font that works where pasted', async () => {
    const language = 'en';
    const { page, problems } = await openBuilder(language);
    // The default: greenfee, nothing written, "Advanced" closed (its twenty fields not even in the page).
    expect(await presetRadio(page, language, 'greenfee').isChecked()).toBe(true);
    expect(await advancedSummary(page, language).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(false);
    expect(await builderGroup(page, language, 'colors').count()).toBe(0);
    await expect.poll(() => drawn(page, language, 'background-color', 'rgb(29, 92, 58)')).toBe(true);
    expect(await untilCodeHas(page, language, '<gft-certificate-verify')).not.toContain('<style>');

    await presetRadio(page, language, 'light').check();
    await expect.poll(() => drawn(page, language, 'background-color', 'rgb(45, 51, 59)')).toBe(true);
    expect(await untilCodeHas(page, language, '--gft-color-primary: #2d333b;')).toContain('--gft-color-text: #1f2328;');
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('light');

    // Dark, shown on a dark page (the element has no box of its own).
    await presetRadio(page, language, 'dark').check();
    await expect.poll(() => drawn(page, language, 'background-color', 'rgb(127, 211, 160)')).toBe(true);
    expect(await untilCodeHas(page, language, '--gft-color-text: #eef4f0;')).not.toContain('--gft-color-background');
    expect(await pageBackgroundInput(page, language).inputValue()).toBe('#13241a');
    const stage = previewRegion(page, language).locator('gft-certificate-verify').locator('xpath=..');
    expect(await stage.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(19, 36, 26)');

    await presetRadio(page, language, 'site').check();
    expect(await pageBackgroundInput(page, language).inputValue()).toBe('#ffffff');
    await siteInput(page, language, 'primary').fill('#6b2d5c');
    await siteInput(page, language, 'font').fill('Georgia, serif');
    await expect.poll(() => drawn(page, language, 'background-color', 'rgb(107, 45, 92)')).toBe(true);
    const primary = parseHex('#6b2d5c') as Rgb;
    const hover = hexOf(hoverOf(primary, textOn(primary)));
    const code = await untilCodeHas(page, language, '--gft-font-family: "Georgia", serif;');
    for (const line of ['--gft-color-primary: #6b2d5c;', `--gft-color-primary-hover: ${hover};`, '--gft-color-link: #6b2d5c;']) expect(code).toContain(line);
    // Only what differs from the defaults: white text on the button is the default's.
    expect(code).not.toContain('--gft-color-primary-contrast');
    expect(code).not.toContain('--gft-color-background');
    expect(problems).toEqual([]);

    // A reload (the settings live in the URL): the same preset, its two inputs, the same code.
    await expect.poll(() => new URL(page.url()).searchParams.get(siteFont)).toBe('Georgia, serif');
    expect(new URL(page.url()).searchParams.get('preset')).toBe('site');
    const again = await openBuilder(language, new URL(page.url()).search);
    expect(await presetRadio(again.page, language, 'site').isChecked()).toBe(true);
    expect(await siteInput(again.page, language, 'primary').inputValue()).toBe('#6b2d5c');
    await expect.poll(() => shownCode(again.page, language).textContent()).toBe(code);

    const pasted = await pastedPage(await copySnippet(page, language), 'gft-certificate-verify', { lang: language });
    const embedded = pasted.page.locator('gft-certificate-verify');
    expect(await shadowHas(embedded, 'background-color', 'rgb(107, 45, 92)')).toBe(true);
    expect(await partStyle(embedded, 'root', 'font-family')).toMatch(/^"?Georgia"?, serif$/);
    expect(pasted.problems).toEqual([]);
  }, 60_000);

  it('"Advanced" shows the preset\'s values; a value changed there keeps every value and makes the style custom', async () => {
    const language = 'de';
    const { page } = await openBuilder(language);
    await presetRadio(page, language, 'dark').check();
    await openAdvanced(page, language);
    expect(await propertyInput(page, language, '--gft-color-text').inputValue()).toBe('#eef4f0');
    expect(await propertyInput(page, language, '--gft-color-primary').inputValue()).toBe('#7fd3a0');
    const link = propertyInput(page, language, '--gft-color-link');
    await link.fill('#ffffff');
    await expect.poll(() => presetRadio(page, language, 'custom').isChecked()).toBe(true);
    expect(await presetRadio(page, language, 'dark').isChecked()).toBe(false);
    // The field keeps its focus and its value as typed; the others keep the preset's.
    expect(await link.evaluate((input) => input === document.activeElement)).toBe(true);
    await link.pressSequentially('0');
    expect(await link.inputValue()).toBe('#ffffff0');
    await link.fill('#fafafa');
    expect(await propertyInput(page, language, '--gft-color-text').inputValue()).toBe('#eef4f0');
    const code = await untilCodeHas(page, language, '--gft-color-link: #fafafa;');
    expect(code).toContain('--gft-color-text: #eef4f0;');
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('custom');

    // Another preset and back: the custom values were set aside, not lost.
    await presetRadio(page, language, 'light').check();
    expect(await untilCodeHas(page, language, '--gft-color-text: #1f2328;')).not.toContain('#fafafa');
    await presetRadio(page, language, 'custom').check();
    expect(await untilCodeHas(page, language, '--gft-color-link: #fafafa;')).toContain('--gft-color-text: #eef4f0;');
  });

  it.each(['de', 'en'] as const)(
    'is clean with each preset; flags a "match my site" colour too light for text, at the colour, in words; fits 320 px (%s)',
    async (language) => {
      const { page } = await openBuilder(language);
      // Each preset a radio named by its name and described by its summary, in one group named by its legend.
      const style = builderGroup(page, language, 'style');
      expect(
        await style
          .getByRole('group', { name: builderText(language, 'presets.legend'), exact: true })
          .getByRole('radio')
          .count(),
      ).toBe(presets.length);
      for (const preset of presets) {
        const radio = presetRadio(page, language, preset);
        expect(await radio.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(
          builderText(language, `presets.${preset}.summary`),
        );
        await radio.check();
        expect(await findings(page, language), preset).toEqual([]);
      }
      await presetRadio(page, language, 'site').check();
      const primary = siteInput(page, language, 'primary');
      await primary.fill('#ffe066');
      const ratio = (value: number) => (Math.floor(value * 10) / 10).toFixed(1).replace('.', language === 'de' ? ',' : '.');
      const link = filledText(language, 'contrast.line', {
        pair: builderText(language, 'contrast.pairs.link'),
        ratio: ratio(contrastRatio(parseHex('#ffe066') as Rgb, [255, 255, 255])),
        min: language === 'de' ? '4,5' : '4.5',
      });
      const description = () =>
        primary.evaluate((input) =>
          (input.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' | '),
        );
      await expect.poll(description).toContain(builderText(language, 'presets.lowContrast'));
      const said = await description();
      expect(said).toContain(link);
      expect(said).toContain(builderText(language, 'presets.advice'));
      expect(await sitePicker(page, language).getAttribute('aria-describedby')).toBe(await primary.getAttribute('aria-describedby'));
      // Its inputs and the warnings pass axe (the preview, in the colour on purpose, aside).
      expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /WCAG AA/ })
            .textContent(),
        )
        .toMatch(language === 'de' ? /^Kontrast: [1-9] von 20 Farbpaaren/ : /^Contrast: [1-9] of 20 colour pairs/);
      await untilCodeHas(page, language, `<!-- ${filledText(language, 'contrast.comment', { line: link })} -->`);
      // A deep shade of it: nothing to flag.
      await primary.fill('#7a5c00');
      await expect.poll(description).not.toContain(builderText(language, 'presets.lowContrast'));
      // "Advanced": a native disclosure, closed until opened; open, every field with its label; the page fits 320 px.
      expect(await advancedSummary(page, language).evaluate((summary) => summary.parentElement?.localName)).toBe('details');
      await openAdvanced(page, language);
      expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    },
  );

  it.each(['de', 'en'] as const)('chooses a preset with the keyboard alone: arrow keys move and choose, "Advanced" opens with Enter (%s)', async (language) => {
    const { page } = await openBuilder(language);
    // Tab from the last field before the style (the page's background, below the preview): the chosen preset takes the
    // focus, as in any radio group.
    await pageBackgroundInput(page, language).focus();
    await page.keyboard.press('Tab');
    expect(await presetRadio(page, language, 'greenfee').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await presetRadio(page, language, 'light').isChecked()).toBe(true);
    await expect.poll(() => shownCode(page, language).textContent()).toContain('--gft-color-primary: #2d333b;');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await presetRadio(page, language, 'site').isChecked()).toBe(true);
    // Its inputs follow it in the tab order: the picker, then the colour as text.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await siteInput(page, language, 'primary').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('#6b2d5c');
    await expect.poll(() => shownCode(page, language).textContent()).toContain('--gft-color-primary: #6b2d5c;');
    // Back to the radios and up to the dark one; then on to "Advanced", opened with Enter.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await presetRadio(page, language, 'site').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await presetRadio(page, language, 'dark').isChecked()).toBe(true);
    const summary = advancedSummary(page, language);
    await summary.focus();
    await page.keyboard.press('Enter');
    await builderGroup(page, language, 'colors').waitFor();
    expect(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open)).toBe(true);
  });
});

describe('copying', () => {
  it('selects the code and says how to copy it where the browser refuses the clipboard', async () => {
    const language = 'en';
    const opened = await browser.open('about:blank');
    await opened.page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } });
    });
    await opened.page.goto(new URL(builderPath(language), browser.webUrl).href);
    const { page } = opened;
    await codeRegion(page, language)
      .getByRole('button', { name: builderText(language, 'code.copy'), exact: true })
      .click();
    await expect.poll(() => codeRegion(page, language).getByRole('status').first().textContent()).toBe(builderText(language, 'code.failed'));
    // The selection is the code (a range's text leaves out the block's last line break).
    expect(await page.evaluate(() => window.getSelection()?.toString().trimEnd())).toBe((await shownCode(page, language).textContent())?.trimEnd());
  });
});

describe('for an editor first (issue 41)', () => {
  it.each(['de', 'en'] as const)(
    'says what it is for and its three steps; the version, its checksum and the CSS wait behind "For developers" (%s)',
    async (language) => {
      const { page, problems } = await openBuilder(language);
      // Beside the page's heading: the one sentence, then the steps as a numbered list.
      const intro = page.getByRole('heading', { level: 1 }).locator('xpath=..');
      expect(await intro.getByRole('list').getByRole('listitem').allTextContents()).toEqual(
        (['choose', 'preview', 'copy'] as const).map((step) => builderText(language, `steps.${step}`)),
      );
      expect(await intro.locator('ol').count()).toBe(1);
      const region = codeRegion(page, language);
      await untilCodeHas(page, language, 'integrity="sha384-');
      const summary = region.getByText(builderText(language, 'code.developers'), { exact: true });
      expect(await summary.evaluate((element) => element.localName === 'summary' && !(element.parentElement as HTMLDetailsElement).open)).toBe(true);
      // Closed: the copy button for the snippet is the region's only one, no word on versions or stylesheets shown.
      const pinned = region.getByText(builderText(language, 'code.pinned').split('{{version}}')[0] ?? '');
      const cssHeading = region.getByRole('heading', { level: 3, name: builderText(language, 'code.cssTitle') });
      expect(await pinned.isVisible()).toBe(false);
      expect(await cssHeading.count()).toBe(0);
      expect(await region.getByRole('button').count()).toBe(1);
      // Opened with the keyboard: the version with its checksum, and the stylesheet's section.
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => pinned.isVisible()).toBe(true);
      expect(await cssHeading.count()).toBe(1);
      expect(await findings(page, language, ['.embed-stage'])).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe('its place on the site', () => {
  it.each(['de', 'en'] as const)('is linked from the footer, kept out of search engines and the sitemap (%s)', async (language) => {
    const { page } = await browser.open(language === 'de' ? '/' : '/en');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: language === 'de' ? 'Widgets für Partner' : 'Widgets for partners', exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(builderPath(language));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(builderText(language, 'h1'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.title()).toBe(builderText(language, 'meta.title'));
    const sitemap = await (await fetch(new URL('/sitemap.xml', browser.webUrl))).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/embed');
    // Loaded directly: the app, with a 200.
    expect((await fetch(new URL(builderPath(language), browser.webUrl))).status).toBe(200);
  });
});
