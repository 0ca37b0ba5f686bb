/**
 * The reference tables of the elements in docs/widgets.md, from widgets/lib/elements.ts. `npm run docs`
 * (demo/docs.ts) writes them between marker comments; tests/unit/widgets/reference.test.ts compares them byte for byte.
 * Never part of the widget bundle.
 */
import { commonAttributes, commonEvents, commonParts, cssProperties, elements, type AttributeSpec, type CssPropertySpec } from './elements.ts';

const code = (text: string) => `\`${text}\``;
/** A table cell: a `|` would end it, even inside a code span (GitHub's tables). */
const cell = (text: string) => text.replace(/\|/g, '\\|');
const row = (cells: readonly string[]) => `|${cells.map((text) => (text ? ` ${cell(text)} ` : ' ')).join('|')}|`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(row)].join('\n');

/** `name` (`type`, default `x`): description; the type only when it says more than `string`. */
const attribute = ({ name, type, default: fallback, description }: AttributeSpec) => {
  const about = [type === 'string' ? '' : code(type), fallback === undefined ? '' : `default ${code(fallback)}`].filter(Boolean);
  return `${code(name)}${about.length ? ` (${about.join(', ')})` : ''}: ${description}`;
};

/** `WidgetName` (the detail of the events every element raises) spelled out. */
const widgetNames = elements.map((element) => `'${element.widget}'`).join(' | ');
const event = (name: string, { detail, description }: { detail: string; description: string }) => [
  name,
  code(detail.replace('WidgetName', widgetNames)),
  description,
];

/** The generated regions, by name, each without its trailing newline. */
export function referenceRegions(): Record<string, string> {
  // Elements with parts of their own instead of the common ones (the badge is no form).
  const own: readonly (typeof elements)[number][] = elements.filter((element) => 'commonParts' in element);
  return {
    elements: table(
      ['element', 'what', 'its own attributes'],
      elements.map((element) => [code(`<${element.tag}>`), element.description, [...element.attributes].map(attribute).join('<br>')]),
    ),
    attributes: commonAttributes.map((spec) => `- ${attribute(spec)}`).join('\n'),
    events: table(
      ['event', 'detail', 'when'],
      [
        event(code('gft-ready'), commonEvents['gft-ready']),
        ...elements.map((element) => event(`${code('gft-success')} from ${code(`<${element.tag}>`)}`, element.success)),
        event(code('gft-error'), commonEvents['gft-error']),
      ],
    ),
    theming: table(
      ['custom property', 'default', 'what'],
      [
        ...cssProperties.map((property) => [code(property.name), code(property.default), property.description]),
        // An element's own (the badge's), with the default of its dark theme.
        ...elements.flatMap((element) =>
          ('ownCssProperties' in element ? element.ownCssProperties : []).map((property: CssPropertySpec) => [
            code(property.name),
            `${code(property.default)}${property.dark ? `; ${code('theme="dark"')}: ${code(property.dark)}` : ''}`,
            `${code(`<${element.tag}>`)}: ${property.description}`,
          ]),
        ),
      ],
    ),
    parts: `${[
      `Parts of every element${own.length ? ` but ${own.map((element) => code(`<${element.tag}>`)).join(', ')}` : ''}: ${commonParts.map(code).join(', ')}`,
      ...elements
        .filter((element) => element.parts.length && !own.includes(element))
        .map((element) => `of ${code(`<${element.tag}>`)} also ${element.parts.map(code).join(', ')}`),
      ...own.map(
        (element) => `of ${code(`<${element.tag}>`)}: ${[...('commonParts' in element ? element.commonParts : []), ...element.parts].map(code).join(', ')}`,
      ),
    ].join('; ')}.`,
  };
}

const opening = (name: string) => `<!-- generated: ${name} (npm run docs) -->`;
const closing = '<!-- /generated -->';

/** The text between a region's markers (a blank line, the region, a blank line), or undefined when its markers are missing or repeated. */
export function referenceRegion(page: string, name: string): { start: number; end: number; text: string } | undefined {
  const open = `${opening(name)}\n`;
  const at = page.indexOf(open);
  if (at < 0 || page.indexOf(open, at + 1) >= 0) return undefined;
  const start = at + open.length;
  const end = page.indexOf(closing, start);
  return end < 0 ? undefined : { start, end, text: page.slice(start, end) };
}

/** How a region's body is written between its markers. */
export const regionText = (body: string) => `\n${body}\n\n`;

/** The page with every generated region rewritten; throws when a region's markers are missing or repeated. */
export function fillReference(page: string): string {
  return Object.entries(referenceRegions()).reduce((text, [name, body]) => {
    const region = referenceRegion(text, name);
    if (!region) throw new Error(`docs/widgets.md: no region "${name}" (one \`${opening(name)}\` line, then \`${closing}\`)`);
    return `${text.slice(0, region.start)}${regionText(body)}${text.slice(region.end)}`;
  }, page);
}
