/** At the buy button: the terms a buyer accepts, and a private buyer's express consent to lose the right of withdrawal. */

import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormCheckbox } from '#portal/lib/form/fields';
import { localized, paths } from '#portal/lib/paths';
import { usePortalText } from '#portal/lib/language';
import { Sentence } from '#portal/lib/sentence';
import { useServices } from '#portal/lib/services';

/** Where the imprint page explains the right of withdrawal (its section's id, portal/features/public/text-pages.tsx). */
const withdrawalSection = 'withdrawal';

/**
 * A link that opens in a new tab, so the checkout (its cart and choices) stays where it is; an arrow to see, the
 * words to hear. Trans gives it the sentence's words as children.
 */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = usePortalText();
  return (
    <a className="text-link" href={href} target="_blank" rel="noopener noreferrer">
      {children} <span aria-hidden="true">↗</span>
      <span className="visually-hidden">{t('forms.opensInNewTab')}</span>
    </a>
  );
}

/** By buying, the buyer accepts the terms (a private buyer's consent about the withdrawal is a box of its own). */
export function CheckoutLegal({ id }: { id: string }) {
  const { config } = useServices();
  return (
    <p id={id} className="checkout__legal">
      <Sentence i18nKey="buy.checkout.legal" components={{ terms: <NewTabLink href={config.links.terms} /> }} />
    </p>
  );
}

/**
 * A consumer buys digital content delivered at once: the right of withdrawal ends only with their express consent to
 * delivery before the period ends and their knowing they lose it (Directive 2011/83/EU Art. 16(m), § 356 (5) BGB,
 * § 18 FAGG). So an unticked box in their own words, with where the right is explained; the schema refuses the buy
 * without it.
 */
export function WithdrawalWaiver<V extends FieldValues & { withdrawalWaiver: boolean }, Out>({
  form,
}: {
  form: Pick<UseFormReturn<V, unknown, Out>, 'control'>;
}) {
  const { t, language } = usePortalText();
  const withdrawal = `${localized(language, paths.impressum)}#${withdrawalSection}`;
  return (
    <FormCheckbox
      form={form}
      name={'withdrawalWaiver' as FieldPath<V>}
      label={t('buy.checkout.waiver.label')}
      required
      hint={<NewTabLink href={withdrawal}>{t('buy.checkout.waiver.link')}</NewTabLink>}
    />
  );
}
