/** Unused data stays in the cache this long (SPEC section 4). */
export const cacheTimeMs = 60_000;
