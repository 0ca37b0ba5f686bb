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

  it('lists every one in docs/widgets.md', () => {
    const page = read('docs/widgets.md');
    expect(used.filter((property) => !page.includes(`\`${property}\``))).toEqual([]);
  });

  // The elements' custom properties, attributes, events and parts are written once, in widgets/lib/elements.ts (its
  // defaults are checked against the stylesheets in tests/unit/widgets/theming.test.ts); a define.ts header points there
  // instead of keeping a copy that drifts (issue 26).
  it.each(elements)('points from the header comment of %s to the one table, with no copy of its own', (element) => {
    const header = /^\/\*\*[\s\S]*?\*\//.exec(read(`widgets/${element}/define.ts`))?.[0] ?? '';
    expect(header).toContain('widgets/lib/elements.ts');
    expect(properties(header)).toEqual([]);
  });
});
