import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../shared/query/query-client';
import { useServices, type Services } from './services';

let client: QueryClient | undefined;

/** The portal's one QueryClient, made when the first screen that queries loads (TanStack Query stays off the first render). */
export function portalQueryClient(services: Services): QueryClient {
  if (!client) {
    const created = createQueryClient();
    // Logout clears all cached data.
    services.session.onSignOut(() => created.clear());
    client = created;
  }
  return client;
}

/** Wraps the parts of a screen that query; every wrapper shares the one client and its cache. */
export function WithQueries({ children }: { children: ReactNode }) {
  const services = useServices();
  return <QueryClientProvider client={portalQueryClient(services)}>{children}</QueryClientProvider>;
}
