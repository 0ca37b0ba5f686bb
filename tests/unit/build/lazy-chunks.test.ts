import { describe, expect, it } from 'vitest';
import { inlineBundlerHelpers, laterGroup, retryImports } from '#demo/build-plugins/lazy-chunks';

const fail = (why: string): never => {
  throw new Error(why);
};

interface TestChunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  code: string;
}
const chunk = (fileName: string, code: string, imports: string[] = [], dynamicImports: string[] = []): TestChunk => ({
  fileName: `chunks/${fileName}`,
  imports: imports.map((file) => `chunks/${file}`),
  dynamicImports: dynamicImports.map((file) => `chunks/${file}`),
  code,
});
const bundle = (...chunks: TestChunk[]) => new Map(chunks.map((each) => [each.fileName, each]));

/** A chunk's code run with `import()` answered by `load`: the retry helper's behaviour, without a browser. */
function run(code: string, load: (url: string) => Promise<unknown>, failed = new Map<string, number>()) {
  const body = code
    .replace(/^import\{gft\$failed\}from"[^"]+";/, '')
    .replace('const gft$failed=new Map;export{gft$failed};', '')
    .replace(/\bimport\(/g, 'load(')
    .replace(/import\.meta\.url/g, '"https://cdn.example/widgets/chunks/define.js"');
  return new Function('load', 'gft$failed', `${body}; return gft$import;`)(load, failed) as (specifier: string) => Promise<unknown>;
}

describe('the widget builds: what loads after the first render', () => {
  it('puts every module no first render imports into one group, but the texts', () => {
    const importers: Record<string, string[]> = {
      '/w/widgets/contact-form/define.ts': [],
      '/w/widgets/main.ts': [],
      '/w/shared/forms/contact-form.tsx': ['/w/widgets/contact-form/define.ts'],
      '/w/shared/forms/contact-form-actions.ts': [],
      '/w/shared/api/schemas/support.ts': ['/w/shared/forms/contact-form-actions.ts'],
      // Imported by the actions and by the form: the first render needs it.
      '/w/shared/api/constants.ts': ['/w/shared/api/schemas/support.ts', '/w/shared/forms/contact-form.tsx'],
      '/w/widgets/lib/texts-de.ts': [],
      '/w/shared/i18n/locales/de/meeting.json': [],
      // A circle of lazy modules.
      '/w/shared/api/a.ts': ['/w/shared/api/b.ts'],
      '/w/shared/api/b.ts': ['/w/shared/api/a.ts'],
    };
    const { name } = laterGroup();
    if (typeof name !== 'function') throw new Error('laterGroup names by a function');
    const context = {
      getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [], isEntry: id === '/w/widgets/main.ts' } : null),
    } as unknown as Parameters<typeof name>[1];
    const groups = Object.fromEntries(Object.keys(importers).map((id) => [id.replace('/w/', ''), name(id, context) ?? null]));
    expect(groups).toEqual({
      'widgets/contact-form/define.ts': null,
      'widgets/main.ts': null,
      'shared/forms/contact-form.tsx': null,
      'shared/forms/contact-form-actions.ts': 'later',
      'shared/api/schemas/support.ts': 'later',
      'shared/api/constants.ts': null,
      'widgets/lib/texts-de.ts': null,
      'shared/i18n/locales/de/meeting.json': null,
      'shared/api/a.ts': 'later',
      'shared/api/b.ts': 'later',
    });
    expect(name('\0rolldown/runtime.js', context)).toBeNull();
  });

  it('rewrites each import of a chunk to the retrying helper, with the counts in the chunk all of them load', () => {
    const chunks = bundle(
      chunk('base-1.js', '//# allFunctionsCalledOnLoad\nexport const x=1;const c=()=>import("./later-1.js");', [], ['later-1.js']),
      chunk(
        'define-1.js',
        'import{x}from"./base-1.js";const a=()=>import(`./later-1.js`),t=()=>import("./texts-de-1.js");',
        ['base-1.js'],
        ['later-1.js', 'texts-de-1.js'],
      ),
      chunk('later-1.js', 'import{x}from"./base-1.js";export const y=x;', ['base-1.js']),
      chunk('texts-de-1.js', 'export default [];'),
    );
    retryImports(chunks, undefined, fail);
    expect(chunks.get('chunks/base-1.js')?.code).toMatch(
      /^\/\/# allFunctionsCalledOnLoad\nconst gft\$failed=new Map;export\{gft\$failed\};const gft\$import=.*const c=\(\)=>gft\$import\("\.\/later-1\.js"\);$/,
    );
    expect(chunks.get('chunks/define-1.js')?.code).toMatch(
      /^import\{gft\$failed\}from"\.\/base-1\.js";const gft\$import=.*const a=\(\)=>gft\$import\(`\.\/later-1\.js`\),t=\(\)=>gft\$import\("\.\/texts-de-1\.js"\);$/,
    );
    expect(chunks.get('chunks/later-1.js')?.code).toBe('import{x}from"./base-1.js";export const y=x;');
  });

  it('fails the build when a chunk loaded later imports a chunk its importer has not loaded, or an import has another form', () => {
    const twoLevels = bundle(
      chunk('define-1.js', 'const a=()=>import("./actions-1.js");', [], ['actions-1.js']),
      chunk('actions-1.js', 'import{z}from"./zod-1.js";', ['zod-1.js']),
      chunk('zod-1.js', 'export const z=1;'),
    );
    expect(() => retryImports(twoLevels, undefined, fail)).toThrow(
      'chunks/actions-1.js, loaded by chunks/define-1.js, imports chunks/zod-1.js too: it could not be loaded again under another URL',
    );
    const unknownForm = bundle(chunk('define-1.js', 'const a=()=>import(someUrl);', [], ['actions-1.js']), chunk('actions-1.js', ''));
    expect(() => retryImports(unknownForm, undefined, fail)).toThrow('chunks/define-1.js imports chunks/actions-1.js in a form this plugin does not know');
  });

  it('imports a chunk that failed under a URL it has not failed on, counted once for every chunk, and keeps the one that worked', async () => {
    const chunks = bundle(chunk('define-1.js', 'const a=()=>import("./later-1.js");', [], ['later-1.js']));
    retryImports(chunks, undefined, fail);
    const requested: string[] = [];
    let network = false;
    const load = (url: string) => {
      requested.push(url.replace('https://cdn.example/widgets/chunks/', ''));
      return network ? Promise.resolve(url) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    const failed = new Map<string, number>();
    // Two chunks share the counts (the home's Map).
    const [one, two] = [run(chunks.get('chunks/define-1.js')?.code ?? '', load, failed), run(chunks.get('chunks/define-1.js')?.code ?? '', load, failed)];
    await Promise.allSettled([one('./later-1.js'), two('./later-1.js')]);
    await expect(one('./later-1.js')).rejects.toThrow(TypeError);
    network = true;
    await expect(two('./later-1.js')).resolves.toBe('https://cdn.example/widgets/chunks/later-1.js?retry=2');
    await expect(one('./later-1.js')).resolves.toBe('https://cdn.example/widgets/chunks/later-1.js?retry=2');
    expect(requested).toEqual(['later-1.js', 'later-1.js', 'later-1.js?retry=1', 'later-1.js?retry=2', 'later-1.js?retry=2']);
  });

  it("moves the bundler's helpers into the element's own file, which the later chunk imports them from", () => {
    const chunks = bundle(
      chunk('solo-a.js', '//# allFunctionsCalledOnLoad\nimport{t as e}from"./rolldown-runtime-1.js";var n=e({});export{n as a};', ['rolldown-runtime-1.js']),
      chunk('later-1.js', 'import{t as r}from"./rolldown-runtime-1.js";import{a}from"./solo-a.js";r(a);', ['rolldown-runtime-1.js', 'solo-a.js']),
      chunk('rolldown-runtime-1.js', 'var e=Object.defineProperty,t=(t)=>t;export{t};'),
    );
    const solo = chunks.get('chunks/solo-a.js');
    if (!solo) throw new Error('no solo chunk');
    expect(inlineBundlerHelpers(chunks, solo, fail)).toBe('chunks/rolldown-runtime-1.js');
    expect(solo.code).toBe(
      '//# allFunctionsCalledOnLoad\nconst{t:e}=(()=>{var e=Object.defineProperty,t=(t)=>t;;return{t:t}})();export{e as gft$helper_t};var n=e({});export{n as a};',
    );
    expect(solo.imports).toEqual([]);
    expect(chunks.get('chunks/later-1.js')?.code).toBe('import{gft$helper_t as r}from"./solo-a.js";import{a}from"./solo-a.js";r(a);');
    expect(chunks.get('chunks/later-1.js')?.imports).toEqual(['chunks/solo-a.js']);
    expect([...chunks.keys()]).toEqual(['chunks/solo-a.js', 'chunks/later-1.js']);
    // The helpers run as they did in their own chunk.
    expect(new Function(`${solo.code.replace(/^\/\/[^\n]*\n/, '').replace(/export\{[^}]*\};/g, '')}; return e(5);`)()).toBe(5);
  });
});
