import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const properties = (text: string) => [...new Set(text.match(/--gft-[a-z-]*[a-z]/g) ?? [])].sort();

const stylesheets = [
  'shared/ui/forms.css',
  'widgets/lib/tokens.css',
  'widgets/certificate-verify/styles.css',
  'widgets/contact-form/styles.css',
  'widgets/forest-meeting/styles.css',
  'widgets/token-lead/styles.css',
];
const elements = ['certificate-verify', 'contact-form', 'forest-meeting', 'token-lead'];
const used = properties(stylesheets.map(read).join('\n'));

describe('the theming surface is documented where the issue asks', () => {
  it('finds the custom properties the stylesheets read', () => {
    expect(used).toEqual(expect.arrayContaining(['--gft-color-primary', '--gft-font-family', '--gft-radius', '--gft-spacing']));
  });

  it('lists every one in the README', () => {
    const readme = read('README.md');
    expect(used.filter((property) => !readme.includes(`\`${property}\``))).toEqual([]);
  });

  it.each(elements)('lists every one in the header comment of %s', (element) => {
    const header = /^\/\*\*[\s\S]*?\*\//.exec(read(`widgets/${element}/define.ts`))?.[0] ?? '';
    const listed = properties(/CSS custom properties:[\s\S]*?\./.exec(header)?.[0] ?? '');
    expect(listed).toEqual(used);
  });
});
