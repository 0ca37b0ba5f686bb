/**
 * The contract's zod schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as they are on the wire: zod 4's
 * `toJSONSchema` in `input` mode (what a request must send, what an answer may hold before the client's defaults).
 * What JSON Schema cannot say is said in `description`, derived from the schemas themselves, never written by hand:
 *
 * - a value the server normalises first (`text`, `emailSchema`, `codeSchema`, `queryInt`: a pipe through a transform)
 *   says how (found by running the transform on a probe) and what holds after it ("Trimmed, then 1 to 120 characters");
 * - a refinement (`z.refine`: the end of a period, three decimals, invisible characters) says its message in English,
 *   the i18n key the server answers, and the field it concerns;
 * - a bounded array (`boundedArray`: a length check before any item is parsed, a pipe through `z.custom`) becomes an
 *   array with `maxItems` and its items' schema.
 */
import * as z from 'zod/mini';
import type { Schema } from '#shared/api/contract';
import { validationText } from '#demo/sandbox/validation';

/** A JSON Schema object (a plain JSON value). */
export type JsonSchema = { [key: string]: unknown };

interface Internals {
  _zod: {
    def: {
      type: string;
      in?: Schema;
      out?: Schema;
      checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; path?: PropertyKey[]; error?: (issue: object) => unknown } } }[];
      transform?: (value: unknown, context: unknown) => unknown;
    };
  };
}
const internals = (schema: Schema) => schema as unknown as Internals;
const defOf = (schema: Schema) => internals(schema)._zod.def;

/** A pipe's stages in order (`pipe(a, pipe(b, c))` is a, b, c). */
const stages = (schema: Schema): Schema[] => {
  const def = defOf(schema);
  return def.type === 'pipe' && def.in && def.out ? [...stages(def.in), ...stages(def.out)] : [schema];
};

const checksOf = (schema: Schema) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const lengthBound = (schema: Schema, kind: 'min_length' | 'max_length') => {
  const check = checksOf(schema).find((candidate) => candidate.check === kind);
  return kind === 'min_length' ? check?.minimum : check?.maximum;
};

/** What a transform does to a value, found by running it on a probe. */
function normalisation(transform: (value: unknown, context: unknown) => unknown): string {
  const probe = ' Ab\t 1 ';
  let result: unknown;
  try {
    result = transform(probe, { issues: [], value: probe });
  } catch {
    return 'Normalised by the server';
  }
  if (result === probe.trim()) return 'Trimmed';
  if (result === probe.trim().toLowerCase()) return 'Trimmed and lower-cased';
  if (result === probe.replace(/\s+/g, '')) return 'Spaces removed';
  if (typeof result === 'number') return 'Read as a number';
  return 'Normalised by the server';
}

const formatNames: Record<string, string> = { email: 'an e-mail address', date: 'a date (YYYY-MM-DD)', 'date-time': 'an ISO 8601 instant', uri: 'a URL' };

/** The constraints of a JSON Schema in words: "1 to 120 characters", "an integer from 1 to 100". */
function constraintsInWords(json: JsonSchema): string {
  const parts: string[] = [];
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, format, pattern } = json as Record<string, number | string | undefined>;
  if (json.type === 'integer') parts.push('an integer');
  if (json.type === 'number') parts.push('a number');
  if (typeof format === 'string') parts.push(formatNames[format] ?? `format ${format}`);
  else if (typeof pattern === 'string') parts.push(`matching \`${pattern}\``);
  if (minLength !== undefined && maxLength !== undefined)
    parts.push(minLength === maxLength ? `${minLength} characters` : `${minLength} to ${maxLength} characters`);
  else if (maxLength !== undefined) parts.push(`at most ${maxLength} characters`);
  else if (minLength !== undefined) parts.push(`at least ${minLength} characters`);
  const bigInt = Number.MAX_SAFE_INTEGER;
  if (exclusiveMinimum !== undefined) parts.push(`more than ${exclusiveMinimum}`);
  if (minimum !== undefined && maximum !== undefined && maximum !== bigInt) parts.push(`from ${minimum} to ${maximum}`);
  else if (minimum !== undefined && minimum !== -bigInt) parts.push(`at least ${minimum}`);
  else if (maximum !== undefined && maximum !== bigInt) parts.push(`at most ${maximum}`);
  return parts.join(', ');
}

/** The refinements of a schema, each as "`field`: its English message (`validation.key`)". */
function refinements(schema: Schema): string[] {
  return checksOf(schema)
    .filter((check) => check.check === 'custom' && check.error)
    .map((check) => {
      const key = String(check.error?.({}) ?? '');
      const at = check.path?.length ? `\`${check.path.join('.')}\`: ` : '';
      return `${at}${validationText(key)} (\`${key}\`)`;
    });
}

const joinNotes = (notes: string[]) => notes.filter(Boolean).join(' ');

function describePipe(schema: Schema): { replace?: JsonSchema; notes: string[] } {
  const chain = stages(schema);
  const first = chain[0] as Schema;
  // boundedArray: the length is checked first (z.custom), then the items.
  if (defOf(first).type === 'custom' && chain.length === 2) {
    const items = wireSchema(chain[1] as Schema);
    const max = lengthBound(first, 'max_length');
    const min = lengthBound(schema, 'min_length');
    return { replace: { ...items, ...(min !== undefined ? { minItems: min } : {}), ...(max !== undefined ? { maxItems: max } : {}) }, notes: [] };
  }
  const at = chain.findIndex((stage) => defOf(stage).type === 'transform');
  if (at <= 0) return { notes: [] };
  const transform = defOf(chain[at] as Schema).transform;
  const after = chain.slice(at + 1);
  const then = after.length ? constraintsInWords(toJson(after[after.length - 1] as Schema, 'output')) : '';
  const how = transform ? normalisation(transform) : 'Normalised by the server';
  const checks = after.flatMap(refinements);
  return { notes: [`${how}${then ? `, then ${then}` : ''}.`, ...(checks.length ? [`Checked by the server: ${checks.join('; ')}.`] : [])] };
}

function toJson(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Only boundedArray's length check is a z.custom; its pipe is rewritten below.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (io !== 'input') return;
      const schemaOf = zodSchema as unknown as Schema;
      const notes = refinements(schemaOf).map((line) => `Checked by the server: ${line}.`);
      if (defOf(schemaOf).type === 'pipe') {
        const piped = describePipe(schemaOf);
        if (piped.replace) {
          for (const key of Object.keys(jsonSchema)) Reflect.deleteProperty(jsonSchema, key);
          Object.assign(jsonSchema, piped.replace);
        }
        notes.push(...piped.notes);
      }
      const text = joinNotes(notes);
      if (text) (jsonSchema as JsonSchema).description = [(jsonSchema as JsonSchema).description, text].filter(Boolean).join(' ');
    },
  }) as JsonSchema;
  return json;
}

/** A schema as it is on the wire (a request's input, an answer as the server sends it). */
export const wireSchema = (schema: Schema): JsonSchema => toJson(schema, 'input');
