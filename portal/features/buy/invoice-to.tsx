/** Whom the invoice will name, in the checkout, with the way to change it before buying. */

import { Link } from 'react-router-dom';
import type { User } from '#shared/api/schemas/user';
import { usePortalText, type PortalText } from '#portal/lib/language';
import { localized, paths } from '#portal/lib/paths';
import { SkeletonLine } from '#portal/lib/skeleton';
import { useProfile } from '#portal/lib/use-profile';

/**
 * "Rechnung an: …" / "Billed to: …" as the invoice will read it (demo/sandbox/invoice-pdf.ts): a business's company
 * and its VAT ID, a private buyer's name. From the profile, not the session: a change made in the profile shows here
 * at once. While the profile loads, a line holds its place; should it fail, the card's choice says so.
 */
export function InvoiceTo() {
  const { t, language } = usePortalText();
  const profile = useProfile();
  const user = profile.data?.profile.user;
  if (!user) {
    return profile.isError ? null : (
      <p className="checkout__invoice-to" aria-hidden="true">
        <SkeletonLine width="long" />
      </p>
    );
  }
  return (
    <p className="checkout__invoice-to">
      {invoiceToLine(user, t)}{' '}
      <Link className="text-link" to={localized(language, paths.profile)}>
        {t('buy.checkout.invoiceTo.change')}
      </Link>
    </p>
  );
}

/** The addressee's line: a business by its company (with its VAT ID when it gave one), anyone else by name. */
function invoiceToLine(user: User, t: PortalText['t']): string {
  if (user.userType === 'business' && user.companyName) {
    return user.taxID
      ? t('buy.checkout.invoiceTo.business', { company: user.companyName, taxID: user.taxID })
      : t('buy.checkout.invoiceTo.person', { name: user.companyName });
  }
  return t('buy.checkout.invoiceTo.person', { name: `${user.name} ${user.lastName}`.trim() });
}
