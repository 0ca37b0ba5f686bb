import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { widgets } from '#demo/build-config/widgets';
import { elementManifestFiles } from '#demo/build-plugins/element-manifest';
import { elements } from '#widgets/lib/elements';
import type { HtmlCustomData } from '#widgets/lib/manifest';

/** The files the plugin's bundle hook emits. */
function emitted(): Rolldown.EmittedFile[] {
  const files: Rolldown.EmittedFile[] = [];
  const generateBundle = elementManifestFiles().generateBundle as (this: { emitFile: (file: Rolldown.EmittedFile) => string }) => void;
  generateBundle.call({ emitFile: (file) => (files.push(file), file.fileName ?? '') });
  return files;
}
const source = (file: Rolldown.EmittedFile | undefined) => (file?.type === 'asset' && typeof file.source === 'string' ? file.source : '');

describe("the widget build writes the elements' manifest and VS Code's data (demo/build-plugins/element-manifest.ts)", () => {
  it("is part of the widget build, and not of its dev server's", () => {
    const plugin = (widgets.plugins as Plugin[]).find((each) => each.name === 'gft-element-manifest');
    expect(plugin?.apply).toBe('build');
  });

  it('emits the two files beside the bundle, as JSON with two spaces and a final newline', () => {
    const files = emitted();
    expect(files.map(({ type, fileName }) => ({ type, fileName }))).toEqual([
      { type: 'asset', fileName: 'custom-elements.json' },
      { type: 'asset', fileName: 'vscode.html-custom-data.json' },
    ]);
    for (const file of files) expect(source(file)).toMatch(/^\{\n {2}"[^]*\n\}\n$/);
  });

  it('describes every element, in each file', () => {
    const [manifest, vscode] = emitted().map((file) => source(file));
    const tags = elements.map((element) => element.tag);
    expect(tags).toContain('gft-contact-form');
    const declared = (JSON.parse(manifest ?? '') as { schemaVersion: string; modules: { path: string; declarations: { tagName: string }[] }[] }).modules;
    expect(declared.map((module) => module.path)).toEqual(['gft-widgets.js']);
    expect(declared[0]?.declarations.map((declaration) => declaration.tagName)).toEqual(tags);
    const data = JSON.parse(vscode ?? '') as HtmlCustomData;
    expect(data.version).toBe(1.1);
    expect(data.tags.map((tag) => tag.name)).toEqual(tags);
    expect(data.tags.find((tag) => tag.name === 'gft-contact-form')?.attributes.find((attribute) => attribute.name === 'lang')?.values).toEqual([
      { name: 'de' },
      { name: 'en' },
    ]);
  });
});
