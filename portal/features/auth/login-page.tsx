import { usePageMeta, usePortalText } from '../../app/language';

/** Placeholder: the accounts issue builds the login. */
export function LoginPage() {
  const { t } = usePortalText();
  usePageMeta('login');
  return (
    <article className="page">
      <h1>{t('pages.login.h1')}</h1>
      <p>{t('pages.login.text')}</p>
    </article>
  );
}
