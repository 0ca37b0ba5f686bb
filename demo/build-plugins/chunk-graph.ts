import type { Plugin } from 'vite';
import { languages, type Language } from '#shared/i18n/languages.ts';
import { elements } from '#widgets/lib/elements.ts';
import { chunksOf, retryImports, staticClosure } from './lazy-chunks.ts';
import type { SoloBuild } from './solo-build.ts';

/**
 * The loader requests an element's whole chunk graph at once: its own chunk and every chunk that one imports, directly
 * or through another (the shared runtime, the choice fields…), instead of each only after the chunk importing it has
 * arrived and been parsed (a round trip per level). Vite's own preloading is off in library mode, so the graph goes
 * into the loader here: a JSON string of `tag → chunk paths` in place of its placeholder (widgets/main.ts). An
 * element's tag is `gft-` and its folder's name (`widgets/certificate-verify/define.ts`). The placeholder is a string
 * literal in whatever quotes the minifier chose; the whole literal is replaced. Fails the build if the placeholder is
 * not there exactly once, or an element of widgets/lib/elements.ts has no graph.
 *
 * The same for a page with one kind of element (`soloBuild`, solo-build.ts, given the widget build's aliases by
 * demo/build-config/widgets.ts): each element's file of its own per language, and the chunks it loads after its first
 * render, go into the bundle, and their names into the loader's other placeholder.
 */
const chunkGraphPlaceholder = '__GFT_CHUNK_GRAPH__';
const soloGraphPlaceholder = '__GFT_SOLO_GRAPH__';
export function chunkGraph(soloBuild: SoloBuild): Plugin {
  return {
    name: 'gft-chunk-graph',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const fail = (why: string): never => {
        throw new Error(`gft-chunk-graph: ${why}; see demo/build-plugins/chunk-graph.ts`);
      };
      const chunks = chunksOf(bundle);
      const loader = [...chunks.values()].find((chunk) => chunk.isEntry) ?? fail('no entry chunk');
      const graph: Record<string, string[]> = {};
      for (const file of loader.dynamicImports) {
        const folder = /\/widgets\/([a-z-]+)\/define\.tsx?$/.exec(chunks.get(file)?.facadeModuleId?.replace(/\\/g, '/') ?? '')?.[1];
        if (!folder) continue;
        const tag = `gft-${folder}`;
        if (!loader.code.includes(tag)) fail(`the loader has no element ${tag} for ${file}`);
        // Relative to the loader, as its own imports are; the element's own chunk is imported by name there.
        graph[tag] = [...staticClosure(chunks, file)].filter((chunk) => chunk !== file).map((chunk) => `./${chunk}`);
        // A module the first render and the later chunk both import goes into the later chunk: the first render would
        // wait for the schemas and the client (it happened to the validation messages once).
        const later = graph[tag].filter((chunk) => /\/later-[^/]+\.js$/.test(chunk));
        if (later.length > 0) fail(`${tag}'s first render imports ${later.join(', ')}: give the module both import a group of its own`);
      }
      const missing = elements.map((element) => element.tag).filter((tag) => !graph[tag]);
      if (missing.length > 0) fail(`no chunk graph for ${missing.join(', ')}`);
      retryImports(chunks, loader, fail);

      const solo: Record<string, Record<Language, string>> = {};
      // Every file of the bundle by name: the shared build's chunks, then what each element's build adds. A file of the
      // same name must have the same content (the name carries its hash; the other language's texts are the same).
      const written = new Map([...chunks].map(([fileName, chunk]) => [fileName, chunk.code]));
      for (const { tag } of elements) {
        for (const language of languages) {
          const built = await soloBuild(tag, language, fail);
          (solo[tag] ??= {} as Record<Language, string>)[language] = `./${built.entry}`;
          for (const [fileName, code] of built.files) {
            const existing = written.get(fileName);
            if (existing !== undefined) {
              if (existing !== code) fail(`${fileName} of ${tag} (${language}) differs from the file of that name already in the bundle`);
              continue;
            }
            written.set(fileName, code);
            this.emitFile({ type: 'asset', fileName, source: code });
          }
        }
      }
      loader.code = fillPlaceholder(loader.code, chunkGraphPlaceholder, graph, fail);
      loader.code = fillPlaceholder(loader.code, soloGraphPlaceholder, solo, fail);
    },
  };
}

/** The loader's placeholder, a string literal in whatever quotes the minifier chose, replaced by `value`'s JSON. */
export function fillPlaceholder(code: string, placeholder: string, value: unknown, fail: (why: string) => never): string {
  const literal = new RegExp(`(["'\`])${placeholder}\\1`, 'g');
  const found = code.match(literal)?.length ?? 0;
  if (found !== 1) fail(`the loader has its placeholder ${placeholder} ${found} times, not once`);
  // A string literal of the JSON, in single quotes (no quote in it needs escaping then).
  return code.replace(literal, () => `'${JSON.stringify(value).replace(/[\\']/g, '\\$&')}'`);
}
