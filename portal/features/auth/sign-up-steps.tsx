/** The sign-up's short steps: the account type, the e-mail code (with resend) and done. */

import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserType } from '#shared/api/schemas/user';
import { formatTonnes } from '#shared/i18n/format';
import { SubmitButton } from '#shared/ui/submit-button';
import { readCalculation } from '#portal/lib/calculation';
import { FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import type { PortalForm } from '#portal/lib/form/use-portal-form';
import { usePortalText } from '#portal/lib/language';
import { localized, paths } from '#portal/lib/paths';
import type { verifyInputSchema } from './sign-up-details';

/** The account type: private or business (the details step asks for a company's details too). */
export function TypeStep({ accountType, onChoose, onContinue }: { accountType: UserType; onChoose: (type: UserType) => void; onContinue: () => void }) {
  const { t } = usePortalText();
  const id = useId();
  return (
    <form
      className="gft-form"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <fieldset className="choice-group">
        <legend>{t('auth.signUp.typeLegend')}</legend>
        {(['private', 'business'] as const).map((type) => (
          <label key={type} className="choice">
            <input type="radio" name={`${id}-type`} value={type} checked={accountType === type} onChange={() => onChoose(type)} />
            <span>
              <span className="choice__title">{t(`auth.signUp.${type}`)}</span>
              <span className="choice__hint">{t(`auth.signUp.${type}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        {t('auth.signUp.continue')}
      </button>
    </form>
  );
}

/** The code mailed to the address, with a link that sends a new one. */
export function VerifyStep({
  email,
  code,
  resent,
  onResend,
  onBack,
}: {
  email: string;
  code: PortalForm<typeof verifyInputSchema, { code: string }>;
  resent: boolean;
  onResend: () => void;
  onBack: () => void;
}) {
  const { t } = usePortalText();
  return (
    <>
      <p>{t('auth.signUp.verifyText', { email })}</p>
      <form className="gft-form" noValidate onSubmit={code.submit} aria-busy={code.pending ? 'true' : undefined}>
        <FormSummary form={code.form} failure={code.failure} labels={{ code: t('auth.fields.code') }} />
        <FormTextField form={code.form} name="code" label={t('auth.fields.code')} autoComplete="one-time-code" />
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            {t('auth.signUp.back')}
          </button>
          <SubmitButton pending={code.pending} pendingLabel={t('forms.sending')}>
            {t('auth.signUp.verify')}
          </SubmitButton>
        </div>
      </form>
      <p>
        <button type="button" className="link-button" onClick={onResend}>
          {t('auth.signUp.resend')}
        </button>
      </p>
      <p role="status">{resent ? t('auth.signUp.resent', { email }) : ''}</p>
    </>
  );
}

/** The account is ready: on to the login, with the address filled in. */
export function DoneStep({ email }: { email: string }) {
  const { t, language } = usePortalText();
  // Come from the calculator: after the login, the new project form with the calculation in it.
  const [calculation] = useState(readCalculation);
  const login = new URLSearchParams({ email, ...(calculation ? { next: localized(language, paths.newProject) } : {}) });
  return (
    <div role="status">
      <p className="lead">{t('auth.signUp.doneTitle')}</p>
      <p>{t('auth.signUp.doneText', { email })}</p>
      {calculation ? <p>{t('auth.signUp.calculation', { tonnes: formatTonnes(language, calculation.tonnes) })}</p> : null}
      <p>
        <Link className="button" to={`${localized(language, paths.login)}?${login.toString()}`}>
          {t('auth.signUp.login')}
        </Link>
      </p>
    </div>
  );
}
