import type { Plugin, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { widgets } from '#demo/build-config/widgets';
import { chunkGraph, fillPlaceholder } from '#demo/build-plugins/chunk-graph';
import type { SoloBuild } from '#demo/build-plugins/solo-build';
import { languages } from '#shared/i18n/languages';
import { elements } from '#widgets/lib/elements';

const fail = (why: string): never => {
  throw new Error(why);
};
const folders = elements.map((element) => element.tag.slice('gft-'.length));

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  code: string;
}
const chunk = (fileName: string, fields: Partial<FakeChunk> = {}): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  code: `/* ${fileName} */`,
  ...fields,
});

/**
 * A widget build's bundle as the plugin sees it: the loader (the entry) imports each element's definition lazily; a
 * form's definition imports the runtime, which imports the base; the badge's imports the base alone.
 */
function fakeBundle(options: { loaderCode?: string; skip?: string; defineImports?: string[] } = {}) {
  const loader = chunk('gft-widgets.js', {
    isEntry: true,
    dynamicImports: folders.filter((folder) => folder !== options.skip).map((folder) => `chunks/define-${folder}-h.js`),
    code:
      options.loaderCode ?? `const g=JSON.parse("__GFT_CHUNK_GRAPH__"),s=JSON.parse(\`__GFT_SOLO_GRAPH__\`),t=${JSON.stringify(elements.map((e) => e.tag))};`,
  });
  const defines = folders.map((folder) =>
    chunk(`chunks/define-${folder}-h.js`, {
      facadeModuleId: `/repo/widgets/${folder}/define.ts`,
      imports: options.defineImports ?? (folder === 'certificate-badge' ? ['chunks/base-h.js'] : ['chunks/runtime-h.js']),
    }),
  );
  const chunks = [
    loader,
    ...defines,
    chunk('chunks/runtime-h.js', { imports: ['chunks/base-h.js'] }),
    chunk('chunks/base-h.js'),
    chunk('chunks/later-h.js', { imports: ['chunks/base-h.js'] }),
  ];
  return { loader, bundle: Object.fromEntries(chunks.map((each) => [each.fileName, each])) as unknown as Rolldown.OutputBundle };
}

/** Each element's build alone: its own file, a later chunk all of them share, and the base of the shared build. */
const fakeSolo =
  (base = '/* chunks/base-h.js */'): SoloBuild =>
  (tag, language) => {
    const entry = `chunks/solo-${tag.slice('gft-'.length)}-${language}-h.js`;
    return Promise.resolve({
      entry,
      files: new Map([
        [entry, `/* ${tag} in ${language} */`],
        ['chunks/later-solo-h.js', '/* later */'],
        ['chunks/base-h.js', base],
      ]),
    });
  };

/** Runs the plugin's generateBundle on a bundle; returns the files it emitted. */
async function generate(bundle: Rolldown.OutputBundle, solo: SoloBuild = fakeSolo()): Promise<Map<string, string>> {
  const emitted = new Map<string, string>();
  const plugin = chunkGraph(solo);
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => Promise<void>;
  await hook.call({ emitFile: (file: { fileName: string; source: string }) => emitted.set(file.fileName, file.source) }, {}, bundle);
  return emitted;
}
/** The JSON values that took the loader's placeholders. */
const filled = (code: string) => [...code.matchAll(/JSON\.parse\('([^']*)'\)/g)].map((match) => JSON.parse(match[1]?.replace(/\\(.)/g, '$1') ?? '') as unknown);

describe("the widget build writes each element's chunk graph into the loader (demo/build-plugins/chunk-graph.ts)", () => {
  it('is part of the widget build', () => {
    expect((widgets.plugins as Plugin[]).map((plugin) => plugin.name)).toContain('gft-chunk-graph');
  });

  it("fills a placeholder in any quotes with the value's JSON in single quotes, escaping what needs it", () => {
    for (const quote of ['"', "'", '`']) {
      expect(fillPlaceholder(`a=JSON.parse(${quote}__X__${quote})`, '__X__', { a: ["it's", 'c:\\d'] }, fail)).toBe(
        `a=JSON.parse('{"a":["it\\'s","c:\\\\\\\\d"]}')`,
      );
    }
    const code = fillPlaceholder(`JSON.parse("__X__")`, '__X__', { a: ["it's", 'c:\\d'] }, fail);
    expect(JSON.parse(new Function(`return ${code.slice('JSON.parse('.length, -1)}`)() as string)).toEqual({ a: ["it's", 'c:\\d'] });
  });

  it('fails unless the placeholder is there exactly once, as a whole string literal', () => {
    expect(() => fillPlaceholder('a="__X__",b="__X__"', '__X__', 1, fail)).toThrow('the loader has its placeholder __X__ 2 times, not once');
    expect(() => fillPlaceholder('a="__X__ "', '__X__', 1, fail)).toThrow('the loader has its placeholder __X__ 0 times, not once');
  });

  it("gives each element the chunks its own imports, directly or through another, and each element's solo files per language", async () => {
    const { loader, bundle } = fakeBundle();
    const emitted = await generate(bundle);
    const [graph, solo] = filled(loader.code);
    expect(graph).toEqual(
      Object.fromEntries(
        elements.map(({ tag }) => [tag, tag === 'gft-certificate-badge' ? ['./chunks/base-h.js'] : ['./chunks/runtime-h.js', './chunks/base-h.js']]),
      ),
    );
    expect(solo).toEqual(
      Object.fromEntries(
        elements.map(({ tag }) => [tag, Object.fromEntries(languages.map((language) => [language, `./chunks/solo-${tag.slice(4)}-${language}-h.js`]))]),
      ),
    );
    // Each new file once; the base, already in the bundle with the same content, not again.
    expect([...emitted.keys()].sort()).toEqual(
      ['chunks/later-solo-h.js', ...elements.flatMap(({ tag }) => languages.map((language) => `chunks/solo-${tag.slice(4)}-${language}-h.js`))].sort(),
    );
    expect(emitted.get('chunks/solo-contact-form-en-h.js')).toBe('/* gft-contact-form in en */');
  });

  it('fails the build when an element has no graph, its first render imports the later chunk, or a solo file differs', async () => {
    await expect(generate(fakeBundle({ skip: 'contact-form' }).bundle)).rejects.toThrow('no chunk graph for gft-contact-form');
    await expect(generate(fakeBundle({ defineImports: ['chunks/later-h.js'] }).bundle)).rejects.toThrow(
      "gft-certificate-verify's first render imports ./chunks/later-h.js",
    );
    await expect(generate(fakeBundle({ loaderCode: 'JSON.parse("__GFT_CHUNK_GRAPH__")' }).bundle)).rejects.toThrow(
      'the loader has no element gft-certificate-verify for chunks/define-certificate-verify-h.js',
    );
    await expect(generate(fakeBundle().bundle, fakeSolo('/* another base */'))).rejects.toThrow(
      'chunks/base-h.js of gft-certificate-verify (de) differs from the file of that name already in the bundle',
    );
  });
});
