import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file.replaceAll('\\', '/')}`),
];
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** GitHub's anchor of a heading: lower case, punctuation dropped (hyphens and underscores stay), spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(text: string): Set<string> {
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? ''));
  const explicit = [...text.matchAll(/<a id="([^"]+)"/g)].map((match) => match[1] ?? '');
  return new Set([...headings, ...explicit]);
}

/** Every relative link of a page that leads nowhere: a missing file, or a missing heading in one. */
function brokenLinks(page: string, text = read(page)): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => {
      const [path = '', anchor] = target.split('#');
      const file = path ? normalize(join(dirname(page), path)) : page;
      if (!existsSync(join(root, file))) return true;
      if (!anchor || statSync(join(root, file)).isDirectory()) return false;
      return !anchorsIn(read(file)).has(anchor);
    });
}

describe('the README is the front door (issue 40)', () => {
  it('stays short: 200 lines at most', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  });

  it('gives the two commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });

  it('names only scripts that package.json has', () => {
    const named = [...readme.matchAll(/`npm run ([\w:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name ?? ''))).toEqual([]);
  });

  it('links every topic page of docs/ and the decisions', () => {
    const topics = pages.filter((page) => /^docs\/[^/]+\.md$/.test(page));
    expect(topics.length).toBeGreaterThan(5);
    expect(topics.filter((page) => !readme.includes(`](${page})`))).toEqual([]);
    expect(readme).toContain('](docs/decisions/)');
  });
});

describe('links between the README and docs/', () => {
  it('finds a heading by the anchor GitHub gives it', () => {
    expect(anchorOf('Why the badge page is 215 bytes over')).toBe('why-the-badge-page-is-215-bytes-over');
    expect(anchorOf('Texts in the portal: react-i18next')).toBe('texts-in-the-portal-react-i18next');
    expect(anchorOf('`sitemap.xml` and `robots.txt`')).toBe('sitemapxml-and-robotstxt');
  });

  it('tells a broken link from a good one', () => {
    expect(anchorsIn('# Budgets\n<a id="badge-bytes"></a>')).toEqual(new Set(['budgets', 'badge-bytes']));
    const links = '[a](docs/nowhere.md) [b](docs/widgets.md#nowhere) [c](docs/widgets.md#events) [d](https://example.com/x)';
    expect(brokenLinks('README.md', links)).toEqual(['docs/nowhere.md', 'docs/widgets.md#nowhere']);
  });

  it.each(pages)('%s links only to files and headings that exist', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });
});

/** The files of the repository, by name: a source file a page names without its folder must be one of them. */
const sourceNames = new Set(
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .map((file) => basename(file)),
);

/**
 * The files and folders a page names in code spans that do not exist: a path from the top (`portal/lib/paths.ts`,
 * `demo/sandbox/`) must be there, and so must a TypeScript file named alone (`buy.test.ts`). Placeholders (`<feature>`,
 * `*`, `…`) and the sandbox's data folder, which the sandbox writes when it runs, are not paths to check.
 */
function missingPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[,.:]+$/, '').split('#')[0] ?? '')
    .filter((name) => !/[<>*…{}$]/.test(name) && !name.startsWith('demo/.data'))
    .filter((name) =>
      /^(widgets|portal|shared|demo|tests|docs|\.ci)\//.test(name)
        ? !existsSync(join(root, name.split(':')[0] ?? name))
        : /^[\w.-]+\.tsx?$/.test(name) && !sourceNames.has(name),
    );
}

describe('the files and folders the README and docs/ name', () => {
  it('finds a missing one', () => {
    expect(missingPaths('`portal/lib/paths.ts`, `portal/lib/nowhere.ts`, `nowhere.test.ts`, `buy.test.ts`, `<feature>/x.ts`')).toEqual([
      'portal/lib/nowhere.ts',
      'nowhere.test.ts',
    ]);
  });

  it.each(pages)('%s names only files and folders that exist', (page) => {
    expect(missingPaths(read(page))).toEqual([]);
  });
});
