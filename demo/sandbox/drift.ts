import * as z from 'zod/mini';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * A deviation from the contract, switched on by `POST /dev/contract-drift` (a sandbox-only route): the answers of one
 * path drift as an API that does not keep the contract would, so that `npm run contract-check` is proved to see it.
 *
 * - `rename-field`: a field of the answer is renamed (`field` + `_renamed`), wherever it occurs;
 * - `number-as-string`: a number field of the answer is sent as a string, wherever it occurs;
 * - `drop-cors-header`: the answers of the path, the CORS preflight too, lose `Access-Control-Allow-Origin`.
 *
 * `field` names the field; without it, the first one met in the answer (depth first) that fits: any field holding a
 * plain value for `rename-field`, a number for `number-as-string`. The one chosen is kept and listed.
 */
export const driftInputSchema = z.object({
  path: z.string().check(z.regex(/^\/[\w\-/.]*$/)),
  kind: z.enum(['rename-field', 'number-as-string', 'drop-cors-header']),
  field: z.optional(z.string().check(z.regex(/^[\w$]{1,100}$/))),
});
export type Drift = z.infer<typeof driftInputSchema>;

const fits = (kind: Drift['kind'], value: unknown) => (kind === 'number-as-string' ? typeof value === 'number' : value === null || typeof value !== 'object');

/** The first field (depth first) whose value fits the kind. */
function firstField(kind: Drift['kind'], value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstField(kind, item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, entry] of Object.entries(value)) {
    if (fits(kind, entry)) return key;
    const found = firstField(kind, entry);
    if (found) return found;
  }
  return undefined;
}

/** The answer with every occurrence of `field` drifted. */
function drifted(kind: Drift['kind'], field: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => drifted(kind, field, item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (key !== field) return [key, drifted(kind, field, entry)];
      if (kind === 'rename-field') return [`${key}_renamed`, entry];
      return [key, typeof entry === 'number' ? String(entry) : drifted(kind, field, entry)];
    }),
  );
}

/** The drifts switched on, in memory only (a restart ends them). */
export class Drifts {
  private readonly active = new Map<string, Drift>();

  set(drift: Drift): void {
    this.active.set(drift.path, { ...drift });
  }

  clear(): void {
    this.active.clear();
  }

  list(): Drift[] {
    return [...this.active.values()].map((drift) => ({ ...drift }));
  }

  /** Outermost, so that it sees the answer as the client would (after CORS and the contract's own check). */
  middleware(): MiddlewareHandler {
    return async (c: Context, next) => {
      await next();
      const drift = this.active.get(c.req.path);
      if (!drift) return;
      if (drift.kind === 'drop-cors-header') {
        c.res.headers.delete('access-control-allow-origin');
        return;
      }
      if (c.req.method === 'OPTIONS' || !c.res.ok || !c.res.headers.get('content-type')?.includes('application/json')) return;
      const body: unknown = await c.res.clone().json();
      drift.field ??= firstField(drift.kind, body);
      if (!drift.field) return;
      // Hono copies the other headers over to the new answer: its length must go.
      c.res.headers.delete('content-length');
      c.res = new Response(JSON.stringify(drifted(drift.kind, drift.field, body)), {
        status: c.res.status,
        headers: { 'content-type': c.res.headers.get('content-type') ?? 'application/json' },
      });
    };
  }
}
