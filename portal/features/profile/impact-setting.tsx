import { useId, useRef } from 'react';
import { impactDisplayNameMax, impactEditInputSchema, type ImpactSetting } from '#shared/api/schemas/impact';
import { SubmitButton } from '#shared/ui/submit-button';
import { CopyButton } from '#portal/lib/copy-text';
import { FormCheckbox, FormTextField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { usePortalText } from '#portal/lib/language';
import { isLocalAddress, LocalAddressNotice } from '#portal/lib/local-address';
import { siteOrigin } from '#portal/lib/page-head';
import { Loaded } from '#portal/lib/queries';
import { localized, paramPaths } from '#portal/lib/paths';
import { showToast } from '#portal/lib/toasts';
import { useProfile } from '#portal/lib/use-profile';
import { useEditImpactSetting, useImpactSetting } from './api/impact-setting';
import { ImpactBadgeSection } from './impact-badge-code';

/**
 * "Public impact page": whether the customer's page is public, its name and the address that gives, the name it shows
 * as its heading, and (once it is public) the badge's code for the customer's own website.
 */
export function ImpactSettingCard() {
  const { t } = usePortalText();
  const setting = useImpactSetting();
  const id = useId();
  return (
    <section className="profile-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('impact.setting.heading')}</h2>
      <p>{t('impact.setting.intro')}</p>
      <Loaded query={setting}>{(data) => <ImpactSettingForm setting={data.impactPage} />}</Loaded>
    </section>
  );
}

function ImpactSettingForm({ setting }: { setting: ImpactSetting }) {
  const { t, language } = usePortalText();
  const edit = useEditImpactSetting();
  // A business's page shows its company's name until another is saved; a person's name is never put in unasked.
  const user = useProfile().data?.profile.user;
  const suggested = user?.userType === 'business' ? (user.companyName ?? '') : '';
  const { form, submit, pending, failure } = usePortalForm({
    schema: impactEditInputSchema,
    defaultValues: { enabled: setting.enabled, name: setting.name ?? '', displayName: setting.displayName ?? (setting.name ? '' : suggested) },
    onSubmit: async (data) => {
      const answer = await edit.mutateAsync(data);
      showToast(t(answer.impactPage.enabled ? 'impact.setting.savedOn' : 'impact.setting.savedOff'), { kind: 'success' });
    },
  });
  // The form's own watch, not react-hook-form's useWatch: that import would be one more export of the chunk the
  // dashboard's first download shares with the forms.
  const enabled = form.watch('enabled');
  const labels = { enabled: t('impact.setting.enabled'), name: t('impact.setting.name'), displayName: t('impact.setting.displayName') };
  // The address of the page as saved: what is typed is not public until saved.
  const saved = setting.enabled && setting.name ? new URL(localized(language, paramPaths.impact.href({ id: setting.name })), siteOrigin()).href : null;
  return (
    <>
      <form className="gft-form profile-form" noValidate onSubmit={submit} aria-busy={pending ? 'true' : undefined}>
        <FormSummary form={form} failure={failure} labels={labels} />
        <FormCheckbox form={form} name="enabled" label={labels.enabled} />
        {enabled || setting.name ? (
          <>
            <FormTextField
              form={form}
              name="displayName"
              label={labels.displayName}
              hint={t('impact.setting.displayNameHint')}
              autoComplete="organization"
              maxLength={impactDisplayNameMax}
              optional
            />
            <FormTextField form={form} name="name" label={labels.name} hint={t('impact.setting.nameHint')} autoComplete="off" maxLength={40} />
          </>
        ) : null}
        {saved ? <ImpactAddress url={saved} /> : <p className="profile-impact__off">{t('impact.setting.offText')}</p>}
        <SubmitButton pending={pending} pendingLabel={t('forms.sending')}>
          {t('impact.setting.save')}
        </SubmitButton>
      </form>
      {saved && setting.name ? <ImpactBadgeSection name={setting.name} url={saved} /> : null}
    </>
  );
}

/** The public page's address: a link to open it and a button to copy it. */
function ImpactAddress({ url }: { url: string }) {
  const { t } = usePortalText();
  const shown = useRef<HTMLAnchorElement>(null);
  const noted = useRef<HTMLElement>(null);
  const local = isLocalAddress(url);
  return (
    <div className="profile-impact__address">
      {/* A local sandbox's address stands in its notice alone, not after a label with nothing beside it. */}
      {local ? (
        <LocalAddressNotice url={url} addressRef={noted} />
      ) : (
        <p>
          <span className="profile-impact__label">{t('impact.setting.address')}</span>{' '}
          <a ref={shown} href={url} className="profile-impact__url">
            {url}
          </a>
        </p>
      )}
      <CopyButton
        text={url}
        shown={() => shown.current ?? noted.current}
        labels={{ copy: t('impact.setting.copy'), copied: t('impact.setting.copied'), failed: t('impact.setting.copyFailed') }}
      />
    </div>
  );
}
