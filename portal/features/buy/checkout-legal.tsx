/** The line at the buy button: the terms a buyer accepts, and for a private buyer the right of withdrawal and its end. */

import type { ReactNode } from 'react';
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
 * By buying, the buyer accepts the terms. A private buyer (a consumer) also agrees that the tokens are delivered at
 * once and knows that the right of withdrawal then ends: said before the press, with where it is explained. A business
 * has no right of withdrawal to give up.
 */
export function CheckoutLegal({ id, consumer }: { id: string; consumer: boolean }) {
  const { language } = usePortalText();
  const { config } = useServices();
  const withdrawal = `${localized(language, paths.impressum)}#${withdrawalSection}`;
  return (
    <p id={id} className="checkout__legal">
      <Sentence
        i18nKey={consumer ? 'buy.checkout.legalPrivate' : 'buy.checkout.legalBusiness'}
        components={{ terms: <NewTabLink href={config.links.terms} />, withdrawal: <NewTabLink href={withdrawal} /> }}
      />
    </p>
  );
}
