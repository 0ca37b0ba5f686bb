import { useEffect, useId, useRef, useState } from 'react';
import { usePortalText } from '../lib/language';
import { alwaysActiveCategories, applyConsentChoice, choicesOf, consentCookie, noOptionalCookies, optionalCategories, readConsent, type ConsentChoice, type OptionalCategory } from './consent';
import { onOpenCookieSettings } from './cookie-settings';
import { useModal } from '../lib/use-dialog';

/**
 * The cookie banner (until a consent cookie exists) and the preferences modal, which the footer's "Cookie settings"
 * also opens at any time. Every optional category starts off: only the visitor's choice turns one on.
 */
export function CookieConsent() {
  const { t } = usePortalText();
  const id = useId();
  // Read in an effect: no document access while rendering (the pages are prerendered later).
  const [needed, setNeeded] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [choices, setChoices] = useState<Record<OptionalCategory, boolean>>(noOptionalCookies);
  const modal = useRef<HTMLDivElement>(null);
  useModal(modal, modalOpen, () => setModalOpen(false));
  useEffect(() => {
    setNeeded(readConsent(document.cookie) === null);
    return onOpenCookieSettings(() => {
      setChoices(choicesOf(readConsent(document.cookie)));
      setModalOpen(true);
    });
  }, []);
  const openPreferences = () => {
    setChoices(choicesOf(readConsent(document.cookie)));
    setModalOpen(true);
  };
  // While the banner shows, the page gets room at its end, so the banner never covers the last of it.
  useEffect(() => {
    document.documentElement.classList.toggle('has-cookie-banner', needed);
    return () => document.documentElement.classList.remove('has-cookie-banner');
  }, [needed]);

  const save = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, window.location.protocol === 'https:');
    applyConsentChoice(window as unknown as { dataLayer?: unknown[] }, choice);
    setModalOpen(false);
    setNeeded(false);
  };

  if (!needed && !modalOpen) return null;
  return (
    <>
      {needed ? (
        <section className="cookie-banner" aria-label={t('cookies.label')}>
          <p>{t('cookies.text')}</p>
          <div className="cookie-banner__actions">
            <button type="button" className="button button--ghost" onClick={openPreferences}>
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
        <div className="modal-backdrop">
          <div className="modal" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} ref={modal}>
            <h2 id={`${id}-title`}>{t('cookies.modalTitle')}</h2>
            <p id={`${id}-intro`}>{t('cookies.modalIntro')}</p>
            <ul className="consent-list">
              {alwaysActiveCategories.map((category) => (
                <li key={category} className="consent-item">
                  <div>
                    <p className="consent-item__name">{t(`cookies.categories.${category}.name`)}</p>
                    <p className="consent-item__description">{t(`cookies.categories.${category}.description`)}</p>
                  </div>
                  <span className="consent-item__always">{t('cookies.alwaysActive')}</span>
                </li>
              ))}
              {optionalCategories.map((category) => (
                <li key={category} className="consent-item">
                  <div>
                    <label className="consent-item__name" htmlFor={`${id}-${category}`}>
                      {t(`cookies.categories.${category}.name`)}
                    </label>
                    <p className="consent-item__description" id={`${id}-${category}-description`}>
                      {t(`cookies.categories.${category}.description`)}
                    </p>
                  </div>
                  <input
                    id={`${id}-${category}`}
                    type="checkbox"
                    role="switch"
                    className="switch"
                    checked={choices[category]}
                    aria-describedby={`${id}-${category}-description`}
                    onChange={(event) => {
                      // Read now: React runs the updater later, when the event's currentTarget is gone.
                      const checked = event.currentTarget.checked;
                      setChoices((current) => ({ ...current, [category]: checked }));
                    }}
                  />
                </li>
              ))}
            </ul>
            <div className="modal__actions">
              <button type="button" className="button button--ghost" onClick={() => save(choices)}>
                {t('cookies.confirm')}
              </button>
              <button type="button" className="button" onClick={() => save('allow_all')}>
                {t('cookies.acceptAll')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
