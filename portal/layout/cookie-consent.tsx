import { useEffect, useId, useRef, useState } from 'react';
import { usePortalText } from '../app/language';
import { alwaysActiveCategories, applyConsentChoice, consentCookie, optionalCategories, readConsent, type ConsentChoice, type OptionalCategory } from './consent';
import { useModal } from './use-dialog';

/** The cookie banner (until a consent cookie exists) and the preferences modal. */
export function CookieConsent() {
  const { t } = usePortalText();
  const id = useId();
  // Read in an effect: no document access while rendering (the pages are prerendered later).
  const [needed, setNeeded] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [choices, setChoices] = useState<Record<OptionalCategory, boolean>>({ performance_cookies_third_party: true, functional_cookies: true, targeting_cookies: true });
  const modal = useRef<HTMLDivElement>(null);
  useModal(modal, modalOpen, () => setModalOpen(false));
  useEffect(() => {
    setNeeded(readConsent(document.cookie) === null);
  }, []);
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

  if (!needed) return null;
  return (
    <>
      <section className="cookie-banner" aria-label={t('cookies.label')}>
        <p>{t('cookies.text')}</p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--ghost" onClick={() => setModalOpen(true)}>
            {t('cookies.preferences')}
          </button>
          <button type="button" className="button" onClick={() => save('allow_all')}>
            {t('cookies.allowAll')}
          </button>
        </div>
      </section>
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
