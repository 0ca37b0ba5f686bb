import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { errorMessageKey, isApiError } from '#shared/api/errors';
import { v } from '#shared/api/schemas/common';
import type { Project } from '#shared/api/schemas/project';
import type { UtilizeAnswer } from '#shared/api/schemas/transaction';
import type { Profile } from '#shared/api/schemas/user';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import { messageWith } from '#shared/i18n/translate';
import { SelectField } from '#shared/ui/choice-fields';
import { SubmitButton } from '#shared/ui/submit-button';
import { FormCheckbox, FormDecimalField, useFormField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { FieldFailure } from '#shared/forms/field-failure';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { usePortalText } from '#portal/lib/language';
import { openTonnes, tokensNeeded } from '#portal/lib/open-emissions';
import { useRefreshAfterRefusal, useUtilize } from './api/utilize';
import { burnAttempt, burnSnapshot, holderOf, suggestedAmount, type InitialChoice } from './choice';

/** The form's values as typed: the amount is undefined while empty, NaN while it cannot be read. */
interface BurnValues {
  projectId: string;
  amount: number | undefined;
  confirmed: boolean;
}

interface Limits {
  walletTokens: number;
  projects: readonly Project[];
}

/**
 * The burn: a project, whole tokens (at most what the wallet holds and what the project needs) and the confirmation.
 * The limits are read when the form is checked, so a wallet or a list read again meanwhile counts.
 */
const burnSchema = (limits: { current: Limits }) =>
  z
    .object({
      projectId: z.string().check(z.minLength(1, v.required)),
      amount: z.number({ error: v.number }).check(z.int(v.integer), z.positive(v.positive)),
      confirmed: z.literal(true, { error: 'validation.confirmBurn' }),
    })
    .check(
      z.check(
        (payload) => {
          const { walletTokens, projects } = limits.current;
          const { amount, projectId } = payload.value;
          const project = projects.find((candidate) => candidate._id === projectId);
          const max =
            walletTokens > 0 && amount > walletTokens
              ? messageWith('validation.moreThanWallet', { max: walletTokens })
              : project && amount > tokensNeeded(project)
                ? messageWith('validation.moreThanNeeded', { max: tokensNeeded(project) })
                : null;
          if (max) payload.issues.push({ code: 'custom', message: max, input: amount, path: ['amount'] });
        },
        { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'amount' || issue.path?.[0] === 'projectId' || !issue.path?.length) },
      ),
    );

/** Whether a failed burn may still have happened (no answer, an unreadable one, a server fault): its key is kept. */
const outcomeUnknown = (error: unknown) => !isApiError(error) || error.kind !== 'HTTP_ERROR' || (error.status ?? 500) >= 500;

interface CompensateFormProps {
  /** The customer's projects with emissions still open. */
  projects: readonly Project[];
  profile: Profile;
  initial: InitialChoice;
  onBurned: (answer: UtilizeAnswer) => void;
}

/**
 * What a refused burn says (nothing was burned): at the field concerned where there is one; a project that cannot be
 * chosen any more is cleared (`clearProject`).
 */
function refusalOf(error: unknown, clearProject: () => void): unknown {
  if (!isApiError(error)) return error;
  if (error.code === 'BURN_FAILED' && error.field === 'amount') return new FieldFailure('amount', 'compensate.errors.walletChanged');
  if (error.code === 'BURN_FAILED' || error.status === 404 || error.status === 403) {
    clearProject();
    return new FieldFailure('projectId', error.code === 'BURN_FAILED' ? 'compensate.errors.nothingOpen' : 'compensate.errors.projectGone');
  }
  if (error.code === 'IDEMPOTENCY_CONFLICT') return new Error('burn conflict', { cause: error });
  return error;
}

/** The tokens the wallet holds, beside the choice. */
function WalletFigure({ tokens }: { tokens: number }) {
  const { t, language } = usePortalText();
  return (
    <section className="compensate-wallet" aria-labelledby="compensate-wallet-title">
      <h2 id="compensate-wallet-title" className="compensate-wallet__title">
        {t('compensate.wallet.title')}
      </h2>
      <p className="compensate-wallet__figure">
        <span className="compensate-wallet__label">{t('compensate.wallet.available')}:</span>{' '}
        {t('compensate.wallet.tokens', { tokens: formatNumber(language, tokens) })}
      </p>
    </section>
  );
}

/** Choose a project and the tokens, see the certificate's preview, confirm, burn (once per confirmation). */
export function CompensateForm({ projects, profile, initial, onBurned }: CompensateFormProps) {
  const { t, language } = usePortalText();
  const utilize = useUtilize();
  const refresh = useRefreshAfterRefusal();
  const walletTokens = profile.wallet.tokensAvailable;
  const limits = useRef<Limits>({ walletTokens, projects });
  limits.current = { walletTokens, projects };
  const [schema] = useState(() => burnSchema(limits));
  const [uncertain, setUncertain] = useState<string | null>(null);
  // Once burned, no further press may start a new attempt (the old one has ended).
  const burned = useRef(false);
  const defaultValues: BurnValues = { projectId: initial.projectId, amount: initial.amount, confirmed: false };
  const { form, submit, pending, failure } = usePortalForm({
    schema,
    defaultValues,
    fallbackErrorKey: 'errors.burnFailed',
    onSubmit: async ({ projectId, amount }) => {
      if (burned.current) return;
      const input = { projectId, amount };
      setUncertain(null);
      try {
        const answer = await utilize.mutateAsync({ input, idempotencyKey: burnAttempt.keyFor(burnSnapshot(input)) });
        burned.current = true;
        burnAttempt.end();
        onBurned(answer);
      } catch (error) {
        if (outcomeUnknown(error)) {
          // The burn may have happened: the same key goes with the retry, which then answers that burn.
          setUncertain(errorMessageKey(error, 'errors.internal') ?? 'errors.internal');
          throw new Error('burn outcome unknown', { cause: error });
        }
        // The server refused: nothing was burned, the next press is a new attempt against what is read again.
        burnAttempt.end();
        void refresh(projectId);
        throw refusalOf(error, () => form.setValue('projectId', ''));
      }
    },
  });
  useUntickOnNewChoice(form);
  const projectId = form.watch('projectId');
  const amount = form.watch('amount');
  const project = projects.find((candidate) => candidate._id === projectId) ?? null;
  const validAmount =
    project && typeof amount === 'number' && Number.isInteger(amount) && amount > 0 && amount <= walletTokens && amount <= tokensNeeded(project)
      ? amount
      : null;
  const tokens = (value: number) => formatNumber(language, value);
  const labels = {
    projectId: t('compensate.project.label'),
    amount: `${t('compensate.amount.label')} (GFT)`,
    confirmed: t('compensate.confirm.title'),
  };
  return (
    <form className="gft-form compensate-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending ? 'true' : undefined}>
      <FormSummary form={form} failure={failure} labels={labels} />
      {uncertain ? (
        <p className="inline-problem">
          {t(uncertain)} {t('compensate.failure.retrySafe')}
        </p>
      ) : null}
      <fieldset className="gft-fieldset compensate-choice">
        <legend className="gft-legend">{t('compensate.formTitle')}</legend>
        <div className="compensate-choice__fields">
          <ProjectField form={form} projects={projects} walletTokens={walletTokens} label={labels.projectId} />
          <FormDecimalField
            form={form}
            name="amount"
            label={t('compensate.amount.label')}
            unit="GFT"
            hint={project ? t('compensate.amount.hint', { tokens: tokens(tokensNeeded(project)) }) : t('compensate.amount.hintNone')}
          />
        </div>
        <WalletFigure tokens={walletTokens} />
      </fieldset>
      <Preview project={project} amount={validAmount} holder={holderOf(profile.user)} />
      <fieldset className="gft-fieldset compensate-confirm">
        <legend className="gft-legend">{labels.confirmed}</legend>
        <FormCheckbox
          form={form}
          name="confirmed"
          label={
            project && validAmount ? t('compensate.confirm.label', { tokens: tokens(validAmount), name: project.name }) : t('compensate.confirm.labelNone')
          }
        />
        <div className="form-actions">
          <SubmitButton pending={pending} pendingLabel={t('compensate.confirm.pending')}>
            {validAmount ? t('compensate.confirm.submit', { tokens: tokens(validAmount) }) : t('compensate.confirm.submitNone')}
          </SubmitButton>
        </div>
        <p role="status" className="meta-line">
          {pending ? t('compensate.confirm.pending') : null}
        </p>
      </fieldset>
    </form>
  );
}

type BurnForm = ReturnType<typeof usePortalForm<ReturnType<typeof burnSchema>, BurnValues>>['form'];

/** A changed choice needs its own confirmation: the box is unticked whenever the project or the amount changes. */
function useUntickOnNewChoice(form: BurnForm) {
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if ((name === 'projectId' || name === 'amount') && values.confirmed) form.setValue('confirmed', false);
    });
    return () => watching.unsubscribe();
  }, [form]);
}

/** The open projects; choosing one fills in what it still needs (at most the wallet). */
function ProjectField({ form, projects, walletTokens, label }: { form: BurnForm; projects: readonly Project[]; walletTokens: number; label: string }) {
  const { t, language } = usePortalText();
  const { id, value, onChange, error } = useFormField(form, 'projectId');
  const chosen = projects.find((project) => project._id === value);
  // An option holds the name alone: with its tonnes a phone's closed select cut it off. The chosen project's tonnes
  // stand below the select, as its hint.
  return (
    <SelectField
      id={id}
      label={label}
      hint={chosen ? t('compensate.project.open', { open: formatTonnes(language, openTonnes(chosen)) }) : t('compensate.project.hint')}
      value={typeof value === 'string' ? value : ''}
      placeholder={t('compensate.project.choose')}
      options={projects.map((project) => ({ value: project._id, label: project.name }))}
      error={error}
      onChange={(next) => {
        onChange(next);
        const chosen = projects.find((project) => project._id === next);
        form.setValue('amount', chosen ? suggestedAmount(chosen, walletTokens) : undefined, { shouldValidate: form.formState.isSubmitted });
      }}
    />
  );
}

/** A date that never breaks inside ("Jan 1, 2026" stays on one line); a range may break between its two dates only. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** What the certificate will say: holder, project, period, tonnes, date; and whether this burn completes the project. */
function Preview({ project, amount, holder }: { project: Project | null; amount: number | null; holder: string }) {
  const { t, language } = usePortalText();
  if (!project || !amount) {
    return (
      <section className="compensate-preview" aria-labelledby="compensate-preview-title">
        <h2 id="compensate-preview-title">{t('compensate.preview.title')}</h2>
        <p>{t('compensate.preview.incomplete')}</p>
      </section>
    );
  }
  const compensated = project.co2Compensation + amount;
  if (compensated < project.co2Emissions) return <Progress project={project} amount={amount} compensated={compensated} />;
  return (
    <section className="compensate-preview" aria-labelledby="compensate-preview-title">
      <h2 id="compensate-preview-title">{t('compensate.preview.title')}</h2>
      <p>{t('compensate.preview.intro')}</p>
      <dl className="project-figures compensate-preview__figures">
        <div>
          <dt>{t('compensate.preview.holder')}</dt>
          <dd>{holder}</dd>
        </div>
        {/* In the certificate's order: the tonnes assigned first, then the emissions reported as what they were
            assigned to, which names the project (never the two as an equation, which reads as emissions undone:
            issue 41), the period, the date and the tokens. */}
        <div>
          <dt>{t('compensate.preview.compensated')}</dt>
          <dd>{formatTonnes(language, compensated)}</dd>
        </div>
        <div>
          <dt>{t('compensate.preview.assignedFor')}</dt>
          <dd>
            {t('compensate.preview.assignedForValue', {
              emitted: `${formatNumber(language, project.co2Emissions, { maximumFractionDigits: 3 })}\u00a0t`,
              project: project.name,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('compensate.preview.period')}</dt>
          <dd className="date-range">
            {t('compensate.preview.periodValue', {
              start: unbroken(formatDate(language, project.compensationPeriod.startDate)),
              end: unbroken(formatDate(language, project.compensationPeriod.endDate)),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('compensate.preview.date')}</dt>
          <dd className="nowrap">{formatDate(language, new Date())}</dd>
        </div>
        <div>
          <dt>{t('compensate.preview.tokens')}</dt>
          <dd>{t('compensate.preview.tokensValue', { tokens: formatNumber(language, amount), tonnes: formatTonnes(language, amount) })}</dd>
        </div>
      </dl>
      <p className="compensate-preview__outcome">{t('compensate.preview.full')}</p>
    </section>
  );
}

/**
 * A compensation that leaves tonnes unassigned issues no certificate yet: the project's progress instead of a
 * certificate's mock-up, whose figures no certificate would carry.
 */
function Progress({ project, amount, compensated }: { project: Project; amount: number; compensated: number }) {
  const { t, language } = usePortalText();
  const stillOpen = Math.max(0, Math.round((project.co2Emissions - compensated) * 1000) / 1000);
  return (
    <section className="compensate-preview" aria-labelledby="compensate-preview-title">
      <h2 id="compensate-preview-title">{t('compensate.preview.titlePartial')}</h2>
      <meter className="coverage__bar" min={0} max={project.co2Emissions} value={compensated} aria-hidden="true" />
      <p className="compensate-preview__outcome">
        {t('compensate.preview.progress', {
          compensated: formatNumber(language, compensated, { maximumFractionDigits: 3 }),
          emissions: formatTonnes(language, project.co2Emissions),
        })}
      </p>
      <dl className="project-figures compensate-preview__figures">
        <div>
          <dt>{t('compensate.preview.project')}</dt>
          <dd>{project.name}</dd>
        </div>
        <div>
          <dt>{t('compensate.preview.tokens')}</dt>
          <dd>{t('compensate.preview.tokensValue', { tokens: formatNumber(language, amount), tonnes: formatTonnes(language, amount) })}</dd>
        </div>
        <div>
          <dt>{t('compensate.preview.open')}</dt>
          <dd>{formatTonnes(language, stillOpen)}</dd>
        </div>
      </dl>
    </section>
  );
}
