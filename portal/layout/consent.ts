/**
 * Cookie consent: the cookie that records the visitor's choice, and the Google Consent Mode v2 state a tag manager
 * reads from `dataLayer`. Everything optional starts denied; only the visitor's choice grants it.
 */
export const consentCookieName = 'gft_consent';
/** Lifetime of the consent cookie: 7 days (SPEC section 9). */
export const consentMaxAgeSeconds = 604_800;

export const alwaysActiveCategories = ['strictly_necessary_cookies', 'performance_cookies_first_party'] as const;
export const optionalCategories = ['performance_cookies_third_party', 'functional_cookies', 'targeting_cookies'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type ConsentChoice = 'allow_all' | Record<OptionalCategory, boolean>;

/** Every optional category off: the starting point of the preferences and what "Reject all" stores. */
export const noOptionalCookies: Readonly<Record<OptionalCategory, boolean>> = {
  performance_cookies_third_party: false,
  functional_cookies: false,
  targeting_cookies: false,
};

/** The toggles' positions for a stored choice; no choice yet means every optional category off (never pre-ticked). */
export function choicesOf(choice: ConsentChoice | null): Record<OptionalCategory, boolean> {
  if (choice === 'allow_all') return { performance_cookies_third_party: true, functional_cookies: true, targeting_cookies: true };
  return { ...noOptionalCookies, ...choice };
}

/** The visitor's stored choice, or null while there is none (the banner shows). */
export function readConsent(cookies: string): ConsentChoice | null {
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${consentCookieName}=`))
    ?.slice(consentCookieName.length + 1);
  if (!raw) return null;
  if (raw === 'allow_all') return 'allow_all';
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (parsed && typeof parsed === 'object') {
      return Object.fromEntries(optionalCategories.map((category) => [category, (parsed as Record<string, unknown>)[category] === true])) as Record<
        OptionalCategory,
        boolean
      >;
    }
  } catch {
    // A damaged cookie counts as no choice: the banner asks again.
  }
  return null;
}

/** On <html> when the consent cookie holds a choice, set before the body paints (consentMarkScript): CSS hides the banner. */
export const consentAnsweredAttribute = 'data-gft-consent-answered';

/**
 * The prerendered pages' one inline script, in their head (demo/prerender.ts writes it; the CSP allows it by its
 * hash, demo/web/headers.ts): marks <html> when the consent cookie holds a choice by readConsent's rules
 * (tests/unit/portal/consent-mark.test.ts holds the two side by side). A prerendered page is the same for every visitor,
 * so it always holds the banner; for a visitor who has answered, CSS hides it under this mark before the body paints.
 */
export const consentMarkScript =
  `try{const v=document.cookie.split(";").map(p=>p.trim()).find(p=>p.startsWith(${JSON.stringify(`${consentCookieName}=`)}))?.slice(${consentCookieName.length + 1});` +
  `if(v&&(v=="allow_all"||(o=>o&&typeof o=="object")(JSON.parse(decodeURIComponent(v)))))document.documentElement.setAttribute(${JSON.stringify(consentAnsweredAttribute)},"")}catch{}`;

/** The cookie string that stores a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const value = choice === 'allow_all' ? 'allow_all' : encodeURIComponent(JSON.stringify(choice));
  return `${consentCookieName}=${value}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const granted = (yes: boolean) => (yes ? 'granted' : 'denied');

/** Consent Mode v2 signals for a choice (null: nothing chosen yet, everything optional denied). */
export function consentModeState(choice: ConsentChoice | null) {
  const allowed = (category: OptionalCategory) => choice === 'allow_all' || (choice !== null && choice[category]);
  return {
    analytics_storage: granted(allowed('performance_cookies_third_party')),
    ad_storage: granted(allowed('targeting_cookies')),
    ad_user_data: granted(allowed('targeting_cookies')),
    ad_personalization: granted(allowed('targeting_cookies')),
    functionality_storage: granted(allowed('functional_cookies')),
    personalization_storage: granted(allowed('functional_cookies')),
    security_storage: 'granted',
  } as const;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** An Arguments object of the values: Google's `gtag()` pushes one, and Consent Mode reads it, not an array. */
function toArguments(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is what Consent Mode expects
  return arguments;
}

/** `gtag(...)` as Google's snippet defines it, on the given window. */
function gtag(target: DataLayerWindow, ...values: unknown[]): void {
  target.dataLayer ??= [];
  target.dataLayer.push(toArguments(...values));
}

/** At page load: the defaults (everything optional denied, IP addresses anonymized), then a stored choice if any. */
export function applyConsentDefaults(target: DataLayerWindow, stored: ConsentChoice | null): void {
  gtag(target, 'consent', 'default', { ...consentModeState(null), wait_for_update: 500 });
  gtag(target, 'set', 'anonymize_ip', true);
  gtag(target, 'set', 'ads_data_redaction', true);
  if (stored) gtag(target, 'consent', 'update', consentModeState(stored));
}

/** After the visitor's choice: update the signals. */
export function applyConsentChoice(target: DataLayerWindow, choice: ConsentChoice): void {
  gtag(target, 'consent', 'update', consentModeState(choice));
}
