import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@tanstack/react-query', 'react-i18next', 'react-router-dom'];
// Patterns are gitignore-style: a leading # would start a comment, hence `\\#`.
const noImportsFrom = (...folders) =>
  folders.map((folder) => ({
    group: [`\\#${folder}/**`, `**/${folder}/**`, `**/${folder}`],
    message: `Import direction: this folder must not import from ${folder}/.`,
  }));
/**
 * The one module of widgets/ the portal may import: the elements' table (widgets/lib/elements.ts, plain data), from
 * which the embed builder (portal/features/embed/) makes its forms.
 */
const portalNoWidgets = [
  {
    regex: '^(#widgets/(?!lib/elements$)|(.*/)?widgets(/|$))',
    message: 'Import direction: this folder must not import from widgets/ (but its table of elements, #widgets/lib/elements).',
  },
];
/** The import scheme (docs/architecture.md, "One import scheme"): two folders up or more, a module is named from the top by its area. */
const deepRelative = {
  group: ['../../*'],
  message: 'Import scheme: name a module two or more folders up by its area: #shared/…, #portal/…, #widgets/…, #demo/…, #tests/….',
};
const noReact = reactPackages.map((name) => ({
  group: [name],
  message: 'shared/api, shared/i18n, shared/config and shared/auth use no React: they run in Node and in the sandbox.',
}));

/**
 * The direction of imports (STYLE.md): widgets and portal import shared, never each other; shared imports neither;
 * shared/api, shared/i18n, shared/config, shared/auth use no React. tests/unit/repo/import-direction.test.ts proves
 * each rule fires.
 */
export const importDirection = [
  // demo/ and tests/ may import any area, by its name.
  { files: ['demo/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative] }] } },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noImportsFrom('portal', 'demo', 'tests'), deepRelative] }] },
  },
  {
    files: ['portal/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...portalNoWidgets, ...noImportsFrom('demo', 'tests'), deepRelative] }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noImportsFrom('widgets', 'portal', 'demo', 'tests'), deepRelative] }] },
  },
  {
    files: ['shared/api/**/*.ts', 'shared/i18n/**/*.ts', 'shared/config/**/*.ts', 'shared/auth/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noImportsFrom('widgets', 'portal', 'demo', 'tests'), ...noReact, deepRelative] }] },
  },
  // The hook layer (STYLE.md "The customer area"): a feature's screens reach the API only through its api/ files.
  {
    files: ['portal/features/**/*.{ts,tsx}'],
    ignores: ['portal/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...portalNoWidgets,
            ...noImportsFrom('demo', 'tests'),
            deepRelative,
            {
              group: [
                '\\#shared/api/endpoints/*',
                '\\#shared/api/client',
                '\\#shared/query/keys',
                '**/shared/api/endpoints/*',
                '**/shared/api/client',
                '**/shared/query/keys',
              ],
              message: "Hook layer: a screen imports its feature's api/ hooks, never an endpoint function, the client or a query key.",
            },
          ],
        },
      ],
    },
  },
];

/** The import scheme's `#area/…` names (tsconfig.json `paths`, demo/build-plugins/shared.ts `areaAliases`) for import-x, then Node's resolution. */
const nodeResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] });
const repoRoot = fileURLToPath(new URL('./', import.meta.url));
const areaResolver = {
  interfaceVersion: 3,
  name: 'gft-areas',
  resolve: (source, file) => nodeResolver.resolve(source.replace(/^#(shared|portal|widgets|demo|tests)\//, `${repoRoot}$1/`), file),
};

const features = readdirSync(new URL('./portal/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The direction inside the portal (STYLE.md): app/ composes (router, providers) and may import anything of the portal;
 * layout/ (the frame) imports lib/; a feature imports lib/ (the table of paths, lib/paths.ts, included) and shared/, never
 * another feature, layout/ or app/; lib/ imports only lib/: every arrow points one way. (No import cycles: the
 * rule below, for every area.) tests/unit/repo/import-direction.test.ts proves each rule fires.
 */
export const portalDirection = [
  {
    files: ['portal/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [areaResolver],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./portal/features/${feature}`,
              from: './portal/features',
              except: [`./${feature}`],
              message: 'Import direction: a feature never imports another feature; move what both need to portal/lib/.',
            })),
            { target: './portal/features', from: './portal/app', message: 'Import direction: features import portal/lib/, not portal/app/.' },
            { target: './portal/features', from: './portal/layout', message: 'Import direction: features import portal/lib/, not the layout.' },
            { target: './portal/lib', from: './portal/app', message: 'Import direction: portal/lib/ imports only itself.' },
            { target: './portal/lib', from: './portal/layout', message: 'Import direction: portal/lib/ imports only itself.' },
            { target: './portal/lib', from: './portal/features', message: 'Import direction: portal/lib/ imports only itself.' },
            { target: './portal/layout', from: './portal/app', message: 'Import direction: the layout imports portal/lib/, not portal/app/.' },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'demo/.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...importDirection,
  ...portalDirection,
  // No import cycles anywhere (issue 40): in a cycle one module's values are undefined while the other half loads, and
  // what a chunk holds depends on which half a page imports first. Type-only imports are erased and not counted.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'], 'import-x/resolver-next': [areaResolver] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // No function over 100 lines (issue 40): a reader holds one in view. A test file's describe callbacks are lists of
  // tests, not functions to read at once, so they are left out. The few exceptions are marked where they are, each with
  // its reason (`eslint-disable-next-line max-lines-per-function -- …`); one that no longer applies fails lint as unused.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
);
