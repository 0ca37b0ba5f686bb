import { describe, expect, it } from 'vitest';
import { elementManifest, vscodeCustomData } from '#widgets/lib/manifest';
import { setupBrowser } from '../support/browser';
import { ready, recordEvents } from '../support/widgets';

const browser = setupBrowser();
const manifest = elementManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => 'customElement' in declaration);

describe('the element manifest against the built bundle', () => {
  it('is served beside the bundle, as generated', async () => {
    const response = await fetch(new URL('/widgets/custom-elements.json', browser.webUrl));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
  });

  it("serves VS Code's custom data beside it, as generated: every element with its attributes and their values", async () => {
    const response = await fetch(new URL('/widgets/vscode.html-custom-data.json', browser.webUrl));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(`${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`);
    const data = JSON.parse(text) as { version: number; tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[] };
    expect(data.version).toBe(1.1);
    expect(data.tags.map((entry) => entry.name)).toEqual(declarations.map((declaration) => declaration.tagName));
    const badge = data.tags.find((entry) => entry.name === 'gft-certificate-badge');
    expect(badge?.attributes.find((attribute) => attribute.name === 'size')?.values?.map((value) => value.name)).toEqual(['small', 'large']);
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
