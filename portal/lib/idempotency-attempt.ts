import * as z from 'zod/mini';

const attemptSchema = z.object({ key: z.string().check(z.minLength(1)), snapshot: z.string() });

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

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
 * An attempt kept in sessionStorage under `storageKey`, so that a retry after a dropped connection, a second press or
 * a reload of the same tab sends the same key, and the server answers the first call's result instead of repeating it.
 */
export function idempotencyAttempt(storageKey: string): IdempotencyAttempt {
  const read = () => {
    try {
      const parsed = attemptSchema.safeParse(JSON.parse(storage()?.getItem(storageKey) ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      // Unreadable: no attempt.
      return null;
    }
  };
  let fallback: { key: string; snapshot: string } | null = null;
  return {
    keyFor(snapshot) {
      const stored = read() ?? fallback;
      if (stored && stored.snapshot === snapshot) return stored.key;
      const attempt = { key: crypto.randomUUID(), snapshot };
      const store = storage();
      fallback = null;
      try {
        if (store) store.setItem(storageKey, JSON.stringify(attempt));
        else fallback = attempt;
      } catch {
        // Without storage the attempt lasts as long as this page.
        fallback = attempt;
      }
      return attempt.key;
    },
    pending: () => (read() ?? fallback)?.snapshot ?? null,
    end() {
      fallback = null;
      try {
        storage()?.removeItem(storageKey);
      } catch {
        // Nothing stored.
      }
    },
  };
}
