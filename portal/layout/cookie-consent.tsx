import { lazy, Suspense, useEffect, useState } from 'react';
import { usePortalText } from '../lib/language';
import {
  applyConsentChoice,
  choicesOf,
  consentAnsweredAttribute,
  consentCookie,
  noOptionalCookies,
  readConsent,
  type ConsentChoice,
  type OptionalCategory,
} from './consent';
import { onOpenCookieSettings, openCookieSettings } from './cookie-settings';
import { isPrerendering, useHydrated } from '../lib/hydration';
import './cookie-consent.css';

// The preferences and their texts load when opened: most visitors only ever see the banner.
const CookiePreferences = lazy(async () => ({ default: (await import('./cookie-preferences')).CookiePreferences }));

/** Keeps --gft-cookie-banner at the banner's height: the page's room for it and its scroll padding (cookie-consent.css). */
const measureBanner = (banner: HTMLElement | null) => {
  const observer = new ResizeObserver(() => document.documentElement.style.setProperty('--gft-cookie-banner', `${banner?.offsetHeight}px`));
  if (banner) observer.observe(banner);
  return () => observer.disconnect();
};

/**
 * The cookie banner (until a consent cookie exists) and the preferences modal, which the footer's "Cookie settings"
 * also opens at any time. Every optional category starts off: only the visitor's choice turns one on.
 */
export function CookieConsent() {
  const { t } = usePortalText();
  // The prerendered pages hold the banner for every visitor (a static host sends one file to all): it is in the HTML and
  // a first-time visitor's largest paint from the start, not painted over the page once the code has loaded. For a
  // visitor who has answered, the head's script hides it before the body paints (consentMarkScript in consent.ts);
  // hydration renders it as the HTML has it, and right after, it goes.
  const hydrated = useHydrated();
  const [needed, setNeeded] = useState(() => isPrerendering() || readConsent(document.cookie) === null);
  const [modalOpen, setModalOpen] = useState(false);
  const [choices, setChoices] = useState<Record<OptionalCategory, boolean>>(noOptionalCookies);
  useEffect(
    () =>
      onOpenCookieSettings(() => {
        setChoices(choicesOf(readConsent(document.cookie)));
        setModalOpen(true);
      }),
    [],
  );
  // While the banner shows, the page gets room at its end, so the banner never covers the last of it.
  // The mark follows the app's reading of the cookie, should the head's script ever have read it otherwise.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('has-cookie-banner', needed);
    root.toggleAttribute(consentAnsweredAttribute, !needed);
    return () => root.classList.remove('has-cookie-banner');
  }, [needed]);

  const save = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    applyConsentChoice(window as unknown as { dataLayer?: unknown[] }, choice);
    setModalOpen(false);
    setNeeded(false);
  };

  const banner = needed || !hydrated;
  if (!banner && !modalOpen) return null;
  return (
    <>
      {banner ? (
        <section ref={measureBanner} className="cookie-banner" aria-label={t('cookies.label')} data-gft-consent-banner="">
          <p>{t('cookies.text')}</p>
          <div className="cookie-banner__actions">
            <button type="button" className="button button--ghost" onClick={openCookieSettings}>
              {t('cookies.preferences')}
            </button>
            {/* Refusing is as easy and as prominent as allowing (GDPR, § 25 TDDDG, § 165 (3) TKG 2021). */}
            <button type="button" className="button" onClick={() => save(noOptionalCookies)}>
              {t('cookies.rejectAll')}
            </button>
            <button type="button" className="button" onClick={() => save('allow_all')}>
              {t('cookies.allowAll')}
            </button>
          </div>
        </section>
      ) : null}
      {modalOpen ? (
        <Suspense fallback={null}>
          <CookiePreferences choices={choices} onChange={setChoices} onSave={save} onClose={() => setModalOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
