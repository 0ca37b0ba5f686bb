import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { emailSchema } from '#shared/api/schemas/common';
import { forgotPasswordInputSchema, passwordSchema, passwordsMatch } from '#shared/api/schemas/auth';
import { v } from '#shared/api/schemas/common';
import { isApiError } from '#shared/api/errors';
import { SubmitButton } from '#shared/ui/submit-button';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { localized, paths } from '#portal/lib/paths';
import { WithQueries } from '#portal/lib/queries';
import { showToast } from '#portal/lib/toasts';
import { useForgotPassword } from './api/forgot-password';
import { useLogin } from './api/login';
import { useSetPassword } from './api/set-password';
import { AuthCard } from './auth-card';
import { FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { FieldFailure } from '#shared/forms/field-failure';
import { usePortalForm } from '#portal/lib/form/use-portal-form';

/** Forgot password: the server mails a new password (the sandbox's mailbox shows it). */
export function ForgotPasswordPage() {
  return (
    <WithQueries>
      <ForgotPasswordForm />
    </WithQueries>
  );
}

function ForgotPasswordForm() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('auth.forgot');
  const forgotPassword = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, pending, failure } = usePortalForm({
    schema: forgotPasswordInputSchema,
    defaultValues: { email: '' },
    fallbackErrorKey: 'errors.unknown',
    onSubmit: async (data) => {
      await forgotPassword.mutateAsync(data);
      setSent(data.email);
    },
  });
  return (
    <article className="page page--narrow">
      <h1>{t('auth.forgot.h1')}</h1>
      <p className="lead">{t('auth.forgot.intro')}</p>
      <AuthCard>
        {sent ? (
          <div role="status">
            <p>{t('auth.forgot.sent', { email: sent })}</p>
            <p>{t('auth.forgot.after', { section: t('auth.profile.password') })}</p>
            <p>
              <Link className="button" to={`${localized(language, paths.resetPassword)}?email=${encodeURIComponent(sent)}`}>
                {t('auth.forgot.next')}
              </Link>
            </p>
          </div>
        ) : (
          <form className="gft-form" noValidate onSubmit={submit} aria-busy={pending ? 'true' : undefined}>
            <FormSummary form={form} failure={failure} labels={{ email: t('auth.fields.email') }} />
            <FormTextField form={form} name="email" label={t('auth.fields.email')} type="email" autoComplete="username" />
            <SubmitButton pending={pending} pendingLabel={t('forms.sending')}>
              {t('auth.forgot.submit')}
            </SubmitButton>
          </form>
        )}
      </AuthCard>
    </article>
  );
}

// The mailed password is the server's (no spaces in it): spaces pasted around it are dropped. The new password is not
// trimmed, as at sign-up and login, where a space the visitor chose is part of the password.
const mailedPasswordSchema = z.pipe(
  z.string(),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.minLength(1, v.required)),
  ),
);
const resetSchema = z
  .object({ email: emailSchema, mailedPassword: mailedPasswordSchema, password: passwordSchema, confirmPassword: z.string({ error: v.required }) })
  .check(passwordsMatch());

/** Reset and new password: log in with the mailed password, then set one's own through /auth/setPassword. */
export function ResetPasswordPage() {
  return (
    <WithQueries>
      <ResetPasswordForm />
    </WithQueries>
  );
}

function ResetPasswordForm() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('auth.reset');
  const login = useLogin();
  const setPassword = useSetPassword();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { form, submit, pending, failure } = usePortalForm({
    schema: resetSchema,
    defaultValues: { email: params.get('email') ?? '', mailedPassword: '', password: '', confirmPassword: '' },
    fallbackErrorKey: 'errors.passwordChangeFailed',
    onSubmit: async (data) => {
      try {
        await login.mutateAsync({ email: data.email, password: data.mailedPassword });
      } catch (error) {
        // A wrong mailed password is the login's message, at the password from the e-mail.
        if (isApiError(error) && error.code === 'WRONG_CREDENTIALS') throw new FieldFailure('mailedPassword', 'errors.wrongCredentials');
        throw error;
      }
      await setPassword.mutateAsync({ currentPassword: data.mailedPassword, password: data.password, confirmPassword: data.confirmPassword });
      showToast(t('success.passwordChanged'), { kind: 'success' });
      void navigate(localized(language, paths.dashboard), { replace: true });
    },
  });
  const labels = {
    email: t('auth.fields.email'),
    mailedPassword: t('auth.fields.mailedPassword'),
    password: t('auth.fields.newPassword'),
    confirmPassword: t('auth.fields.confirmPassword'),
  };
  return (
    <article className="page page--narrow">
      <h1>{t('auth.reset.h1')}</h1>
      <p className="lead">{t('auth.reset.intro')}</p>
      <AuthCard>
        <form className="gft-form" noValidate onSubmit={submit} aria-busy={pending ? 'true' : undefined}>
          <FormSummary form={form} failure={failure} labels={labels} />
          <FormTextField form={form} name="email" label={labels.email} type="email" autoComplete="username" />
          <FormTextField form={form} name="mailedPassword" label={labels.mailedPassword} type="password" autoComplete="current-password" />
          <FormTextField form={form} name="password" label={labels.password} type="password" autoComplete="new-password" hint={t('auth.fields.passwordHint')} />
          <FormTextField form={form} name="confirmPassword" label={labels.confirmPassword} type="password" autoComplete="new-password" />
          <SubmitButton pending={pending} pendingLabel={t('forms.sending')}>
            {t('auth.reset.submit')}
          </SubmitButton>
        </form>
      </AuthCard>
    </article>
  );
}
