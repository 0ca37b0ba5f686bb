import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillReference, referenceRegion, referenceRegions, regionText } from '#widgets/lib/reference';

const page = readFileSync(new URL('../../../docs/widgets.md', import.meta.url), 'utf8');
const regions = Object.entries(referenceRegions());

describe("docs/widgets.md's element tables (generated from widgets/lib/elements.ts)", () => {
  it('has the five regions', () => {
    expect(regions.map(([name]) => name)).toEqual(['elements', 'attributes', 'events', 'theming', 'parts']);
  });

  it.each(regions)('region %s is what the generator writes, byte for byte', (name, body) => {
    const region = referenceRegion(page, name);
    expect(region, `docs/widgets.md has no single region "${name}": run \`npm run docs\` after adding its markers`).toBeDefined();
    expect(region?.text, `docs/widgets.md's region "${name}" is not what widgets/lib/elements.ts says: run \`npm run docs\``).toBe(regionText(body));
  });

  it('is left as it is by the generator (nothing outside the regions changes)', () => {
    expect(fillReference(page) === page, 'run `npm run docs`').toBe(true);
  });

  it('names every element, attribute, event and custom property of the table', () => {
    const [elements, attributes, events, theming] = ['elements', 'attributes', 'events', 'theming'].map((name) => referenceRegion(page, name)?.text ?? '');
    expect(elements).toContain('| `<gft-certificate-verify>` |');
    expect(elements).toContain('`calendar-url`: The external calendar service');
    expect(attributes).toContain("- `lang` (`'de' | 'en'`): The language");
    // A pipe inside a table cell is escaped, or it would end the cell.
    expect(events).toContain("`{ widget: 'certificate-verify'; outcome: 'valid' \\| 'expired'");
    expect(theming).toContain('| `--gft-color-primary` | `#1d5c3a` |');
  });

  it('throws on a page without a region, and rewrites a stale one', () => {
    expect(() => fillReference('# nothing here\n')).toThrow(/no region "elements"/);
    const stale = page.replace('| `--gft-color-primary` | `#1d5c3a` |', '| `--gft-color-primary` | `#000000` |');
    expect(stale).not.toBe(page);
    expect(fillReference(stale)).toBe(page);
  });
});
