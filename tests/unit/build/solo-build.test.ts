import { existsSync } from 'node:fs';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, root } from '#demo/build-plugins/shared';
import { firstRenderTexts, soloEntrySource, soloLazyChunks, soloOutput } from '#demo/build-plugins/solo-build';
import { languages } from '#shared/i18n/languages';
import { elements } from '#widgets/lib/elements';

const fail = (why: string): never => {
  throw new Error(why);
};

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  code: string;
}
const chunk = (fileName: string, fields: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  name: fileName.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$|\.js$/, ''),
  isEntry: false,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  code: `/* ${fileName} */`,
  ...fields,
});

/**
 * The files of <gft-contact-form>'s German solo build, as the bundler hands them over: the entry's facade, the element's
 * chunk (its definition, the runtime, the German texts), what it loads after its first render, and the English texts.
 */
function contactFormDe(fields: { main?: Partial<FakeChunk>; later?: Partial<FakeChunk> } = {}) {
  const facade = chunk('solo-contact-form-de-facade.js', {
    isEntry: true,
    imports: ['chunks/solo-contact-form-de-Ab3dEf7h.js'],
    code: 'import"./chunks/solo-contact-form-de-Ab3dEf7h.js";',
  });
  const main = chunk('chunks/solo-contact-form-de-Ab3dEf7h.js', {
    name: 'solo-contact-form-de',
    dynamicImports: ['chunks/later-Cd4eFg8i.js', 'chunks/texts-en-Ef5gHi9j.js'],
    moduleIds: [`${root}node_modules/preact/dist/preact.module.js`, `${root}widgets/lib/texts-de.ts`, `${root}widgets/contact-form/define.ts`],
    code: `${compileHint}\nconst a=()=>import("./later-Cd4eFg8i.js"),t=()=>import("./texts-en-Ef5gHi9j.js");`,
    ...fields.main,
  });
  const later = chunk('chunks/later-Cd4eFg8i.js', { moduleIds: [`${root}shared/forms/contact-form-actions.ts`], ...fields.later });
  const english = chunk('chunks/texts-en-Ef5gHi9j.js', { moduleIds: [`${root}widgets/lib/texts-en.ts`] });
  return [facade, main, later, english];
}

describe("one element's own file in one language (demo/build-plugins/solo-build.ts)", () => {
  it('puts the texts the loader fetches with an element into its file: the badge its own, the meeting its locale too', () => {
    expect(firstRenderTexts('gft-contact-form', 'de')).toEqual(['widgets/lib/texts-de.ts']);
    expect(firstRenderTexts('gft-forest-meeting', 'en')).toEqual(['widgets/lib/texts-en.ts', 'shared/i18n/locales/en/meeting.json']);
    expect(firstRenderTexts('gft-certificate-badge', 'de')).toEqual(['shared/i18n/locales/de/badge.json']);
  });

  it("builds from an entry that imports the element's definition and re-exports those texts, each of them a file", () => {
    expect(soloEntrySource('gft-forest-meeting', 'en')).toBe(
      [
        `import "${root}widgets/forest-meeting/define.ts";`,
        `export { default as t0 } from "${root}widgets/lib/texts-en.ts";`,
        `export { default as t1 } from "${root}shared/i18n/locales/en/meeting.json";`,
      ].join('\n'),
    );
    for (const { tag } of elements)
      for (const language of languages) {
        const files = [...soloEntrySource(tag, language).matchAll(/"([^"]+)"/g)].map(([, file]) => file ?? '');
        expect(files.length, `${tag} ${language}`).toBeGreaterThan(1);
        for (const file of files) expect(existsSync(file), file).toBe(true);
      }
  });

  it("moves the bundler's helpers into the element's file and makes its later imports retry", () => {
    const [, main, later, english] = contactFormDe({
      main: {
        imports: ['chunks/rolldown-runtime-Gh6iJk0l.js'],
        code: `${compileHint}\nimport{t as e}from"./rolldown-runtime-Gh6iJk0l.js";var n=e({});const a=()=>import("./later-Cd4eFg8i.js"),t=()=>import("./texts-en-Ef5gHi9j.js");export{n as a};`,
      },
      later: { imports: ['chunks/rolldown-runtime-Gh6iJk0l.js'], code: 'import{t as r}from"./rolldown-runtime-Gh6iJk0l.js";r(1);' },
    });
    const helpers = chunk('chunks/rolldown-runtime-Gh6iJk0l.js', { code: 'var e=Object.defineProperty,t=(t)=>t;export{t};' });
    if (!main || !later || !english) throw new Error('no chunks');
    const bundle = Object.fromEntries([main, later, helpers, english].map((each) => [each.fileName, each])) as unknown as Rolldown.OutputBundle;
    const generateBundle = soloLazyChunks('solo-contact-form-de', fail).generateBundle as (options: unknown, bundle: Rolldown.OutputBundle) => void;
    generateBundle({}, bundle);
    expect(Object.keys(bundle)).toEqual(['chunks/solo-contact-form-de-Ab3dEf7h.js', 'chunks/later-Cd4eFg8i.js', 'chunks/texts-en-Ef5gHi9j.js']);
    expect(main.code).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\nconst gft\$failed=new Map;export\{gft\$failed\};const gft\$import=.*const\{t:e\}=\(\(\)=>\{var e=Object\.defineProperty,t=\(t\)=>t;;return\{t:t\}\}\)\(\);export\{e as gft\$helper_t\};var n=e\(\{\}\);const a=\(\)=>gft\$import\("\.\/later-Cd4eFg8i\.js"\),t=\(\)=>gft\$import\("\.\/texts-en-Ef5gHi9j\.js"\);export\{n as a\};$/,
    );
    expect(main.imports).toEqual([]);
    expect(later.code).toBe('import{gft$helper_t as r}from"./solo-contact-form-de-Ab3dEf7h.js";r(1);');
    expect(() => generateBundle({}, { 'chunks/later-Cd4eFg8i.js': later } as unknown as Rolldown.OutputBundle)).toThrow(
      'solo-contact-form-de has no chunk of its own',
    );
  });

  it("returns the element's file and every chunk but the entry's facade", () => {
    const { entry, files } = soloOutput('gft-contact-form', 'de', contactFormDe(), fail);
    expect(entry).toBe('chunks/solo-contact-form-de-Ab3dEf7h.js');
    expect([...files.keys()]).toEqual(['chunks/solo-contact-form-de-Ab3dEf7h.js', 'chunks/later-Cd4eFg8i.js', 'chunks/texts-en-Ef5gHi9j.js']);
    expect(files.get(entry)).toBe(`${compileHint}\nconst a=()=>import("./later-Cd4eFg8i.js"),t=()=>import("./texts-en-Ef5gHi9j.js");`);
  });

  it('fails the build when the file would not render the element at once, alone', () => {
    const check =
      (files: Parameters<typeof soloOutput>[2], tag = 'gft-contact-form') =>
      () =>
        soloOutput(tag, 'de', files, fail);
    expect(check([...contactFormDe(), { type: 'asset', fileName: 'chunks/style-Ij7kLm1n.css' } as const])).toThrow(
      'solo-contact-form-de has files that are no scripts (chunks/style-Ij7kLm1n.css): they would be missing on its pages',
    );
    expect(check(contactFormDe().slice(1))).toThrow("solo-contact-form-de's chunk is its entry's: the build's grouping changed");
    expect(check(contactFormDe(), 'gft-token-lead')).toThrow('solo-token-lead-de has no chunk of its own');
    expect(check(contactFormDe({ main: { moduleIds: [`${root}widgets/lib/texts-de.ts`, `${root}widgets/contact-form/define.tsx`] } }))).toThrow(
      'chunks/solo-contact-form-de-Ab3dEf7h.js does not hold widgets/contact-form/define.ts: it would define nothing',
    );
    expect(check(contactFormDe({ main: { imports: ['chunks/runtime-Mn8oPq2r.js'] } }))).toThrow(
      'chunks/solo-contact-form-de-Ab3dEf7h.js imports chunks/runtime-Mn8oPq2r.js statically: its first render would wait for them',
    );
    expect(
      check(contactFormDe({ later: { moduleIds: [`${root}shared/forms/contact-form-actions.ts`, `${root}shared/i18n/locales/de/contact.json`] } })),
    ).toThrow('chunks/solo-contact-form-de-Ab3dEf7h.js loads texts of its language in chunks/later-Cd4eFg8i.js after its code: add them to firstRenderTexts');
    // The meeting's place picker brings its own texts, with the code that shows them after the first render.
    expect(check(contactFormDe({ later: { moduleIds: [`${root}shared/map/place-picker.tsx`, `${root}shared/i18n/locales/de/place.json`] } }))).not.toThrow();
  });

  it("fails the badge's build when its file brings Preact, which only the forms' do", () => {
    const badge = (moduleIds: string[]) => [
      chunk('solo-certificate-badge-en-facade.js', { isEntry: true }),
      chunk('chunks/solo-certificate-badge-en-Qr3sTu4v.js', { name: 'solo-certificate-badge-en', moduleIds }),
    ];
    const own = [`${root}shared/i18n/locales/en/badge.json`, `${root}widgets/certificate-badge/define.ts`];
    expect(soloOutput('gft-certificate-badge', 'en', badge(own), fail).entry).toBe('chunks/solo-certificate-badge-en-Qr3sTu4v.js');
    expect(() => soloOutput('gft-certificate-badge', 'en', badge([...own, `${root}node_modules/preact/dist/preact.module.js`]), fail)).toThrow(
      'chunks/solo-certificate-badge-en-Qr3sTu4v.js holds Preact',
    );
  });
});
