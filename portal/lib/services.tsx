import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { ApiClient } from '#shared/api/client';
import type { SessionStore } from '#shared/auth/session';
import type { AppConfig } from '#shared/config/config';
import type { Language } from '#shared/i18n/languages';

/** What the whole portal shares, created once at start (portal/main.tsx). */
export interface Services {
  config: AppConfig;
  api: ApiClient;
  session: SessionStore;
  i18n: I18n;
  /** The language of the current route; the API client sends it as `ln`. */
  language: { current: Language };
}

const ServicesContext = createContext<Services | null>(null);
export const ServicesProvider = ServicesContext.Provider;

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesProvider>');
  return services;
}
