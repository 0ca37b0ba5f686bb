import type { ApiClient, ApiClientOptions } from './client';
import type { ApiError } from './errors';
import { endpointUrl } from './url';

/**
 * An ApiClient that loads the real one (ky, the error normalisation, the answers' parsing) on its first request, so
 * that a first render waits for none of it. Same interface, same behaviour; listeners added before the load are kept.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const listeners = new Set<(error: ApiError) => void>();
  let loading: Promise<ApiClient> | undefined;
  const load = () =>
    (loading ??= import('./client').then(({ createApiClient }) => {
      const client = createApiClient(options);
      client.onError((error) => {
        for (const listener of listeners) listener(error);
      });
      return client;
    }));
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
