import { useId, useState } from 'react';
import { textLimits } from '../api/constants';
import { lazyModule } from '../api/lazy-module';
import type { SupportEmailInput } from '../api/schemas/support';
import { CheckboxField } from '../ui/choice-fields';
import { TextField } from '../ui/fields';
import { useForms } from '../ui/forms-context';
import { FormFrame } from './form-frame';
import { PrivacyLink } from './privacy-consent';
import { useForm, usePreload, validate, type FormFailure } from './use-form';

const loadActions = lazyModule('contact form', () => import('./contact-form-actions'));

export interface ContactFormProps {
  headingLevel?: 2 | 3;
  /** Keep the form's own title for screen readers only (a page whose h1 already says it). */
  hideTitle?: boolean;
  /** The privacy policy, linked in the note above the submit button. */
  privacyUrl?: string | undefined;
  onSuccess?: (data: SupportEmailInput) => void;
  onFailure?: (failure: FormFailure) => void;
}

const fields = ['firstName', 'lastName', 'email', 'message'] as const;

/** Contact request: first name, last name, e-mail, message, news option, a note on privacy; sent through /support/sendEmail. */
export function ContactForm({ headingLevel = 2, hideTitle = false, privacyUrl, onSuccess, onFailure }: ContactFormProps) {
  const { t, api } = useForms();
  const id = useId();
  const [done, setDone] = useState<SupportEmailInput | null>(null);
  usePreload(loadActions);
  const form = useForm({
    initial: { firstName: '', lastName: '', email: '', message: '', news: false },
    parse: async (values) => validate((await loadActions()).supportEmailInputSchema, values, (path) => values[path as keyof typeof values] === ''),
    fallbackErrorKey: 'errors.supportEmailFailed',
    onFailure,
    submit: async (data) => {
      await (await loadActions()).sendSupportEmail(api, data);
      setDone(data);
      onSuccess?.(data);
    },
  });
  const fieldId = (name: string) => `${id}-${name}`;
  const label = (name: string) => t(`contact.fields.${name}.label`);
  const sent = done && { title: t('contact.success.title'), lines: [t('success.supportEmailSent'), t('contact.success.text', { email: done.email })] };
  return (
    <FormFrame
      id={id}
      headingLevel={headingLevel}
      title={t('contact.title')}
      hideTitle={hideTitle}
      intro={t('contact.intro')}
      form={form}
      fields={fields}
      label={label}
      submit={t('contact.submit')}
      done={sent}
    >
      <div className="gft-row">
        <TextField
          id={fieldId('firstName')}
          label={label('firstName')}
          value={form.values.firstName}
          onChange={(value) => form.set('firstName', value)}
          error={form.errors.firstName}
          autoComplete="given-name"
        />
        <TextField
          id={fieldId('lastName')}
          label={label('lastName')}
          value={form.values.lastName}
          onChange={(value) => form.set('lastName', value)}
          error={form.errors.lastName}
          autoComplete="family-name"
        />
      </div>
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
      <TextField
        id={fieldId('message')}
        label={label('message')}
        multiline
        maxLength={textLimits.message}
        value={form.values.message}
        onChange={(value) => form.set('message', value)}
        error={form.errors.message}
      />
      <CheckboxField id={fieldId('news')} label={label('news')} checked={form.values.news} onChange={(value) => form.set('news', value)} />
      {/* What is done with the message, before it is sent: no consent to tick, since answering is what was asked for. */}
      <p className="gft-hint gft-privacy-note" part="hint">
        {t('contact.privacyNote')} <PrivacyLink privacyUrl={privacyUrl} />
      </p>
    </FormFrame>
  );
}
