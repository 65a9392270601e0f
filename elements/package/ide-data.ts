/**
 * Editor data generated from the manifest: VS Code's custom data for HTML (tags, attributes and their
 * values) and CSS (the elements' custom properties and parts), and JetBrains' web-types (tags,
 * attributes, properties, events, slots, parts and custom properties). An editor reads them from the
 * installed package: see elements/package/README.md.
 */
import type { Declaration, Described, PackageElement } from './manifest.js';

const text = (item: Described) => item.description?.trim() ?? '';
/** A type's listed values (`'table' | 'list'`): the manifest gives them (elements/manifest-values.ts). */
const valuesOf = (item: Described) => item.type?.values ?? [];
const summary = (declaration: Declaration) => (declaration.summary ?? declaration.description ?? '').trim();

/** `vscode.html-custom-data.json` (VS Code's html.customData). */
export function vscodeHtmlData(elements: PackageElement[]): unknown {
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map(({ tag, declaration }) => ({
      name: tag,
      description: [
        summary(declaration),
        ...(declaration.events?.length
          ? [`Events: ${declaration.events.map((e) => e.name).join(', ')}.`]
          : []),
        ...(declaration.slots?.length
          ? [`Slots: ${declaration.slots.map((s) => s.name || '(default)').join(', ')}.`]
          : []),
      ].join('\n\n'),
      attributes: (declaration.attributes ?? []).map((attribute) => {
        const values = valuesOf(attribute);
        return {
          name: attribute.name,
          description: text(attribute),
          ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** `vscode.css-custom-data.json` (VS Code's css.customData): custom properties and `::part()`s. */
export function vscodeCssData(elements: PackageElement[]): unknown {
  const properties = new Map<string, string[]>();
  const parts = new Map<string, string[]>();
  for (const { tag, declaration } of elements) {
    for (const property of declaration.cssProperties ?? [])
      properties.set(property.name, [
        ...(properties.get(property.name) ?? []),
        `<${tag}>: ${text(property)}`,
      ]);
    for (const part of declaration.cssParts ?? [])
      parts.set(part.name, [...(parts.get(part.name) ?? []), `<${tag}>: ${text(part)}`]);
  }
  const sorted = (map: Map<string, string[]>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    $schema:
      'https://raw.githubusercontent.com/microsoft/vscode-css-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    properties: sorted(properties).map(([name, lines]) => ({ name, description: lines.join('\n') })),
    pseudoElements: sorted(parts).map(([name, lines]) => ({
      name: `::part(${name})`,
      description: lines.join('\n'),
    })),
  };
}

/** `web-types.json` (JetBrains IDEs: WebStorm, IntelliJ IDEA). */
export function webTypes(elements: PackageElement[], name: string, version: string): unknown {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map(({ tag, declaration }) => ({
          name: tag,
          description: summary(declaration),
          attributes: (declaration.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: text(attribute),
            value: {
              type: attribute.type?.text ?? 'string',
              ...(attribute.default ? { default: attribute.default } : {}),
            },
          })),
          slots: (declaration.slots ?? []).map((slot) => ({ name: slot.name, description: text(slot) })),
          events: (declaration.events ?? []).map((event) => ({ name: event.name, description: text(event) })),
          css: {
            properties: (declaration.cssProperties ?? []).map((p) => ({
              name: p.name,
              description: text(p),
            })),
            parts: (declaration.cssParts ?? []).map((p) => ({ name: p.name, description: text(p) })),
          },
          js: {
            properties: (declaration.members ?? [])
              .filter((m) => m.kind === 'field' && !m.static && !m.privacy)
              .map((m) => ({ name: m.name, description: text(m), ...(m.type ? { type: m.type.text } : {}) })),
            events: (declaration.events ?? []).map((event) => ({
              name: event.name,
              description: text(event),
            })),
          },
        })),
      },
    },
  };
}
