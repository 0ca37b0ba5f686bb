import * as z from 'zod/mini';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';

export const faultInputSchema = z.object({
  /** The API path to break, e.g. `/certificate/validate`. */
  path: z.string().check(z.regex(/^\/[\w\-/.]*$/)),
  /**
   * `network`: the connection is dropped; `timeout`: the answer comes after `delayMs`; `500`; `503`: unavailable, with
   * `Retry-After: 1` (as a proxy or the API says while it restarts); `malformed`: 200 with broken JSON.
   */
  kind: z.enum(['network', 'timeout', '500', '503', 'malformed']),
  /** How many of the next calls fail. */
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
  /** For `timeout`: how long the answer is held (longer than the client's timeout). */
  delayMs: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(120_000)), 20_000),
});
export type Fault = z.infer<typeof faultInputSchema>;

/** Faults are kept in memory only: a restart clears them. */
export class Faults {
  private readonly pending: Fault[] = [];

  add(fault: Fault): void {
    this.pending.push({ ...fault });
  }

  clear(): void {
    this.pending.length = 0;
  }

  list(): Fault[] {
    return this.pending.map((fault) => ({ ...fault }));
  }

  /** Takes one use of the first fault for this path, if any. */
  take(path: string): Fault | null {
    const index = this.pending.findIndex((fault) => fault.path === path);
    if (index < 0) return null;
    const fault = this.pending[index] as Fault;
    fault.count -= 1;
    if (fault.count <= 0) this.pending.splice(index, 1);
    return fault;
  }
}

/** What a `500`, a `503` and a `malformed` fault answer (the browser tests' own faults answer the same). */
export const faultAnswers = {
  serverError: { message: 'Internal error (injected fault)', code: 'INTERNAL' },
  unavailable: { message: 'Service unavailable (injected fault)' },
  unavailableRetryAfterS: 1,
  malformed: '{"message": "this answer is cut off',
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies a fault; returns the Response to send, or null to go on with the real answer after a delay. */
export async function applyFault(c: Context<{ Bindings: HttpBindings }>, fault: Fault): Promise<Response | null> {
  switch (fault.kind) {
    case 'network': {
      const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
      if (socket) {
        socket.destroy();
        // Nothing is sent on a destroyed socket; answer something so the framework can finish.
        return new Response(null, { status: 499 });
      }
      // In-process (no socket): the closest thing to a dropped connection.
      return Response.error();
    }
    case 'timeout':
      await sleep(fault.delayMs);
      return null;
    case '500':
      return c.json(faultAnswers.serverError, 500);
    case '503':
      return c.json(faultAnswers.unavailable, 503, { 'retry-after': String(faultAnswers.unavailableRetryAfterS) });
    case 'malformed':
      return new Response(faultAnswers.malformed, { status: 200, headers: { 'content-type': 'application/json' } });
  }
}
