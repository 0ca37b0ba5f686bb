import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** The source files of a folder (or the one file), read. */
function sources(place: string): { file: string; text: string }[] {
  if (/\.[cm]?[jt]sx?$/.test(place)) return [{ file: place, text: read(place) }];
  return readdirSync(join(root, place), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('node_modules'))
    .map((file) => ({ file: `${place}/${file}`, text: read(`${place}/${file}`) }));
}
const importsOf = (name: string) => new RegExp(`(from|import)\\s+'${name.replace(/[/.]/g, '\\$&')}(/[\\w./-]+)?'`);

/**
 * The design card's stack (chosen by the people the front end is built for) and where each package does its job: a
 * package that is dropped, or no longer imported where it belongs, fails here (knip would only see it unused anywhere).
 */
const card: Record<string, { where: string; why: string }> = {
  react: { where: 'portal', why: 'the portal runs on React' },
  'react-dom': { where: 'portal/main.tsx', why: 'its root in the browser' },
  preact: { where: 'node_modules/@preact/compat/index.mjs', why: "what @preact/compat re-exports: the widgets' renderer" },
  '@preact/compat': { where: 'demo/build-config/widgets.ts', why: 'react and react-dom in the widget build (its aliases)' },
  vite: { where: 'vite.config.ts', why: 'the builds and the dev servers' },
  '@r2wc/react-to-web-component': { where: 'widgets/lib/define-widget.tsx', why: "the form elements' class" },
  '@tanstack/react-query': { where: 'shared/query', why: 'server state' },
  ky: { where: 'shared/api/client.ts', why: "the one API client's transport" },
  zod: { where: 'shared/api', why: 'every API answer is parsed' },
  i18next: { where: 'shared/i18n', why: 'the texts' },
  'react-i18next': { where: 'portal/lib/language.tsx', why: "the portal's texts in React" },
  'react-hook-form': { where: 'portal/lib/form', why: "the portal's forms" },
  'react-hot-toast': { where: 'portal/lib/toaster.tsx', why: 'the toasts' },
  'react-router-dom': { where: 'portal/app/router.tsx', why: 'the routes' },
  vitest: { where: 'tests/unit/repo/card-stack.test.ts', why: 'the tests' },
};

describe("the design card's fifteen packages", () => {
  it('are each in package.json', () => {
    expect(Object.keys(card)).toHaveLength(15);
    const listed = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(Object.keys(card).filter((name) => !listed[name])).toEqual([]);
  });

  it('are each imported where they do their job', () => {
    const missing = Object.entries(card)
      .filter(
        ([name, { where }]) =>
          !sources(where).some(({ text }) => importsOf(name).test(text) || (name === '@preact/compat' && text.includes(`replacement: '${name}'`))),
      )
      .map(([name, { where, why }]) => `${name} (${why}) in ${where}`);
    expect(missing).toEqual([]);
  });
});
