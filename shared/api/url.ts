/** Query strings and file URLs, without the client or zod (the lazy client builds URLs before either is loaded). */
export function toSearchParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
  }
  return params;
}

/** The absolute URL of `path` below `baseUrl`, with `input` as query string. */
export function endpointUrl(baseUrl: string, path: string, input: unknown): string {
  const query = toSearchParams(input).toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

/**
 * A URL safe to link to: http(s) only; anything else (a typo, `javascript:`) is dropped. A relative URL (no scheme)
 * is kept as it is, unless `absolute` is asked for: the same on the server and in the browser, so a prerendered link
 * hydrates without a mismatch.
 */
export function safeUrl(value: string | undefined | null, absolute = false): string | null {
  if (!value) return null;
  // eslint-disable-next-line no-control-regex -- whitespace and control characters before a colon may hide a scheme
  if (!absolute && /^[^:/?#\s\u0000-\u001f]*(?:[/?#]|$)/.test(value) && !value.startsWith('//')) return value;
  try {
    const url = absolute ? new URL(value) : new URL(value, globalThis.location?.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
