import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import type { Language } from '../i18n/languages';
import type { Translate } from '../i18n/translate';

/** What the shared forms need from their surface: the translate function, the language and the API client. */
export interface FormsEnvironment {
  t: Translate;
  language: Language;
  api: ApiClient;
  /**
   * A hook: false while a prerendered page hydrates (the portal's useHydrated). The submit buttons are disabled until
   * the form's code runs, as a submit before would send the form natively, its fields in the URL. Absent in the
   * widgets: ready at once. A hook, not a value: a value changing above the page would make React render the page
   * afresh instead of hydrating it.
   */
  useInteractive?: () => boolean;
}

const FormsContext = createContext<FormsEnvironment | null>(null);

/** Provides the environment to the shared forms; the portal fills `t` from i18next, a widget from its bundles. */
export function FormsProvider({ value, children }: { value: FormsEnvironment; children: ReactNode }) {
  return <FormsContext.Provider value={value}>{children}</FormsContext.Provider>;
}

export function useForms(): FormsEnvironment {
  const value = useContext(FormsContext);
  if (!value) throw new Error('A shared form is rendered outside <FormsProvider>.');
  return value;
}
