import { useId, useState } from 'react';
import { lazyModule } from '../api/lazy-module';
import type { LeadInput } from '../api/schemas/lead';
import { TextField } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { FormFrame } from './form-frame';
import { CountrySelect } from './country-select';
import { PrivacyConsent } from './privacy-consent';
import { useForm, usePreload, validate, type FormFailure } from './use-form';

const loadActions = lazyModule('token lead form', () => import('./token-lead-form-actions'));

export interface TokenLeadFormProps {
  privacyUrl?: string | undefined;
  headingLevel?: 2 | 3;
  /** Keep the form's own title for screen readers only (a page whose h1 already says it). */
  hideTitle?: boolean;
  /** Leave out the form's introduction (a page whose own text already says what registering brings). */
  hideIntro?: boolean;
  onSuccess?: (data: LeadInput) => void;
  onFailure?: (failure: FormFailure) => void;
}

const fields = ['name', 'email', 'country', 'city', 'privacyConsent'] as const;

/** Sign-up for e-mails about new forests and sale rounds (SPEC's token lead): name, e-mail, country, city, consent. */
export function TokenLeadForm({ privacyUrl, headingLevel = 2, hideTitle = false, hideIntro = false, onSuccess, onFailure }: TokenLeadFormProps) {
  const { t, api } = useForms();
  const id = useId();
  const [done, setDone] = useState<LeadInput | null>(null);
  usePreload(loadActions);
  const form = useForm({
    initial: { name: '', email: '', country: '', city: '', privacyConsent: false },
    parse: async (values) => validate((await loadActions()).leadInputSchema, values, (path) => values[path as keyof typeof values] === ''),
    fallbackErrorKey: 'lead.failed',
    onFailure,
    submit: async (data) => {
      await (await loadActions()).submitLead(api, data);
      setDone(data);
      onSuccess?.(data);
    },
  });
  const fieldId = (name: string) => `${id}-${name}`;
  const label = (name: string) => (name === 'privacyConsent' ? t('forms.privacyConsentShort') : t(`lead.fields.${name}.label`));
  return (
    <FormFrame
      id={id}
      headingLevel={headingLevel}
      title={t('lead.title')}
      hideTitle={hideTitle}
      intro={hideIntro ? null : t('lead.intro')}
      form={form}
      fields={fields}
      label={label}
      submit={t('lead.submit')}
      done={done && { title: t('lead.success.title'), lines: [t('lead.success.text', { email: done.email })] }}
    >
      <TextField
        id={fieldId('name')}
        label={label('name')}
        value={form.values.name}
        onChange={(value) => form.set('name', value)}
        error={form.errors.name}
        autoComplete="name"
      />
      <TextField
        id={fieldId('email')}
        label={label('email')}
        type="email"
        inputMode="email"
        value={form.values.email}
        onChange={(value) => form.set('email', value)}
        error={form.errors.email}
        autoComplete="email"
        spellCheck={false}
      />
      <CountrySelect
        id={fieldId('country')}
        label={label('country')}
        value={form.values.country}
        onChange={(value) => form.set('country', value)}
        error={form.errors.country}
      />
      <TextField
        id={fieldId('city')}
        label={label('city')}
        value={form.values.city}
        onChange={(value) => form.set('city', value)}
        error={form.errors.city}
        autoComplete="address-level2"
      />
      <PrivacyConsent
        id={fieldId('privacyConsent')}
        checked={form.values.privacyConsent}
        onChange={(value) => form.set('privacyConsent', value)}
        error={form.errors.privacyConsent}
        privacyUrl={privacyUrl}
        label={t('lead.consent')}
      />
    </FormFrame>
  );
}
