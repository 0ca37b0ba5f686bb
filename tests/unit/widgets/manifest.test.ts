import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import schema from 'custom-elements-manifest/schema.json';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#demo/web/server';
import { elementManifest, vscodeCustomData } from '#widgets/lib/manifest';

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
ajv.addSchema(schema, 'cem');
const isManifest = ajv.getSchema('cem');
// The schema's declarations are `anyOf` class, function, …, custom element, and no type forbids extra fields: an
// element whose event lacks its `type` still passes as a plain class. Each element is checked as a custom element too.
const isElement = ajv.getSchema('cem#/definitions/CustomElementDeclaration');

const manifest = elementManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => 'customElement' in declaration);
const byTag = new Map(declarations.map((declaration) => [declaration.tagName, declaration]));
const source = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const camel = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The tags the loader defines, with the folder of each one's define.ts(x) (widgets/main.ts, `loaders`). */
const loaderEntries = [...source('widgets/main.ts').matchAll(/\n {2}'(gft-[a-z-]+)':[^]*?import\('\.\/([a-z-]+)\/define'\)/g)].map(([, tag, folder]) => ({
  tag: tag ?? '',
  folder: folder ?? '',
}));
const defineFile = (folder: string) => {
  const path = `widgets/${folder}/define.${existsSync(join(repoRoot, `widgets/${folder}/define.tsx`)) ? 'tsx' : 'ts'}`;
  return { path, text: source(path) };
};
/** The props a define.ts passes to defineWidget (`props: { certificateId: true }`), or the badge's own (`const props = {…}`). */
const propsOf = (folder: string) => {
  const { path, text } = defineFile(folder);
  const props = text.match(/\bprops(?::| =) \{([^}]*)\}/)?.[1];
  if (props === undefined) throw new Error(`${path}: no props`);
  return [...props.matchAll(/(\w+): true/g)].map(([, name]) => name);
};
const forms = ['gft-certificate-verify', 'gft-token-lead', 'gft-contact-form', 'gft-forest-meeting'];

describe('the element manifest', () => {
  it('validates against the Custom Elements Manifest schema 2.1.0', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(isManifest?.(manifest), ajv.errorsText(isManifest?.errors)).toBe(true);
  });

  it('describes each element as a custom element declaration', () => {
    expect(declarations.length).toBeGreaterThan(0);
    for (const declaration of declarations) expect(isElement?.(declaration), `${declaration.name}: ${ajv.errorsText(isElement?.errors)}`).toBe(true);
    // A field the schema does not know, or an event without its type, is caught here (it passes the manifest's anyOf).
    const broken = { ...declarations[0], events: [{ name: 'gft-ready' }] };
    expect(isElement?.(broken)).toBe(false);
  });

  it('has every element the loader defines, with every prop defineWidget uses, the common attributes and the events', () => {
    expect(loaderEntries.map(({ tag }) => tag)).toEqual([...forms, 'gft-certificate-badge']);
    expect([...byTag.keys()].sort()).toEqual(loaderEntries.map(({ tag }) => tag).sort());
    for (const { tag, folder } of loaderEntries) {
      const declaration = byTag.get(tag);
      const attributes = declaration?.attributes ?? [];
      expect(attributes.map((attribute) => attribute.fieldName).sort(), tag).toEqual([...propsOf(folder), 'apiBase', 'lang'].sort());
      for (const attribute of attributes) expect(attribute.fieldName, tag).toBe(camel(attribute.name));
      expect(
        declaration?.events?.map((event) => event.name),
        tag,
      ).toEqual(['gft-ready', 'gft-success', 'gft-error']);
      for (const event of declaration?.events ?? [])
        expect(event.type?.text, `${tag} ${event.name}`).toMatch(new RegExp(`^CustomEvent<\\{ widget: '${folder}';`));
      if (forms.includes(tag))
        expect(
          declaration?.cssParts?.map((part) => part.name),
          tag,
        ).toEqual(
          expect.arrayContaining(['root', 'heading', 'form', 'field', 'label', 'hint', 'error', 'input', 'checkbox', 'button', 'summary', 'success', 'link']),
        );
      expect(declaration?.slots, tag).toEqual([]);
    }
    // The badge is no form: its own parts, and of the common ones those it has.
    expect(byTag.get('gft-certificate-badge')?.cssParts?.map((part) => part.name)).toEqual([
      'root',
      'link',
      'button',
      'mark',
      'title',
      'state',
      'amount',
      'holder',
      'cta',
    ]);
    expect(byTag.get('gft-certificate-badge')?.attributes?.map((attribute) => [attribute.name, attribute.type?.text, attribute.default])).toEqual([
      ['certificate-id', 'string', undefined],
      ['size', "'small' | 'large'", 'small'],
      ['theme', "'light' | 'dark'", 'light'],
      ['verify-url', 'string', undefined],
      ['api-base', 'string', undefined],
      ['lang', "'de' | 'en'", undefined],
    ]);
    expect(byTag.get('gft-certificate-verify')?.cssParts?.map((part) => part.name)).toEqual(expect.arrayContaining(['result', 'certificate']));
    expect(byTag.get('gft-forest-meeting')?.cssParts?.map((part) => part.name)).toContain('fieldset');
  });

  it('lists the CSS custom properties the elements read', () => {
    const read = (paths: string[]) => [...new Set(paths.flatMap((path) => [...source(path).matchAll(/var\((--gft-[a-z-]+)/g)].map(([, name]) => name)))].sort();
    // The forms share their stylesheets, so they read the same ones; the badge has a stylesheet of its own.
    const formsRead = read([
      'widgets/lib/tokens.css',
      'shared/ui/forms.css',
      'shared/ui/file-field.css',
      ...loaderEntries.filter(({ tag }) => forms.includes(tag)).map(({ folder }) => `widgets/${folder}/styles.css`),
    ]);
    for (const declaration of declarations) {
      const expected = forms.includes(declaration.tagName ?? '') ? formsRead : read(['widgets/certificate-badge/styles.css']);
      expect(declaration.cssProperties?.map((property) => property.name).sort(), declaration.tagName).toEqual(expected);
    }
    expect(byTag.get('gft-certificate-badge')?.cssProperties?.map((property) => property.name)).toEqual(
      expect.arrayContaining(['--gft-font-family', '--gft-radius', '--gft-color-focus', '--gft-badge-background', '--gft-badge-text']),
    );
  });

  it('is deterministic', () => {
    expect(JSON.stringify(elementManifest())).toBe(JSON.stringify(manifest));
    expect(JSON.stringify(vscodeCustomData(elementManifest()))).toBe(JSON.stringify(vscodeCustomData(manifest)));
  });
});

describe('the VS Code custom data', () => {
  it('has each element with its attributes, and the values of enumerated ones', () => {
    const data = vscodeCustomData(manifest);
    expect(data.version).toBe(1.1);
    expect(data.tags.map((tag) => tag.name)).toEqual(declarations.map((declaration) => declaration.tagName));
    const verify = data.tags.find((tag) => tag.name === 'gft-certificate-verify');
    expect(verify?.attributes.map((attribute) => attribute.name)).toEqual(['certificate-id', 'api-base', 'lang']);
    expect(verify?.attributes.find((attribute) => attribute.name === 'lang')?.values).toEqual([{ name: 'de' }, { name: 'en' }]);
    expect(verify?.description.value).toContain('`gft-success`');
  });
});
