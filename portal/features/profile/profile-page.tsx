import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { setPasswordInputSchema } from '#shared/api/schemas/auth';
import { v } from '#shared/api/schemas/common';
import { profileEditInputSchema, type Profile } from '#shared/api/schemas/user';
import { SubmitButton } from '#shared/ui/submit-button';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { localized, paths } from '#portal/lib/paths';
import { Loaded } from '#portal/lib/queries';
import { useServices } from '#portal/lib/services';
import { showToast } from '#portal/lib/toasts';
import { Modal } from '#portal/lib/modal';
import { FormCountryField } from '#portal/lib/form/country-field';
import { FormCheckbox, FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { useChangePassword } from './api/change-password';
import { useDeleteAccount } from './api/delete-account';
import { useEditProfile } from './api/edit-profile';
import { useProfile } from '#portal/lib/use-profile';
import { ImpactSettingCard } from './impact-setting';
import './profile.css';

/**
 * Edit profile: the account (e-mail and account type, read only), the details, the public impact page, the password,
 * and deleting the account; each a card.
 */
export function ProfilePage() {
  const { t, language } = usePortalText();
  useTexts('forms', language);
  useTexts('auth', language);
  // The public impact page's setting: its texts are with the certificates'.
  useTexts('certificates', language);
  usePageMeta('auth.profile');
  const profile = useProfile();
  return (
    <article className="page profile-page">
      <h1>{t('auth.profile.h1')}</h1>
      <Loaded query={profile}>
        {(data) => (
          <>
            <AccountCard profile={data.profile} />
            <DetailsForm key={data.profile.user._id} profile={data.profile} />
          </>
        )}
      </Loaded>
      <ImpactSettingCard />
      <PasswordForm />
      <DeleteAccount />
    </article>
  );
}

/** What the form cannot change: the e-mail address the customer logs in with, and the account type. */
function AccountCard({ profile }: { profile: Profile }) {
  const { t } = usePortalText();
  const id = useId();
  const { user } = profile;
  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('auth.profile.account')}</h2>
      <dl className="profile-account">
        <div>
          <dt>{t('auth.fields.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('auth.signUp.steps.type')}</dt>
          <dd>{t(`auth.signUp.${user.userType}`)}</dd>
        </div>
      </dl>
    </section>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = usePortalText();
  const editProfile = useEditProfile();
  const id = useId();
  const { user } = profile;
  const business = user.userType === 'business';
  const { form, submit, pending, failure } = usePortalForm({
    schema: profileEditInputSchema,
    defaultValues: {
      name: user.name,
      lastName: user.lastName,
      street: user.street,
      houseNumber: user.houseNumber,
      zipCode: user.zipCode,
      city: user.city,
      country: user.country?._id ?? '',
      // A private account has no company details to send.
      ...(business ? { companyName: user.companyName ?? '', position: user.position ?? '', taxID: user.taxID ?? '' } : {}),
    },
    fallbackErrorKey: 'errors.profileUpdateFailed',
    onSubmit: async (data) => {
      await editProfile.mutateAsync(data);
      showToast(t('success.profileUpdated'), { kind: 'success' });
    },
  });
  const names = [
    'name',
    'lastName',
    ...(business ? (['companyName', 'position', 'taxID'] as const) : []),
    'street',
    'houseNumber',
    'zipCode',
    'city',
    'country',
  ] as const;
  const labels = Object.fromEntries(names.map((name) => [name, t(`auth.fields.${name}`)]));
  const field = (name: Exclude<(typeof names)[number], 'country'>, autoComplete: string) => (
    <FormTextField form={form} name={name} label={labels[name] ?? name} autoComplete={autoComplete} />
  );
  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('auth.profile.details')}</h2>
      <form className="gft-form profile-form" noValidate onSubmit={submit} aria-busy={pending ? 'true' : undefined}>
        <FormSummary form={form} failure={failure} labels={labels} />
        {/* Each field as wide as what it holds: the name's parts side by side, street and number, postcode and city. */}
        <div className="profile-row">
          {field('name', 'given-name')}
          {field('lastName', 'family-name')}
        </div>
        {business ? (
          <>
            {field('companyName', 'organization')}
            <div className="profile-row">
              {field('position', 'organization-title')}
              {field('taxID', 'off')}
            </div>
          </>
        ) : null}
        <div className="profile-row profile-row--street">
          {field('street', 'address-line1')}
          {field('houseNumber', 'address-line2')}
        </div>
        <div className="profile-row profile-row--city">
          {field('zipCode', 'postal-code')}
          {field('city', 'address-level2')}
        </div>
        <div className="profile-country">
          <FormCountryField form={form} name="country" label={t('auth.fields.country')} />
        </div>
        <SubmitButton pending={pending} pendingLabel={t('forms.sending')}>
          {t('auth.profile.save')}
        </SubmitButton>
      </form>
    </section>
  );
}

function PasswordForm() {
  const { t } = usePortalText();
  const changePassword = useChangePassword();
  const id = useId();
  const [version, setVersion] = useState(0);
  const { form, submit, pending, failure } = usePortalForm({
    schema: setPasswordInputSchema,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    fallbackErrorKey: 'errors.passwordChangeFailed',
    onSubmit: async (data) => {
      await changePassword.mutateAsync(data);
      showToast(t('success.passwordChanged'), { kind: 'success' });
      setVersion((count) => count + 1);
    },
  });
  const labels = {
    currentPassword: t('auth.fields.currentPassword'),
    password: t('auth.fields.newPassword'),
    confirmPassword: t('auth.fields.confirmPassword'),
  };
  return (
    <section className="profile-card" aria-labelledby={`${id}-title`} key={version}>
      <h2 id={`${id}-title`}>{t('auth.profile.password')}</h2>
      <form className="gft-form profile-form profile-form--password" noValidate onSubmit={submit} aria-busy={pending ? 'true' : undefined}>
        <FormSummary form={form} failure={failure} labels={labels} />
        <FormTextField form={form} name="currentPassword" label={labels.currentPassword} type="password" autoComplete="current-password" />
        <FormTextField form={form} name="password" label={labels.password} type="password" autoComplete="new-password" hint={t('auth.fields.passwordHint')} />
        <FormTextField form={form} name="confirmPassword" label={labels.confirmPassword} type="password" autoComplete="new-password" />
        <SubmitButton pending={pending} pendingLabel={t('forms.sending')}>
          {t('auth.profile.savePassword')}
        </SubmitButton>
      </form>
    </section>
  );
}

/** The deletion's confirmation: the box that says what is lost must be ticked, as a typed "delete" would be. */
const deletionSchema = z.object({ understood: z.literal(true, { error: v.deletionUnderstood }) });
/** What deleting the account does to each thing the customer has (auth.profile.confirmPoints). */
const deletionPoints = ['tokens', 'certificates', 'invoices'] as const;

function DeleteAccount() {
  const { t, language } = usePortalText();
  const services = useServices();
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  // "Yes" sends one request however often it is pressed, and only once the box is ticked.
  const { form, submit, pending, failure } = usePortalForm({
    schema: deletionSchema,
    defaultValues: { understood: false },
    onSubmit: async () => {
      setFailed(false);
      try {
        await deleteAccount.mutateAsync();
      } catch {
        setConfirming(false);
        setFailed(true);
        return;
      }
      services.session.signOut('deleted');
      void navigate(`${localized(language, paths.login)}?reason=deleted`, { replace: true });
    },
  });
  const close = () => {
    setConfirming(false);
    form.reset();
  };
  return (
    <section className="profile-card danger-zone" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('auth.profile.delete')}</h2>
      <p>{t('auth.profile.deleteText')}</p>
      {failed ? <p role="alert">{t('errors.unknown')}</p> : null}
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        {t('auth.profile.deleteButton')}
      </button>
      {confirming ? (
        <Modal className="modal" role="alertdialog" aria-labelledby={`${id}-confirm`} aria-describedby={`${id}-confirm-text`} onClose={close}>
          <h2 id={`${id}-confirm`}>{t('auth.profile.confirmTitle')}</h2>
          <div id={`${id}-confirm-text`}>
            <p>{t('auth.profile.confirmText')}</p>
            <ul className="text-list">
              {deletionPoints.map((point) => (
                <li key={point}>{t(`auth.profile.confirmPoints.${point}`)}</li>
              ))}
            </ul>
          </div>
          <form className="delete-confirm" onSubmit={submit} aria-busy={pending ? 'true' : undefined} noValidate>
            {/* Focused on a press without the box ticked: the reader hears why nothing happened. */}
            <FormSummary form={form} failure={failure} labels={{ understood: t('auth.profile.confirmLabel') }} />
            <FormCheckbox form={form} name="understood" label={t('auth.profile.confirmCheck')} required />
            <div className="modal__actions">
              <button type="button" className="button button--ghost" onClick={close}>
                {t('auth.profile.confirmNo')}
              </button>
              <button type="submit" className="button button--danger" aria-disabled={pending ? 'true' : undefined}>
                {pending ? t('forms.sending') : t('auth.profile.confirmYes')}
              </button>
            </div>
          </form>
        </Modal>
      ) : null}
    </section>
  );
}
