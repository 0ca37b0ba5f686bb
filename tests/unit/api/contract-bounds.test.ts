import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { contract } from '#shared/api/contract';
import { apiErrorBodySchema } from '#shared/api/schemas/common';
import { cardFormSchema } from '#demo/sandbox/payment-page';

/** What the walk reads of a zod/mini schema's definition. */
interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
  format?: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}
const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);
const hasMax = (def: Def) => checksOf(def).some((check) => check.check === 'max_length');
/** A pattern that matches only strings of a bounded length: anchored, and no `*`, `+` or `{n,}`. */
const boundedPattern = (pattern: RegExp | undefined) =>
  !!pattern && /^\^.*\$$/.test(pattern.source) && !/[*+]|\{\d+,\}/.test(pattern.source.replace(/\\./g, ''));

/**
 * The paths of a schema's strings without a maximum length and arrays without a maximum of items. A pipe counts by
 * what comes out of it (a text trimmed, then checked); a string of a fixed format (a date, an instant) is bounded.
 */
function unbounded(schema: z.ZodMiniType, path: string): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      if (hasMax(def) || def.format === 'date' || def.format === 'datetime') return [];
      if (boundedPattern(checksOf(def).find((check) => check.format === 'regex')?.pattern)) return [];
      if (def.format === 'regex' && boundedPattern((def as { pattern?: RegExp }).pattern)) return [];
      return [path || '(the value)'];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => unbounded(value, path ? `${path}.${key}` : key));
    case 'array':
      return [...(hasMax(def) ? [] : [`${path}[]: no maximum of items`]), ...unbounded(def.element as z.ZodMiniType, `${path}[]`)];
    case 'pipe': {
      const input = defOf(def.in as z.ZodMiniType);
      const output = defOf(def.out as z.ZodMiniType);
      // boundedArray: the item count is checked on the way in, the items on the way out.
      if (output.type === 'array' && hasMax(input)) return unbounded(output.element as z.ZodMiniType, `${path}[]`);
      return output.type === 'transform' ? unbounded(def.in as z.ZodMiniType, path) : unbounded(def.out as z.ZodMiniType, path);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'prefault':
    case 'readonly':
      return unbounded(def.innerType as z.ZodMiniType, path);
    case 'union':
      return (def.options ?? []).flatMap((option) => unbounded(option, path));
    default:
      return [];
  }
}

const schemas = [
  ...Object.entries(contract).flatMap(([name, endpoint]) => [
    ...('input' in endpoint && endpoint.input ? [[`${name} input`, endpoint.input] as const] : []),
    ...('answer' in endpoint ? [[`${name} answer`, endpoint.answer] as const] : []),
  ]),
  ['error body', apiErrorBodySchema] as const,
  ['payment page card form', cardFormSchema] as const,
];

describe('the contract bounds every string and every list', () => {
  it('finds strings and lists of the schemas (the walk reads them)', () => {
    expect(schemas.length).toBeGreaterThan(60);
    expect(unbounded(contract.createProject.input, '')).toEqual([]);
  });

  it('in every input and every answer, the error body and the payment page', () => {
    const found = schemas.flatMap(([name, schema]) => unbounded(schema as z.ZodMiniType, '').map((path) => `${name}: ${path}`));
    expect(found).toEqual([]);
  });

  it('a purchase’s return address is an address of at most 2,048 characters', () => {
    const input = { items: [{ productId: 'prod_x', quantity: 1 }], card: { newCard: true }, returnUrl: `https://portal.example/${'a'.repeat(2048)}` };
    const parsed = contract.buyGft.input.safeParse(input);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['returnUrl', 'validation.tooLong?max=2048']]);
    expect(contract.buyGft.input.safeParse({ ...input, returnUrl: 'https://portal.example/buy/return' }).success).toBe(true);
  });
});
