/**
 * Checks an answer both ways the contract states it: with the client's own zod schema (what the portal will parse) and
 * with the OpenAPI document's JSON Schema (what the provider's team reads). Every mismatch is one line with the JSON
 * path and what was expected and found: `products[0].pricePerToken: expected number, got string`.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import type { Schema } from '#shared/api/contract';

/** A JSON path as a reader writes it: `products[0].pricePerToken` (`(root)` for the whole answer). */
export function readablePath(segments: readonly PropertyKey[]): string {
  const path = segments
    .map((segment, index) =>
      typeof segment === 'number' || /^\d+$/.test(String(segment)) ? `[${String(segment)}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
  return path || '(root)';
}

/** The JSON type of a value, as JSON Schema names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

function ajvLine(error: ErrorObject): { path: string; line: string } {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const field = String(params.missingProperty);
    const path = readablePath([...segments, field]);
    return { path, line: `${path}: missing (required)` };
  }
  const path = readablePath(segments);
  const got = `got ${jsonType(error.data)}${jsonType(error.data) === 'object' || jsonType(error.data) === 'array' ? '' : ` ${shown(error.data)}`}`;
  switch (error.keyword) {
    case 'type': {
      const expected = String(params.type).replace(/,/g, ' or ');
      // An integer is a number: say "got number" only where the kinds differ.
      return { path, line: `${path}: expected ${expected}, got ${jsonType(error.data) === 'integer' ? 'number' : jsonType(error.data)}` };
    }
    case 'enum':
      return { path, line: `${path}: expected one of ${(params.allowedValues as unknown[]).map(shown).join(', ')}, ${got}` };
    case 'const':
      return { path, line: `${path}: expected ${shown(params.allowedValue)}, ${got}` };
    default:
      return { path, line: `${path}: expected ${error.message ?? error.keyword}, ${got}` };
  }
}

/** The OpenAPI document's answer schemas, compiled once each. */
export class OpenApiAnswers {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> }) {
    // The document itself is the schema the answers' `$ref`s point into (`#/components/schemas/…`).
    this.ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
    formatsPlugin.default(this.ajv);
    this.ajv.addSchema(document, 'openapi');
  }

  /** The statuses the document lists for a call. */
  statuses(method: string, path: string): string[] {
    return Object.keys(this.document.paths[path]?.[method.toLowerCase()]?.responses ?? {});
  }

  /** The mismatches of a JSON answer with the document's schema for its status; a status not listed is one. */
  check(method: string, path: string, status: number, body: unknown): string[] {
    const responses = this.document.paths[path]?.[method.toLowerCase()]?.responses;
    if (!responses) return [`${method} ${path} is not in the document`];
    const response = responses[String(status)];
    if (!response) return [`status ${status}: not documented (the document lists ${Object.keys(responses).join(', ')})`];
    if (!response.content?.['application/json']) return [];
    const pointer = ['paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema']
      .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    const ref = `openapi#/${pointer}`;
    let validate = this.compiled.get(ref);
    if (!validate) this.compiled.set(ref, (validate = this.ajv.compile({ $ref: ref })));
    if (validate(body)) return [];
    // One line per path: of the errors at one place, the first says it best (a type before its format).
    const lines = new Map<string, string>();
    for (const error of validate.errors ?? []) {
      // allOf/anyOf branches repeat what their own errors say.
      if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'allOf' || error.keyword === 'if') continue;
      const { path: at, line } = ajvLine(error);
      if (!lines.has(at)) lines.set(at, line);
    }
    return [...lines.values()];
  }
}

/** The mismatches of an answer with the client's zod schema (what the portal parses). */
export function zodMismatches(schema: Schema, body: unknown): string[] {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (parsed.success) return [];
  const lines = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = readablePath(issue.path);
    const input = (issue as { input?: unknown }).input;
    let line: string;
    if (issue.code === 'invalid_type' && input === undefined) line = `${path}: missing (required)`;
    else if (issue.code === 'invalid_type') line = `${path}: expected ${issue.expected}, got ${jsonType(input) === 'integer' ? 'number' : jsonType(input)}`;
    else line = `${path}: ${issue.message}${input !== undefined ? `, got ${shown(input)}` : ''}`;
    if (!lines.has(path)) lines.set(path, line);
  }
  return [...lines.values()];
}

/**
 * Lines that differ only in an array index say the same: `products[0].x`, `products[1].x`, … become the first and
 * "(and N more like it)".
 */
export function collapseIndexes(lines: readonly string[]): string[] {
  // Each group keeps its first line and a count: an answer of 70,000 wrong items gives that many lines per path.
  const groups = new Map<string, { first: string; count: number }>();
  for (const line of lines) {
    const key = line.replace(/\[\d+\]/g, '[]').replace(/, got .*$/, '');
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { first: line, count: 1 });
  }
  return [...groups.values()].map(({ first, count }) => `${first}${count > 1 ? ` (and ${count - 1} more like it)` : ''}`);
}
