import type { ApiClient, ApiClientOptions } from './client';
import type { ApiError } from './errors';
import { lazyModule } from './lazy-module';
import { endpointUrl } from './url';

/** Starts loading the real client ahead of the first request (the module is shared with every lazy client). */
export const preloadApiClient = (): Promise<unknown> => import('./client');

/**
 * An ApiClient that loads the real one (the requests, the error normalisation, the answers' parsing with zod) on its first request, so
 * that a first render waits for none of it. Same interface, same behaviour; listeners added before the load are kept.
 * The portal and the widgets both use it.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const listeners = new Set<(error: ApiError) => void>();
  // A failed load (the network dropped) fails this request as a FETCH_ERROR; the next request loads again.
  const loadClient = lazyModule('api client', () =>
    import('./client').then(({ createApiClient }) => {
      const client = createApiClient(options);
      client.onError((error) => {
        for (const listener of listeners) listener(error);
      });
      return client;
    }),
  );
  // The error listeners (the portal's toasts, the session) hear a failed load as they hear a failed request.
  const load = async () => {
    try {
      return await loadClient();
    } catch (error) {
      for (const listener of listeners) listener(error as ApiError);
      throw error;
    }
  };
  return {
    baseUrl,
    request: (async (endpoint: unknown, ...args: unknown[]) => {
      const client = await load();
      return (client.request as (endpoint: unknown, ...rest: unknown[]) => Promise<unknown>)(endpoint, ...args);
    }) as ApiClient['request'],
    file: async (endpoint, input, requestOptions) => (await load()).file(endpoint, input, requestOptions),
    fileUrl: (endpoint, input) => endpointUrl(baseUrl, endpoint.path, input),
    upload: async (endpoint, file, fileName, requestOptions) => (await load()).upload(endpoint, file, fileName, requestOptions),
    onError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
