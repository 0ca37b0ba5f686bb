import { transactionTimeZone, type Transaction } from '#shared/api/schemas/transaction';
import { safeUrl } from '#shared/api/url';
import { formatDate } from '#shared/i18n/format';
import { usePortalText } from '#portal/lib/language';

/** A transaction's date as the provider's day (the days the filters name), with the instant for machines. */
export function TransactionDate({ date, withTime = false }: { date: string; withTime?: boolean }) {
  const { language } = usePortalText();
  return <time dateTime={date}>{formatDate(language, date, { time: withTime, timeZone: transactionTimeZone })}</time>;
}

/** `0x1a2b…9f0e`: enough of a register id to recognise it in a table. */
const shortId = (id: string) => (id.length > 14 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id);

/** The transaction's id, linking to its page on the public register when the API names one. */
export function RegisterLink({ transaction, short = false }: { transaction: Transaction; short?: boolean }) {
  const { t } = usePortalText();
  const href = safeUrl(transaction.blockchainUrl, true);
  const shown = short ? shortId(transaction.transactionId) : transaction.transactionId;
  if (!href) return <span className="transaction-id">{shown}</span>;
  return (
    <a className="transaction-id" href={href} rel="noopener">
      {shown}
      <span className="visually-hidden">
        {' '}
        {t('transactions.register.label')} {t('nav.external')}
      </span>
    </a>
  );
}
