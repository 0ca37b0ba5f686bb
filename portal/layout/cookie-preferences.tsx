import { useId } from 'react';
import { usePortalText } from '../lib/language';
import { useTexts } from '../lib/locales';
import { Modal } from '../lib/modal';
import { alwaysActiveCategories, optionalCategories, type ConsentChoice, type OptionalCategory } from './consent';

interface CookiePreferencesProps {
  choices: Record<OptionalCategory, boolean>;
  onChange: (choices: Record<OptionalCategory, boolean>) => void;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/** The cookie preferences (a modal): every category with its purpose, the optional ones as switches. */
export function CookiePreferences({ choices, onChange, onSave, onClose }: CookiePreferencesProps) {
  const { t, language } = usePortalText();
  useTexts('cookies', language);
  const id = useId();
  return (
    <Modal className="modal" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onClose={onClose}>
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
                onChange({ ...choices, [category]: checked });
              }}
            />
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={() => onSave(choices)}>
          {t('cookies.confirm')}
        </button>
        <button type="button" className="button" onClick={() => onSave('allow_all')}>
          {t('cookies.acceptAll')}
        </button>
      </div>
    </Modal>
  );
}
