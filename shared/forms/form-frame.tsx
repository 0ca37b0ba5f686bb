import type { ReactNode } from 'react';
import { ErrorSummary } from '../ui/error-summary';
import { SubmitButton } from '../ui/submit-button';
import { useForms } from '../ui/forms-context';
import type { FormController } from './use-form';

export interface FormFrameProps {
  /** The form's `useId`: its heading is `${id}-title`, each field `${id}-${name}`. */
  id: string;
  headingLevel: 2 | 3;
  title: string;
  /** The heading for screen readers only (a page whose own heading already names the form). */
  hideTitle: boolean;
  /** The line under the heading, or null for none. */
  intro: string | null;
  /** Any form's controller: the frame reads only its submit state and summary. */
  form: Pick<FormController<Record<string, unknown>>, 'handleSubmit' | 'pending' | 'failures' | 'summary'>;
  /** The fields in the order the error summary lists them, each with its label. */
  fields: readonly string[];
  label: (name: string) => string;
  submit: string;
  /** Once sent: the success panel's title and lines, in place of the form. */
  done: { title: string; lines: string[] } | null;
  children: ReactNode;
}

/**
 * The frame the one-page forms share (contact, news sign-up): the section and its heading, the intro, the form with
 * its error summary first and its submit button last, and, once sent, the success panel that takes the form's place
 * under the same heading id. Each form brings its own fields.
 */
export function FormFrame({ id, headingLevel, title, hideTitle, intro, form, fields, label, submit, done, children }: FormFrameProps) {
  const { t } = useForms();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (done) {
    return (
      <section className="gft-form-wrap" aria-labelledby={`${id}-title`}>
        <div className="gft-success" role="status" part="success">
          <Heading className="gft-title" id={`${id}-title`} part="heading">
            {done.title}
          </Heading>
          {done.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className="gft-form-wrap" aria-labelledby={`${id}-title`}>
      <Heading className={hideTitle ? 'gft-title gft-visually-hidden' : 'gft-title'} id={`${id}-title`} part="heading">
        {title}
      </Heading>
      {intro === null ? null : <p className="gft-intro">{intro}</p>}
      <form className="gft-form" noValidate onSubmit={form.handleSubmit} part="form" aria-busy={form.pending ? 'true' : undefined}>
        <ErrorSummary
          items={form.summary(Object.fromEntries(fields.map((name) => [name, { id: `${id}-${name}`, label: label(name) }])))}
          focusKey={form.failures}
        />
        {children}
        <SubmitButton pending={form.pending} pendingLabel={t('forms.sending')}>
          {submit}
        </SubmitButton>
      </form>
    </section>
  );
}
