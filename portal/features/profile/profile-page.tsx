import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccount, setPassword } from '../../../shared/api/endpoints/auth';
import { editProfile } from '../../../shared/api/endpoints/profile';
import { setPasswordInputSchema } from '../../../shared/api/schemas/auth';
import { profileEditInputSchema, type Profile } from '../../../shared/api/schemas/user';
import { CountrySelect } from '../../../shared/forms/country-select';
import { useForm, validate } from '../../../shared/forms/use-form';
import { invalidateAfter } from '../../../shared/query/invalidation';
import { profileQuery } from '../../../shared/query/profile';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { usePageMeta, usePortalText } from '../../lib/language';
import { useTexts } from '../../lib/locales';
import { localized, paths } from '../../app/paths';
import { Loaded, portalQueryClient } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { useServices } from '../../lib/services';
import { showToast } from '../../lib/toasts';
import { useModal } from '../../lib/use-dialog';
import { AuthField, AuthSummary } from '../../lib/auth-form';

/** Edit profile: the details, the password, and deleting the account. */
export function ProfilePage() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  usePageMeta('auth.profile');
  const { api } = useServices();
  const session = useSession();
  const profile = useQuery(profileQuery(api, session.status === 'authenticated'));
  return (
    <article className="page">
      <h1>{t('auth.profile.h1')}</h1>
      <Loaded query={profile}>{(data) => <DetailsForm key={data.profile.user._id} profile={data.profile} />}</Loaded>
      <PasswordForm />
      <DeleteAccount />
    </article>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = usePortalText();
  const services = useServices();
  const id = useId();
  const { user } = profile;
  const business = user.userType === 'business';
  const form = useForm({
    initial: {
      name: user.name, lastName: user.lastName, street: user.street, houseNumber: user.houseNumber, zipCode: user.zipCode, city: user.city,
      country: user.country?._id ?? '', companyName: user.companyName ?? '', position: user.position ?? '', taxID: user.taxID ?? '',
    },
    parse: (values) => validate(profileEditInputSchema, business ? values : { ...values, companyName: undefined, position: undefined, taxID: undefined }, (path) => values[path as keyof typeof values] === ''),
    fallbackErrorKey: 'errors.profileUpdateFailed',
    submit: async (data) => {
      const answer = await editProfile(services.api, data);
      services.session.updateUser(answer.profile.user);
      await invalidateAfter(portalQueryClient(services), 'editProfile');
      showToast(t('success.profileUpdated'), { kind: 'success' });
    },
  });
  const names = ['name', 'lastName', ...(business ? (['companyName', 'position', 'taxID'] as const) : []), 'street', 'houseNumber', 'zipCode', 'city', 'country'] as const;
  return (
    <section className="text-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('auth.profile.details')}</h2>
      <form className="gft-form" noValidate onSubmit={form.handleSubmit} aria-busy={form.pending ? 'true' : undefined}>
        <AuthSummary form={form} idPrefix={id} labels={Object.fromEntries(names.map((name) => [name, t(`auth.fields.${name}`)]))} />
        {names.map((name) =>
          name === 'country' ? (
            <CountrySelect key={name} id={`${id}-country`} label={t('auth.fields.country')} value={form.values.country} onChange={(value) => form.set('country', value)} error={form.errors.country} />
          ) : (
            <AuthField key={name} form={form} name={name} idPrefix={id} autoComplete={{ name: 'given-name', lastName: 'family-name', companyName: 'organization', position: 'organization-title', taxID: 'off', street: 'address-line1', houseNumber: 'address-line2', zipCode: 'postal-code', city: 'address-level2' }[name]} />
          ),
        )}
        <SubmitButton pending={form.pending} pendingLabel={t('forms.sending')}>
          {t('auth.profile.save')}
        </SubmitButton>
      </form>
    </section>
  );
}

function PasswordForm() {
  const { t } = usePortalText();
  const { api } = useServices();
  const id = useId();
  const [version, setVersion] = useState(0);
  const form = useForm({
    initial: { currentPassword: '', password: '', confirmPassword: '' },
    parse: (values) => validate(setPasswordInputSchema, values, (path) => values[path as keyof typeof values] === ''),
    fallbackErrorKey: 'errors.passwordChangeFailed',
    submit: async (data) => {
      await setPassword(api, data);
      showToast(t('success.passwordChanged'), { kind: 'success' });
      setVersion((count) => count + 1);
    },
  });
  const labels = { currentPassword: t('auth.fields.currentPassword'), password: t('auth.fields.newPassword'), confirmPassword: t('auth.fields.confirmPassword') };
  return (
    <section className="text-section" aria-labelledby={`${id}-title`} key={version}>
      <h2 id={`${id}-title`}>{t('auth.profile.password')}</h2>
      <form className="gft-form" noValidate onSubmit={form.handleSubmit} aria-busy={form.pending ? 'true' : undefined}>
        <AuthSummary form={form} idPrefix={id} labels={labels} />
        <AuthField form={form} name="currentPassword" idPrefix={id} type="password" autoComplete="current-password" />
        <AuthField form={form} name="password" idPrefix={id} type="password" autoComplete="new-password" label={labels.password} hint={t('auth.fields.passwordHint')} />
        <AuthField form={form} name="confirmPassword" idPrefix={id} type="password" autoComplete="new-password" />
        <SubmitButton pending={form.pending} pendingLabel={t('forms.sending')}>
          {t('auth.profile.savePassword')}
        </SubmitButton>
      </form>
    </section>
  );
}

function DeleteAccount() {
  const { t, language } = usePortalText();
  const services = useServices();
  const navigate = useNavigate();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, confirming, () => setConfirming(false));
  const remove = () => {
    setFailed(false);
    deleteAccount(services.api).then(
      () => {
        services.session.signOut('deleted');
        void navigate(`${localized(language, paths.login)}?reason=deleted`, { replace: true });
      },
      () => {
        setConfirming(false);
        setFailed(true);
      },
    );
  };
  return (
    <section className="text-section danger-zone" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('auth.profile.delete')}</h2>
      <p>{t('auth.profile.deleteText')}</p>
      {failed ? <p role="alert">{t('errors.unknown')}</p> : null}
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t('auth.profile.deleteButton')}
      </button>
      {confirming ? (
        <div className="modal-backdrop">
          <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-confirm`} aria-describedby={`${id}-confirm-text`} ref={dialog}>
            <h2 id={`${id}-confirm`}>{t('auth.profile.confirmTitle')}</h2>
            <p id={`${id}-confirm-text`}>{t('auth.profile.confirmText')}</p>
            <div className="modal__actions">
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                {t('auth.profile.confirmNo')}
              </button>
              <button type="button" className="button button--danger" onClick={remove}>
                {t('auth.profile.confirmYes')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
