/**
 * What the builds (demo/build-config/) and their plugins (this folder) share: the repository's top, the import
 * scheme's aliases, the sandbox's address in dev, and what every widget file keeps of comments and compile hints.
 */
import { fileURLToPath } from 'node:url';

/** The repository's top, with a trailing slash. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The import scheme (docs/architecture.md, "One import scheme"): `#shared/…`, `#portal/…`, `#widgets/…`, `#demo/…`, `#tests/…` name a
 * module from the repository's top; `./` and `../` only within a folder and its parent. The same table is tsconfig.json's
 * `paths` (tsc, tsx, knip) and eslint.config.js's resolver.
 */
export const areaAliases = ['shared', 'portal', 'widgets', 'demo', 'tests'].map((area) => ({ find: new RegExp(`^#${area}/`), replacement: `${root}${area}/` }));

/** The sandbox API the dev servers talk to. */
export const sandboxUrl = () => `http://localhost:${process.env.SANDBOX_PORT || 8787}`;

/**
 * The comments a widget file keeps: licences only. The bundler's pure annotations tell a later bundler what it may
 * drop; the widget files are bundled already and go to browsers as they are (about 2.5 KB raw in a form's chunks).
 */
export const shippedComments = { legal: true, annotation: false, jsdoc: false } as const;

/** V8's magic comment for eager compilation of a whole file; it must be the file's first line. */
export const compileHint = '//# allFunctionsCalledOnLoad';
