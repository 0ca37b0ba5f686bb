/** The sign-up's details step: personal or company details, the address, the access and the terms. */

import type { registerInputSchema } from '#shared/api/schemas/auth';
import { SubmitButton } from '#shared/ui/submit-button';
import { FormCountryField } from '#portal/lib/form/country-field';
import { FormCheckbox, FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import type { PortalForm } from '#portal/lib/form/use-portal-form';
import { usePortalText } from '#portal/lib/language';
import { localized, paths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import type { Details } from './sign-up-details';

/** The details form; `business` adds the company's name, position and tax id. */
export function DetailsStep({
  details,
  business,
  onEnterCode,
  onBack,
}: {
  details: PortalForm<typeof registerInputSchema, Details>;
  business: boolean;
  /** The address is registered but not confirmed yet: a new code, and on to the code step. */
  onEnterCode: () => void;
  onBack: () => void;
}) {
  const { t } = usePortalText();
  const label = (name: string) => (name === 'termsAgreement' ? t('auth.fields.termsShort') : t(`auth.fields.${name}`));
  const detailNames: (keyof Details)[] = [
    'name',
    'surname',
    ...(business ? (['companyName', 'position', 'taxID'] as const) : []),
    'street',
    'houseNumber',
    'zipCode',
    'city',
    'country',
    'email',
    'password',
    'confirmPassword',
    'termsAgreement',
  ];
  const field = (name: Exclude<keyof Details, 'accountType' | 'termsAgreement'>, autoComplete: string, type: 'text' | 'email' | 'password' = 'text') => (
    <FormTextField
      form={details.form}
      name={name}
      label={t(`auth.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      hint={name === 'password' ? t('auth.fields.passwordHint') : undefined}
    />
  );

  return (
    <form className="gft-form" noValidate onSubmit={details.submit} aria-busy={details.pending ? 'true' : undefined}>
      <FormSummary form={details.form} failure={details.failure} labels={Object.fromEntries(detailNames.map((name) => [name, label(name)]))} />
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t(business ? 'auth.signUp.company' : 'auth.signUp.personal')}</legend>
        {field('name', 'given-name')}
        {field('surname', 'family-name')}
        {business ? (
          <>
            {field('companyName', 'organization')}
            {field('position', 'organization-title')}
            {field('taxID', 'off')}
          </>
        ) : null}
      </fieldset>
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('auth.signUp.address')}</legend>
        {field('street', 'address-line1')}
        {field('houseNumber', 'address-line2')}
        {field('zipCode', 'postal-code')}
        {field('city', 'address-level2')}
        <FormCountryField form={details.form} name="country" label={t('auth.fields.country')} />
      </fieldset>
      <fieldset className="gft-fieldset">
        <legend className="gft-legend">{t('auth.signUp.access')}</legend>
        {field('email', 'email', 'email')}
        {field('password', 'new-password', 'password')}
        {field('confirmPassword', 'new-password', 'password')}
      </fieldset>
      {details.form.formState.errors.email?.message === 'errors.emailUnverified' ? (
        <p>
          <button type="button" className="button button--ghost" onClick={onEnterCode}>
            {t('auth.login.enterCode')}
          </button>
        </p>
      ) : null}
      <TermsField form={details.form} />
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('auth.signUp.back')}
        </button>
        <SubmitButton pending={details.pending} pendingLabel={t('forms.sending')}>
          {t('auth.signUp.register')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The terms to agree to, each linked in a new tab: the sign-up stays as typed (its draft keeps no passwords). */
function TermsField({ form }: { form: PortalForm<typeof registerInputSchema, Details>['form'] }) {
  const { t, language } = usePortalText();
  const { config } = useServices();
  return (
    <FormCheckbox
      form={form}
      name="termsAgreement"
      label={t('auth.fields.terms')}
      required
      hint={
        <>
          <a href={config.links.terms} target="_blank" rel="noopener noreferrer">
            {t('auth.signUp.termsLink')} <NewTabCue />
          </a>
          {' · '}
          <a href={localized(language, paths.privacyPolicy)} target="_blank" rel="noopener">
            {t('auth.signUp.privacyLink')} <NewTabCue />
          </a>
        </>
      }
    />
  );
}

/** "Opens in a new tab": an arrow to see, the words to hear. */
function NewTabCue() {
  const { t } = usePortalText();
  return (
    <>
      <span aria-hidden="true">↗</span>
      <span className="gft-visually-hidden">{t('forms.opensInNewTab')}</span>
    </>
  );
}
