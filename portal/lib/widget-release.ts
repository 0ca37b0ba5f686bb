import { useEffect, useState } from 'react';
import * as z from 'zod/mini';

/**
 * What the build says of the widget loader it made (dist/widgets/release.json, demo/widget-release.ts): its version,
 * the path that never changes under that version, and its Subresource Integrity value, as `npm run export` prints.
 */
export const widgetReleaseSchema = z.object({
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/)),
  path: z.string().check(z.regex(/^\/widgets\/v[0-9A-Za-z.-]+\/gft-widgets\.js$/)),
  integrity: z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/)),
});
export type WidgetRelease = z.infer<typeof widgetReleaseSchema>;

/**
 * The loader a snippet names: the versioned one with its integrity where this site serves a release (partners pin it),
 * else the current one at `currentPath` (the dev server, or while the release loads).
 */
export const loaderScript = (origin: string, release: WidgetRelease | null | undefined, currentPath: string): { src: string; integrity?: string } =>
  release ? { src: `${origin}${release.path}`, integrity: release.integrity } : { src: `${origin}${currentPath}` };

/**
 * The addresses of this computer a snippet names (localhost, 127.0.0.1, [::1], with their ports), each once: a snippet
 * with one runs nowhere else, so the page says whose address it is (the sandbox's, `npm start` without GFT_SITE_URL or
 * GFT_API_BASE) rather than let it pass for a deployment's.
 */
export const localAddresses = (snippet: string): string[] => [
  ...new Set(Array.from(snippet.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?/g), (match) => match[0])),
];

/** Where this site serves it (beside the loader). */
export const widgetReleasePath = '/widgets/release.json';

let loading: Promise<WidgetRelease | null> | undefined;

/** The release of the widgets this site serves: undefined while it loads; null where there is none (the dev server) or it is not one. */
export function useWidgetRelease(): WidgetRelease | null | undefined {
  const [release, setRelease] = useState<WidgetRelease | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loading ??= fetch(widgetReleasePath)
      .then(async (response) => (response.ok ? widgetReleaseSchema.parse(await response.json()) : null))
      .catch(() => null);
    void loading.then((found) => current && setRelease(found));
    return () => {
      current = false;
    };
  }, []);
  return release;
}
