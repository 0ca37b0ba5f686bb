import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '#shared/api/errors';
import { loginInputSchema } from '#shared/api/schemas/auth';
import { SubmitButton } from '#shared/ui/submit-button';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { localized, paths, safeNext } from '#portal/lib/paths';
import { WithQueries } from '#portal/lib/queries';
import { useLogin } from './api/login';
import { useVerifyToken } from './api/verify-token';
import { AuthCard } from './auth-card';
import { FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';

const notices: Record<string, string> = { expired: 'auth.login.expired', logged_out: 'auth.login.loggedOut', deleted: 'auth.login.deleted' };

/** Login: e-mail and password; after it, the page the visitor was sent away from, else the dashboard. */
export function LoginPage() {
  return (
    <WithQueries>
      <LoginForm />
    </WithQueries>
  );
}

function LoginForm() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('login');
  const login = useLogin();
  const verifyToken = useVerifyToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);
  const notice = notices[params.get('reason') ?? ''];
  const { form, submit, pending, failure, fail } = usePortalForm({
    schema: loginInputSchema,
    defaultValues: { email: params.get('email') ?? '', password: '' },
    fallbackErrorKey: 'errors.loginFailed',
    onSubmit: async (data) => {
      setUnverified(null);
      setResent(false);
      setWaitMinutes(null);
      try {
        await login.mutateAsync(data);
      } catch (error) {
        // Registered but not confirmed: the message, and a way to get a new code.
        if (isApiError(error) && error.code === 'EMAIL_UNVERIFIED') setUnverified(data.email);
        // Throttled: how long to wait, which the form's messages (keys without values) cannot say.
        if (isApiError(error) && error.code === 'LOGIN_THROTTLED') {
          setWaitMinutes(Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)));
          return;
        }
        throw error;
      }
      void navigate(safeNext(params.get('next')) ?? localized(language, paths.dashboard), { replace: true });
    },
  });
  const resend = () => {
    if (!unverified) return;
    verifyToken.mutateAsync({ email: unverified, resend: true }).then(() => setResent(true), fail);
  };
  // The notice is about one address: typing another one (or logging in with it) makes it stale.
  const email = form.watch('email');
  const unverifiedShown = unverified !== null && email.trim().toLowerCase() === unverified ? unverified : null;
  const labels = { email: t('auth.fields.email'), password: t('auth.fields.password') };
  return (
    <article className="page page--narrow">
      <h1>{t('pages.login.h1')}</h1>
      <p className="lead">{t('pages.login.lead')}</p>
      {notice ? (
        <p className="notice" role="status">
          {t(notice)}
        </p>
      ) : null}
      <AuthCard>
        <form className="gft-form" noValidate onSubmit={submit} aria-busy={pending ? 'true' : undefined}>
          <FormSummary form={form} failure={failure} labels={labels} />
          {waitMinutes !== null ? (
            <p className="notice" role="alert">
              {t('auth.login.throttled', { count: waitMinutes })}
            </p>
          ) : null}
          {unverifiedShown ? (
            <div className="notice" role="status">
              <p>{t('auth.login.unverified')}</p>
              {resent ? (
                <p>
                  {t('auth.login.resent', { email: unverifiedShown })}{' '}
                  <Link to={`${localized(language, paths.signUp)}?step=verify&email=${encodeURIComponent(unverifiedShown)}`}>{t('auth.login.enterCode')}</Link>
                </p>
              ) : (
                <button type="button" className="button button--ghost" onClick={resend}>
                  {t('auth.login.resend')}
                </button>
              )}
            </div>
          ) : null}
          <FormTextField form={form} name="email" label={labels.email} type="email" autoComplete="username" />
          <FormTextField form={form} name="password" label={labels.password} type="password" autoComplete="current-password" />
          <SubmitButton pending={pending} pendingLabel={t('forms.sending')}>
            {t('auth.login.submit')}
          </SubmitButton>
        </form>
        <p>
          <Link to={localized(language, paths.forgotPassword)}>{t('auth.login.forgot')}</Link>
        </p>
        <p>
          {t('auth.login.noAccount')} <Link to={localized(language, paths.signUp)}>{t('auth.login.signUp')}</Link>
        </p>
      </AuthCard>
    </article>
  );
}
