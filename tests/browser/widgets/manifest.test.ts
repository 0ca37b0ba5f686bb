import { describe, expect, it } from 'vitest';
import { elementManifest } from '#widgets/lib/manifest';
import { setupBrowser } from '../browser';
import { ready, recordEvents } from './helpers';

const browser = setupBrowser();
const manifest = elementManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => 'customElement' in declaration);

describe('the element manifest against the built bundle', () => {
  it('is served beside the bundle, as generated', async () => {
    const response = await fetch(new URL('/widgets/custom-elements.json', browser.webUrl));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
  });

  it("names each element's observed attributes and the parts it renders", async () => {
    expect(declarations.map((declaration) => declaration.tagName)).toEqual([
      'gft-certificate-verify',
      'gft-token-lead',
      'gft-contact-form',
      'gft-forest-meeting',
      'gft-certificate-badge',
    ]);
    const { page } = await browser.open('about:blank');
    await recordEvents(page);
    // The forms are on the demo page, the badge on its own.
    for (const declaration of declarations) {
      const tag = declaration.tagName ?? '';
      const demo = tag === 'gft-certificate-badge' ? '/demo/badge.html' : '/demo/';
      if (new URL(page.url()).pathname !== demo) await page.goto(new URL(demo, browser.webUrl).href);
      await ready(page, tag);
      const found = await page.evaluate((name) => {
        const element = document.querySelector(name);
        const observed = (customElements.get(name) as { observedAttributes?: string[] } | undefined)?.observedAttributes ?? [];
        const parts = [...(element?.shadowRoot?.querySelectorAll('[part]') ?? [])].flatMap((node) => node.getAttribute('part')?.split(/\s+/) ?? []);
        return { observed: [...observed].sort(), parts: [...new Set(parts)] };
      }, tag);
      expect(found.parts, tag).toContain('root');
      expect(found.observed, tag).toEqual((declaration.attributes ?? []).map((attribute) => attribute.name).sort());
      expect(
        declaration.cssParts?.map((part) => part.name),
        tag,
      ).toEqual(expect.arrayContaining(found.parts));
    }
  });
});
