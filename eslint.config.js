import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'preact', 'preact/*', '@tanstack/react-query', 'react-i18next', 'react-router', '@r2wc/*'];
const noImportsFrom = (...folders) => folders.map((folder) => ({ group: [`**/${folder}/**`, `**/${folder}`], message: `Import direction: this folder must not import from ${folder}/.` }));
const noReact = reactPackages.map((name) => ({ group: [name], message: 'shared/api, shared/i18n, shared/config and shared/auth use no React: they run in Node and in the sandbox.' }));

/**
 * The direction of imports (STYLE.md): widgets and portal import shared, never each other; shared imports neither;
 * shared/api, shared/i18n, shared/config, shared/auth use no React. tests/unit/import-direction.test.ts proves
 * each rule fires.
 */
export const importDirection = [
  { files: ['widgets/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: noImportsFrom('portal', 'demo', 'tests') }] } },
  { files: ['portal/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: noImportsFrom('widgets', 'demo', 'tests') }] } },
  { files: ['shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: noImportsFrom('widgets', 'portal', 'demo', 'tests') }] } },
  {
    files: ['shared/api/**/*.ts', 'shared/i18n/**/*.ts', 'shared/config/**/*.ts', 'shared/auth/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noImportsFrom('widgets', 'portal', 'demo', 'tests'), ...noReact] }] },
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
);
