/** At the buy button: the terms a buyer accepts, and a private buyer's express consent to lose the right of withdrawal. */

import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormCheckbox } from '#portal/lib/form/fields';
import { vatRate } from '#shared/api/money';
import { formatNumber } from '#shared/i18n/format';
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

/**
 * By buying, the buyer accepts the terms; a consumer also reads where the right of withdrawal, given up with the box
 * above, is explained. Heard with the buy button.
 */
export function CheckoutLegal({ id, consumer }: { id: string; consumer: boolean }) {
  const { language } = usePortalText();
  const { config } = useServices();
  const withdrawal = `${localized(language, paths.impressum)}#${withdrawalSection}`;
  return (
    <p id={id} className="checkout__legal">
      <Sentence
        i18nKey={consumer ? 'buy.checkout.legalConsumer' : 'buy.checkout.legal'}
        components={{ terms: <NewTabLink href={config.links.terms} />, withdrawal: <NewTabLink href={withdrawal} /> }}
      />
    </p>
  );
}

/**
 * Under a consumer's cart, one reassuring line: the prices hold German VAT, and the invoice shows it. Why it is German
 * VAT, asked at the moment of paying by a buyer from another country, is answered a press away, closed by default: one
 * rate for every buyer, since SPEC fixes one rate (docs/decisions/0070-vat-named-as-germanys.md).
 */
export function VatNote() {
  const { t, language } = usePortalText();
  const rate = formatNumber(language, vatRate, { style: 'percent' });
  return (
    <div className="checkout__vat-note">
      <p>{t('buy.checkout.vatNote', { rate })}</p>
      <details className="checkout__vat-why">
        <summary>{t('buy.checkout.vatWhy')}</summary>
        <p>{t('buy.checkout.vatWhyText', { rate })}</p>
      </details>
    </div>
  );
}

/**
 * A consumer buys digital content delivered at once: the right of withdrawal ends only with their express consent to
 * delivery before the period ends and their knowing they lose it (Directive 2011/83/EU Art. 16(m), § 356 (5) BGB,
 * § 18 FAGG). So an unticked box in their own words (where the right is explained follows, at the buy button); the
 * schema refuses the buy without it.
 */
export function WithdrawalWaiver<V extends FieldValues & { withdrawalWaiver: boolean }, Out>({
  form,
}: {
  form: Pick<UseFormReturn<V, unknown, Out>, 'control'>;
}) {
  const { t } = usePortalText();
  return <FormCheckbox form={form} name={'withdrawalWaiver' as FieldPath<V>} label={t('buy.checkout.waiver.label')} required />;
}
