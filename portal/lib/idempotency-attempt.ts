import * as z from 'zod/mini';
import type { StorageKey } from '#shared/storage/keys';
import { readStored, writeStored } from '#shared/storage/storage';

const attemptSchema = z.object({ key: z.string().check(z.minLength(1)), snapshot: z.string() });

/** One attempt of a money call (a checkout, a burn): its Idempotency-Key and the request body it belongs to. */
export interface IdempotencyAttempt {
  /** The key for this exact request (`snapshot`: its body); a new key, and a new attempt, when the snapshot differs. */
  keyFor: (snapshot: string) => string;
  /** The body of the attempt not yet ended, if any (to offer the same request again after a reload). */
  pending: () => string | null;
  /** Ends the attempt (its outcome is known): the next request is a new one with a new key. */
  end: () => void;
}

/**
 * An attempt kept under `storageKey` (in sessionStorage), so that a retry after a dropped connection, a second press or
 * a reload of the same tab sends the same key, and the server answers the first call's result instead of repeating it.
 */
export function idempotencyAttempt(storageKey: StorageKey): IdempotencyAttempt {
  const read = () =>
    readStored(storageKey, (value) => {
      const parsed = attemptSchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    });
  let fallback: { key: string; snapshot: string } | null = null;
  return {
    keyFor(snapshot) {
      const stored = read() ?? fallback;
      if (stored && stored.snapshot === snapshot) return stored.key;
      const attempt = { key: crypto.randomUUID(), snapshot };
      // Without storage the attempt lasts as long as this page.
      fallback = writeStored(storageKey, attempt) ? null : attempt;
      return attempt.key;
    },
    pending: () => (read() ?? fallback)?.snapshot ?? null,
    end() {
      fallback = null;
      writeStored(storageKey, null);
    },
  };
}
