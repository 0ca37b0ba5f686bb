/** The sign-up page: the step in the URL, the two forms, the draft, and each step under its heading. */

import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { registerInputSchema } from '#shared/api/schemas/auth';
import { readCalculation } from '#portal/lib/calculation';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { WithQueries } from '#portal/lib/queries';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { useFinalizeRegister } from './api/finalize-register';
import { useRegister } from './api/register';
import { useVerifyToken } from './api/verify-token';
import { AuthCard } from './auth-card';
import { emptyDetails, readSignUpDraft, steps, verifyInputSchema, writeSignUpDraft, type Details, type Step } from './sign-up-details';
import { DetailsStep } from './sign-up-details-step';
import { DoneStep, TypeStep, VerifyStep } from './sign-up-steps';
import './auth.css';

/** Sign-up: account type, then personal or company details, then the e-mail code, then done. */
export function SignUpPage() {
  return (
    <WithQueries>
      <SignUpSteps />
    </WithQueries>
  );
}

/**
 * Where the sign-up starts: the login's "enter the code" link (`?step=verify&email=…`) first, then the URL's step, then
 * the draft's; the details are the draft's, with the URL's account type and e-mail address over them.
 */
function initialSignUp(params: URLSearchParams): { step: Step; details: Details } {
  // Come by the calculator's link (perhaps in a new tab): its calculation is kept in the tab from here, for the new
  // project form after the login.
  readCalculation();
  const draft = readSignUpDraft();
  const fromLogin = params.get('step') === 'verify' && params.get('email');
  const inUrl = steps.find((step) => step === params.get('step'));
  return {
    step: fromLogin ? 'verify' : (inUrl ?? draft?.step ?? 'type'),
    // `?type=business` (from the business page) chooses the account type; else the draft's, else private.
    details: {
      ...emptyDetails,
      ...draft?.details,
      accountType: params.get('type') === 'business' ? 'business' : params.get('type') === 'private' ? 'private' : (draft?.accountType ?? 'private'),
      ...(fromLogin ? { email: params.get('email') ?? '' } : {}),
    },
  };
}

function SignUpSteps() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('auth.signUp');
  const register = useRegister();
  const verifyToken = useVerifyToken();
  const finalizeRegister = useFinalizeRegister();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [initial] = useState(() => initialSignUp(params));
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
    writeSignUpDraft(step === 'done' ? null : { step, accountType, details: kept });
  }, [step, accountType, values]);

  const resend = () => {
    setResent(false);
    verifyToken.mutateAsync({ email, resend: true }).then(() => {
      // "The code is not valid" was about the old code.
      code.clear();
      setResent(true);
    }, code.fail);
  };
  const stepIndex = steps.indexOf(step) + 1;

  return (
    <article className="page page--narrow">
      <h1>{t('auth.signUp.h1')}</h1>
      <AuthCard>
        <h2 ref={heading} tabIndex={-1} className="step-heading">
          {t('auth.signUp.progress', { step: String(stepIndex), name: t(`auth.signUp.steps.${step}`) })}
        </h2>
        {step === 'type' ? (
          <TypeStep accountType={accountType} onChoose={(type) => details.form.setValue('accountType', type)} onContinue={() => setStep('details')} />
        ) : null}
        {step === 'details' ? (
          <DetailsStep
            details={details}
            business={accountType === 'business'}
            onEnterCode={() => {
              resend();
              setStep('verify');
            }}
            onBack={() => setStep('type')}
          />
        ) : null}
        {step === 'verify' ? <VerifyStep email={email} code={code} resent={resent} onResend={resend} onBack={() => setStep('details')} /> : null}
        {step === 'done' ? <DoneStep email={email} /> : null}
      </AuthCard>
    </article>
  );
}
