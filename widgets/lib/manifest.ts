/**
 * The Custom Elements Manifest (schema 2.1.0) and the VS Code custom data of the elements, both from the definitions in
 * widgets/lib/elements.ts. The widget build writes them to dist/widgets/ (demo/build-plugins/element-manifest.ts); never
 * part of the widget bundle.
 */
import type * as cem from 'custom-elements-manifest/schema';
import { commonAttributes, commonEvents, commonParts, cssProperties, elements } from './elements.ts';

/** The module that defines the elements (our elements have no exported classes; their names are made up). */
const modulePath = 'gft-widgets.js';
const camel = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const className = (tag: string) => camel(`-${tag}`);

export function elementManifest(): cem.Package {
  const declarations = elements.map((element): cem.CustomElementDeclaration => ({
    kind: 'class',
    customElement: true,
    name: className(element.tag),
    tagName: element.tag,
    summary: element.summary,
    description: element.description,
    attributes: [...element.attributes, ...commonAttributes].map((attribute) => ({
      name: attribute.name,
      fieldName: camel(attribute.name),
      type: { text: attribute.type },
      ...('default' in attribute && typeof attribute.default === 'string' ? { default: attribute.default } : {}),
      description: attribute.description,
    })),
    events: Object.entries(commonEvents).map(([name, event]) => {
      const own = name === 'gft-success';
      return {
        name,
        type: { text: `CustomEvent<${own ? element.success.detail : event.detail.replace('WidgetName', `'${element.widget}'`)}>` },
        description: own ? element.success.description : event.description,
      };
    }),
    cssProperties: [
      ...cssProperties.filter((property) => !('cssProperties' in element) || (element.cssProperties as readonly string[]).includes(property.name)),
      ...('ownCssProperties' in element ? element.ownCssProperties : []),
    ].map((property) => ({
      name: property.name,
      syntax: property.syntax,
      default: property.default,
      description: 'dark' in property ? `${property.description} With theme="dark": \`${property.dark}\`.` : property.description,
    })),
    cssParts: [...('commonParts' in element ? element.commonParts : commonParts), ...element.parts].map((name) => ({ name })),
    slots: element.slots.map(({ name, description }) => ({ name, description })),
  }));
  return {
    schemaVersion: '2.1.0',
    modules: [
      {
        kind: 'javascript-module',
        path: modulePath,
        declarations,
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition',
          name: declaration.tagName ?? declaration.name,
          declaration: { name: declaration.name, module: modulePath },
        })),
      },
    ],
  };
}

/** VS Code custom data (version 1.1, github.com/microsoft/vscode-html-languageservice docs/customData.md), for `html.customData`. */
export interface HtmlCustomData {
  version: 1.1;
  tags: {
    name: string;
    description: { kind: 'markdown'; value: string };
    attributes: { name: string; description: string; values?: { name: string }[] }[];
  }[];
}

/** `'de' | 'en'` → ['de', 'en']; undefined for a type that is not a union of string literals. */
const literalValues = (text: string) => {
  const values = text.split('|').map((part) => part.trim().match(/^'([^']*)'$/)?.[1]);
  return values.every((value) => value !== undefined) ? values.map((name) => ({ name: name as string })) : undefined;
};

export function vscodeCustomData(manifest: cem.Package): HtmlCustomData {
  const tags = manifest.modules.flatMap((module) =>
    (module.declarations ?? []).flatMap((declaration) => {
      if (!('customElement' in declaration) || !declaration.tagName) return [];
      const list = (title: string, items: { name: string; description?: string | undefined }[] | undefined) =>
        items?.length ? [`**${title}:** ${items.map((item) => `\`${item.name}\``).join(', ')}`] : [];
      const value = [
        declaration.description ?? '',
        ...list('Events', declaration.events),
        ...list('Parts', declaration.cssParts),
        ...list('CSS custom properties', declaration.cssProperties),
      ].join('\n\n');
      return [
        {
          name: declaration.tagName,
          description: { kind: 'markdown' as const, value },
          attributes: (declaration.attributes ?? []).map((attribute) => {
            const values = attribute.type ? literalValues(attribute.type.text) : undefined;
            return { name: attribute.name, description: attribute.description ?? '', ...(values ? { values } : {}) };
          }),
        },
      ];
    }),
  );
  return { version: 1.1, tags };
}
