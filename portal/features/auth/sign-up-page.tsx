import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { codeSchema, registerInputSchema } from '#shared/api/schemas/auth';
import type { UserType } from '#shared/api/schemas/user';
import { SubmitButton } from '#shared/ui/submit-button';
import * as z from 'zod/mini';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { localized, paths } from '#portal/lib/paths';
import { WithQueries } from '#portal/lib/queries';
import { useServices } from '#portal/lib/services';
import { useWatch } from 'react-hook-form';
import { useFinalizeRegister } from './api/finalize-register';
import { useRegister } from './api/register';
import { useVerifyToken } from './api/verify-token';
import { AuthCard } from './auth-card';
import { FormCountryField } from '#portal/lib/form/country-field';
import { FormCheckbox, FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { readStored, writeStored } from '#shared/storage/storage';
import './auth.css';

type Step = 'type' | 'details' | 'verify' | 'done';
const steps: Step[] = ['type', 'details', 'verify', 'done'];
const draftKey = 'gft.signup';

interface Details {
  accountType: UserType;
  name: string;
  surname: string;
  companyName: string;
  position: string;
  taxID: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  email: string;
  password: string;
  confirmPassword: string;
  termsAgreement: boolean;
}
const emptyDetails: Details = {
  accountType: 'private',
  name: '',
  surname: '',
  companyName: '',
  position: '',
  taxID: '',
  street: '',
  houseNumber: '',
  zipCode: '',
  city: '',
  country: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAgreement: false,
};
const verifyInputSchema = z.object({ code: codeSchema });

interface Draft {
  step: Step;
  accountType: UserType;
  details: Omit<Details, 'accountType' | 'password' | 'confirmPassword'>;
}

/** What a reload in the middle brings back: everything typed but the passwords. */
const readDraft = (): Draft | null => readStored(draftKey, (value) => (value && steps.includes((value as Draft).step) ? (value as Draft) : null));
/** Storage refused: the flow still works, a reload just starts over. */
const writeDraft = (draft: Draft | null): void => void writeStored(draftKey, draft);

/** Sign-up: account type, then personal or company details, then the e-mail code, then done. */
export function SignUpPage() {
  return (
    <WithQueries>
      <SignUpSteps />
    </WithQueries>
  );
}

function SignUpSteps() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('auth.signUp');
  const { config } = useServices();
  const register = useRegister();
  const verifyToken = useVerifyToken();
  const finalizeRegister = useFinalizeRegister();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const [initial] = useState(() => {
    const draft = readDraft();
    const fromLogin = params.get('step') === 'verify' && params.get('email');
    const inUrl = steps.find((step) => step === params.get('step'));
    return {
      step: fromLogin ? ('verify' as Step) : (inUrl ?? draft?.step ?? 'type'),
      // `?type=business` (from the business page) chooses the account type; else the draft's, else private.
      details: {
        ...emptyDetails,
        ...draft?.details,
        accountType: params.get('type') === 'business' ? 'business' : params.get('type') === 'private' ? 'private' : (draft?.accountType ?? 'private'),
        ...(fromLogin ? { email: params.get('email') ?? '' } : {}),
      },
    };
  });
  const [done, setDone] = useState(false);
  // The step lives in the URL (`?step=details`), one history entry per step: the browser's Back goes to the previous
  // step, a reload resumes the step. Without an e-mail to confirm, the code step is the details step.
  const urlStep = steps.find((step) => step === params.get('step')) ?? (params.has('step') ? 'type' : initial.step);
  const setStep = (next: Step) => {
    if (next === 'done') {
      setDone(true);
      return;
    }
    const search = new URLSearchParams(params);
    search.set('step', next);
    if (next !== 'verify') search.delete('email');
    void navigate({ search: `?${search.toString()}` });
  };
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const details = usePortalForm({
    schema: registerInputSchema,
    defaultValues: initial.details,
    fallbackErrorKey: 'errors.registerFailed',
    onSubmit: async (data) => {
      await register.mutateAsync(data);
      setResent(false);
      setStep('verify');
    },
  });
  const code = usePortalForm({
    schema: verifyInputSchema,
    defaultValues: { code: '' },
    fallbackErrorKey: 'errors.verifyTokenFailed',
    onSubmit: async (data) => {
      const email = details.form.getValues('email').trim();
      await verifyToken.mutateAsync({ email, code: data.code });
      await finalizeRegister.mutateAsync({ email, code: data.code });
      setStep('done');
    },
  });

  // Everything typed, for the draft and the texts that name the e-mail address.
  const values = useWatch({ control: details.form.control }) as Details;
  const accountType = values.accountType;
  const email = values.email.trim();
  const step: Step = done ? 'done' : urlStep === 'done' || (urlStep === 'verify' && !email) ? 'details' : urlStep;
  useEffect(() => {
    // Without a step in the URL (a fresh visit resuming a draft), the URL says the step without a new entry.
    if (!params.has('step')) void navigate({ search: `?step=${step}` }, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  // Each step is announced by moving focus to its heading; the draft follows every change.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  useEffect(() => {
    const { accountType: _type, password: _password, confirmPassword: _confirm, ...kept } = values;
    writeDraft(step === 'done' ? null : { step, accountType, details: kept });
  }, [step, accountType, values]);

  const resend = () => {
    setResent(false);
    verifyToken.mutateAsync({ email, resend: true }).then(() => {
      // "The code is not valid" was about the old code.
      code.clear();
      setResent(true);
    }, code.fail);
  };
  const business = accountType === 'business';
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
  const stepIndex = steps.indexOf(step) + 1;

  return (
    <article className="page page--narrow">
      <h1>{t('auth.signUp.h1')}</h1>
      <AuthCard>
        <h2 ref={heading} tabIndex={-1} className="step-heading">
          {t('auth.signUp.progress', { step: String(stepIndex), name: t(`auth.signUp.steps.${step}`) })}
        </h2>
        {step === 'type' ? (
          <form
            className="gft-form"
            onSubmit={(event) => {
              event.preventDefault();
              setStep('details');
            }}
          >
            <fieldset className="choice-group">
              <legend>{t('auth.signUp.typeLegend')}</legend>
              {(['private', 'business'] as const).map((type) => (
                <label key={type} className="choice">
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={accountType === type}
                    onChange={() => details.form.setValue('accountType', type)}
                  />
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
        ) : null}

        {step === 'details' ? (
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
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    resend();
                    setStep('verify');
                  }}
                >
                  {t('auth.login.enterCode')}
                </button>
              </p>
            ) : null}
            <FormCheckbox
              form={details.form}
              name="termsAgreement"
              label={t('auth.fields.terms')}
              required
              hint={
                // New tabs: the sign-up stays as typed (its draft keeps no passwords).
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
            <div className="form-actions">
              <button type="button" className="button button--ghost" onClick={() => setStep('type')}>
                {t('auth.signUp.back')}
              </button>
              <SubmitButton pending={details.pending} pendingLabel={t('forms.sending')}>
                {t('auth.signUp.register')}
              </SubmitButton>
            </div>
          </form>
        ) : null}

        {step === 'verify' ? (
          <>
            <p>{t('auth.signUp.verifyText', { email })}</p>
            <form className="gft-form" noValidate onSubmit={code.submit} aria-busy={code.pending ? 'true' : undefined}>
              <FormSummary form={code.form} failure={code.failure} labels={{ code: t('auth.fields.code') }} />
              <FormTextField form={code.form} name="code" label={t('auth.fields.code')} autoComplete="one-time-code" />
              <div className="form-actions">
                <button type="button" className="button button--ghost" onClick={() => setStep('details')}>
                  {t('auth.signUp.back')}
                </button>
                <SubmitButton pending={code.pending} pendingLabel={t('forms.sending')}>
                  {t('auth.signUp.verify')}
                </SubmitButton>
              </div>
            </form>
            <p>
              <button type="button" className="link-button" onClick={resend}>
                {t('auth.signUp.resend')}
              </button>
            </p>
            <p role="status">{resent ? t('auth.signUp.resent', { email }) : ''}</p>
          </>
        ) : null}

        {step === 'done' ? (
          <div role="status">
            <p className="lead">{t('auth.signUp.doneTitle')}</p>
            <p>{t('auth.signUp.doneText', { email })}</p>
            <p>
              <Link className="button" to={`${localized(language, paths.login)}?email=${encodeURIComponent(email)}`}>
                {t('auth.signUp.login')}
              </Link>
            </p>
          </div>
        ) : null}
      </AuthCard>
    </article>
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
