import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Transaction } from '#shared/api/schemas/transaction';
import { safeUrl } from '#shared/api/url';
import { formatDate } from '#shared/i18n/format';
import { selectContents, useCopy } from '#portal/lib/copy-text';
import { usePortalText } from '#portal/lib/language';
import { TechnicalProof } from '#portal/lib/technical-proof';

/**
 * A transaction's date as the provider's day (the days the filters name), with the instant for machines; never broken
 * inside. With the time, the time is a line of its own below the day (a tile stays narrow, and nothing breaks at "um").
 */
export function TransactionDate({ date, withTime = false }: { date: string; withTime?: boolean }) {
  const { language } = usePortalText();
  if (!withTime) {
    return (
      <time dateTime={date} className="nowrap">
        {formatDate(language, date)}
      </time>
    );
  }
  return (
    <time dateTime={date} className="date-time">
      <span className="nowrap">{formatDate(language, date)}</span>{' '}
      <span className="date-time__time nowrap">{formatDate(language, date, { time: 'only' })}</span>
    </time>
  );
}

/** `0x1a2b…9f0e`: enough of a register id to recognise it in a table. */
const shortId = (id: string) => (id.length > 14 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id);

/** The transaction's id, linking to its page on the public register when the API names one. */
function RegisterLink({ transaction, short = false }: { transaction: Transaction; short?: boolean }) {
  const { t } = usePortalText();
  const href = safeUrl(transaction.blockchainUrl, true);
  const id = transaction.transactionId;
  const shown = short ? shortId(id) : id;
  // Shortened, the whole id is its title (a pointer shows it) and what the copy button copies.
  const title = shown === id ? undefined : id;
  if (!href) {
    return (
      <span className="transaction-id" title={title}>
        {shown}
      </span>
    );
  }
  return (
    <a className="transaction-id" href={href} rel="noopener" title={title}>
      {shown}
      <span className="visually-hidden">
        {' '}
        {t('transactions.register.label')} {t('nav.external')}
      </span>
    </a>
  );
}

/** The register id (shortened in a table) with a button that copies the whole id; where the browser refuses, the whole id is shown, selected. */
export function CopyRegisterId({ transaction, short = false }: { transaction: Transaction; short?: boolean }) {
  const { t } = usePortalText();
  const full = useRef<HTMLElement>(null);
  // Refused: the whole id is shown in the message, then selected (again at each refusal).
  const [refusals, setRefusals] = useState(0);
  const { state, copy } = useCopy(transaction.transactionId, () => setRefusals((count) => count + 1));
  useEffect(() => {
    if (refusals > 0) selectContents(full.current);
  }, [refusals]);
  return (
    <span className={short ? 'short-id' : 'short-id short-id--full'}>
      <span className="short-id__row">
        <RegisterLink transaction={transaction} short={short} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('transactions.register.copy', { number: transaction.number })}
          title={t('transactions.register.copyTitle')}
          onClick={() => void copy()}
        >
          {state === 'copied' ? <Check className="icon" aria-hidden="true" /> : <Copy className="icon" aria-hidden="true" />}
        </button>
      </span>
      <span role="status" className={state === 'failed' ? 'short-id__refused' : 'visually-hidden'}>
        {state === 'copied' ? t('transactions.register.copied') : null}
        {state === 'failed' ? (
          <>
            {t('transactions.register.refused')}{' '}
            <code className="transaction-id" ref={full}>
              {transaction.transactionId}
            </code>
          </>
        ) : null}
      </span>
    </span>
  );
}

/**
 * The transaction's raw ids behind the customer area's one "technical proof" disclosure: a bookkeeper reads the number,
 * the date and the order number; the 0x… register id and a charge's payment id are proof for whoever checks them. In
 * the list its summary is short (the column's header says "technical proof") and names the transaction for a screen
 * reader.
 */
export function TransactionProof({ transaction, short = false }: { transaction: Transaction; short?: boolean }) {
  const { t } = usePortalText();
  const summary = short ? (
    <>
      {t('transactions.proof.short')}
      <span className="visually-hidden"> {t('transactions.proof.of', { number: transaction.number })}</span>
    </>
  ) : (
    t(transaction.paymentId ? 'transactions.proof.summaryCharge' : 'transactions.proof.summary')
  );
  return (
    <TechnicalProof summary={summary} className={short ? 'technical-proof--short' : undefined}>
      {short ? (
        <CopyRegisterId transaction={transaction} short />
      ) : (
        <dl className="facts">
          <div className="facts__wide">
            <dt>{t('transactions.proof.transactionId')}</dt>
            <dd>
              <CopyRegisterId transaction={transaction} />
            </dd>
          </div>
          {transaction.paymentId ? (
            <div className="facts__wide">
              <dt>{t('transactions.proof.paymentId')}</dt>
              <dd>
                <code className="transaction-id">{transaction.paymentId}</code>
              </dd>
            </div>
          ) : null}
        </dl>
      )}
    </TechnicalProof>
  );
}
