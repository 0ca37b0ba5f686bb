import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { forgotPassword, login, setPassword } from '../../../shared/api/endpoints/auth';
import { emailSchema } from '../../../shared/api/schemas/common';
import { forgotPasswordInputSchema, passwordSchema, passwordsMatch } from '../../../shared/api/schemas/auth';
import { v } from '../../../shared/api/schemas/common';
import { FieldError, useForm, validate } from '../../../shared/forms/use-form';
import { isApiError } from '../../../shared/api/errors';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { invalidateAfter } from '../../../shared/query/invalidation';
import { usePageMeta, usePortalText } from '../../lib/language';
import { useTexts } from '../../lib/locales';
import { localized, paths } from '../../app/paths';
import { portalQueryClient } from '../../lib/queries';
import { useServices } from '../../lib/services';
import { showToast } from '../../lib/toasts';
import { AuthCard, AuthField, AuthSummary } from '../../lib/auth-form';

/** Forgot password: the server mails a new password (the sandbox's mailbox shows it). */
export function ForgotPasswordPage() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('auth.forgot');
  const { api } = useServices();
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initial: { email: '' },
    parse: (values) => validate(forgotPasswordInputSchema, values, () => values.email.trim() === ''),
    fallbackErrorKey: 'errors.unknown',
    submit: async (data) => {
      await forgotPassword(api, data);
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
            <p>
              <Link className="button" to={`${localized(language, paths.resetPassword)}?email=${encodeURIComponent(sent)}`}>
                {t('auth.forgot.next')}
              </Link>
            </p>
          </div>
        ) : (
          <form className="gft-form" noValidate onSubmit={form.handleSubmit} aria-busy={form.pending ? 'true' : undefined}>
            <AuthSummary form={form} idPrefix={id} labels={{ email: t('auth.fields.email') }} />
            <AuthField form={form} name="email" idPrefix={id} type="email" autoComplete="username" />
            <SubmitButton pending={form.pending} pendingLabel={t('forms.sending')}>
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
const mailedPasswordSchema = z.pipe(z.string(), z.pipe(z.transform((value: string) => value.trim()), z.string().check(z.minLength(1, v.required))));
const resetSchema = z
  .object({ email: emailSchema, mailedPassword: mailedPasswordSchema, password: passwordSchema, confirmPassword: z.string({ error: v.required }) })
  .check(passwordsMatch());

/** Reset and new password: log in with the mailed password, then set one's own through /auth/setPassword. */
export function ResetPasswordPage() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('auth.reset');
  const services = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const form = useForm({
    initial: { email: params.get('email') ?? '', mailedPassword: '', password: '', confirmPassword: '' },
    parse: (values) => validate(resetSchema, values, (path) => values[path as keyof typeof values] === ''),
    fallbackErrorKey: 'errors.passwordChangeFailed',
    submit: async (data) => {
      let answer;
      try {
        answer = await login(services.api, { email: data.email, password: data.mailedPassword });
      } catch (error) {
        // A wrong mailed password is the login's message, at the password from the e-mail.
        if (isApiError(error) && error.code === 'WRONG_CREDENTIALS') throw new FieldError('mailedPassword', 'errors.wrongCredentials', 'HTTP_ERROR');
        throw error;
      }
      services.session.signIn(answer.session.token, answer.user);
      await setPassword(services.api, { currentPassword: data.mailedPassword, password: data.password, confirmPassword: data.confirmPassword });
      await invalidateAfter(portalQueryClient(services), 'login');
      showToast(t('success.passwordChanged'), { kind: 'success' });
      void navigate(localized(language, paths.dashboard), { replace: true });
    },
  });
  const labels = { email: t('auth.fields.email'), mailedPassword: t('auth.fields.mailedPassword'), password: t('auth.fields.newPassword'), confirmPassword: t('auth.fields.confirmPassword') };
  return (
    <article className="page page--narrow">
      <h1>{t('auth.reset.h1')}</h1>
      <p className="lead">{t('auth.reset.intro')}</p>
      <AuthCard>
        <form className="gft-form" noValidate onSubmit={form.handleSubmit} aria-busy={form.pending ? 'true' : undefined}>
          <AuthSummary form={form} idPrefix={id} labels={labels} />
          <AuthField form={form} name="email" idPrefix={id} type="email" autoComplete="username" />
          <AuthField form={form} name="mailedPassword" idPrefix={id} type="password" autoComplete="current-password" />
          <AuthField form={form} name="password" idPrefix={id} type="password" autoComplete="new-password" label={labels.password} hint={t('auth.fields.passwordHint')} />
          <AuthField form={form} name="confirmPassword" idPrefix={id} type="password" autoComplete="new-password" />
          <SubmitButton pending={form.pending} pendingLabel={t('forms.sending')}>
            {t('auth.reset.submit')}
          </SubmitButton>
        </form>
      </AuthCard>
    </article>
  );
}
