import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessageKey } from '#shared/api/errors';
import type { Payment } from '#shared/api/schemas/purchase';
import type { Transaction } from '#shared/api/schemas/transaction';
import { formatEuro, formatNumber, formatTonnes } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { CertificateDownload } from '#portal/lib/certificate-download';
import { isMissingCertificate, useCertificateStatus } from '#portal/lib/certificate-status';
import { useDownloadInvoice } from '#portal/lib/invoice-download';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { LoadProblem, QueryState } from '#portal/lib/load-problem';
import { useTexts } from '#portal/lib/locales';
import { priceViewOf, shownLineAmounts, shownTokenPrice } from '#portal/lib/prices';
import { useSession } from '#portal/lib/session-guards';
import { isMissing, useChargePayment, useTransaction } from './api/get-transaction';
import { TransactionProof, TransactionDate } from './transaction-parts';
import './transactions.css';

/** `/dashboard/transactions/:id`: one transaction; a charge with its payment and invoice, a compensation with its certificate. */
export function TransactionPage() {
  const { language } = usePortalText();
  useTexts('transactions', language);
  const id = useParams().id ?? '';
  return <TransactionDetail key={id} id={id} />;
}

/** The way back to the list, with the filters and page it was opened from. */
function BackLink() {
  const { t, language } = usePortalText();
  const from = (useLocation().state as { listSearch?: unknown } | null)?.listSearch;
  const search = typeof from === 'string' && from.startsWith('?') ? from : '';
  return (
    <p className="back-link">
      <Link to={`${localized(language, paths.transactions)}${search}`}>{t('transactions.detail.back')}</Link>
    </p>
  );
}

function TransactionDetail({ id }: { id: string }) {
  const { t } = usePortalText();
  const query = useTransaction(id);
  const transaction = query.data?.transaction;
  const missing = query.isError && isMissing(query.error);
  usePageMeta(
    transaction ? `transactions.detail.${transaction.type}` : missing ? 'transactions.detail.notFound' : 'transactions.detail.loading',
    transaction ? { number: String(transaction.number) } : undefined,
  );
  if (transaction) return <TransactionView transaction={transaction} />;
  if (missing) {
    return (
      <article className="page">
        <h1>{t('transactions.detail.notFound.h1')}</h1>
        <p>{t('transactions.detail.notFound.text')}</p>
        <BackLink />
      </article>
    );
  }
  return (
    <article className="page">
      <h1>{t('transactions.detail.loading.h1')}</h1>
      {query.isError ? (
        <LoadProblem query={query} />
      ) : (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
      <BackLink />
    </article>
  );
}

/**
 * A transaction: its heading says what it is (a charge, a compensation) and its number; the tiles, an even grid, what
 * the heading does not: when, how many tokens, for a compensation the project and the tonnes; then the register id,
 * behind its "technical proof" disclosure (proof for an auditor, not a reference for a bookkeeper).
 */
function TransactionView({ transaction }: { transaction: Transaction }) {
  const { t, language } = usePortalText();
  const charge = transaction.type === 'charge';
  return (
    <article className="page page--wide transaction-detail">
      <BackLink />
      <h1>{t(`transactions.detail.${transaction.type}.h1`, { number: transaction.number })}</h1>
      <dl className="facts">
        <div>
          <dt>{t('transactions.columns.date')}</dt>
          <dd>
            <TransactionDate date={transaction.date} withTime />
          </dd>
        </div>
        <div>
          <dt>{charge ? t('transactions.detail.tokensAdded') : t('transactions.detail.tokensBurned')}</dt>
          <dd>{t('transactions.detail.tokens', { count: transaction.totalAdded, tokens: formatNumber(language, transaction.totalAdded) })}</dd>
        </div>
        {/* A purchase's human references: its order's number, and its invoice's once paid (a series of its own). Its payment id is technical proof. */}
        {charge && transaction.orderNumber ? (
          <div>
            <dt>{t('transactions.payment.orderNumber')}</dt>
            <dd>{transaction.orderNumber}</dd>
          </div>
        ) : null}
        {charge && transaction.invoiceNumber ? (
          <div>
            <dt>{t('transactions.payment.invoiceNumber')}</dt>
            <dd>{transaction.invoiceNumber}</dd>
          </div>
        ) : null}
        {charge ? null : (
          <>
            <div>
              <dt>{t('transactions.columns.project')}</dt>
              <dd>
                {transaction.projectId ? (
                  <Link to={localized(language, paramPaths.project.href({ id: transaction.projectId }))}>
                    {transaction.projectName ?? transaction.projectId}
                  </Link>
                ) : (
                  (transaction.projectName ?? '–')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('transactions.compensation.tonnes')}</dt>
              <dd>{formatTonnes(language, transaction.totalAdded)}</dd>
            </div>
          </>
        )}
      </dl>
      <TransactionProof transaction={transaction} />
      {charge ? <ChargePayment transaction={transaction} /> : <Compensation transaction={transaction} />}
    </article>
  );
}

function ChargePayment({ transaction }: { transaction: Transaction }) {
  const { t } = usePortalText();
  const payment = useChargePayment(transaction.paymentId);
  return (
    <section className="text-section" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('transactions.payment.title')}</h2>
      {transaction.paymentId === null || (payment.isError && isMissing(payment.error)) ? (
        <p>{t('transactions.payment.none')}</p>
      ) : (
        <QueryState query={payment}>{({ payment: found }) => <PaymentFacts payment={found} />}</QueryState>
      )}
    </section>
  );
}

function PaymentFacts({ payment }: { payment: Payment }) {
  const { t, language } = usePortalText();
  const euro = (value: number) => formatEuro(language, value);
  // The lines on the basis the cart showed them (with VAT for a consumer, net for a business), the headers saying which.
  const view = priceViewOf(useSession());
  // Worked out at the payment's own VAT rate, which its answer carries.
  const amounts = shownLineAmounts({ lines: payment.items }, view, payment.vatRate);
  const basis = t(view === 'net' ? 'transactions.columns.net' : 'transactions.columns.gross');
  return (
    <>
      <table className="data-table payment-lines">
        <caption className="visually-hidden">{t('transactions.payment.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions.payment.forest')}</th>
            <th scope="col" className="numeric">
              {t('transactions.payment.quantity')}
            </th>
            <th scope="col" className="numeric">
              {t('transactions.payment.priceEach')} <span className="table-qualifier">{basis}</span>
            </th>
            <th scope="col" className="numeric">
              {t('transactions.payment.amount')} <span className="table-qualifier">{basis}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payment.items.map((item, index) => (
            <tr key={item.productId}>
              <th scope="row">{item.productName}</th>
              <td className="numeric" data-label={t('transactions.payment.quantity')}>
                {formatNumber(language, item.quantity)}
              </td>
              <td className="numeric" data-label={`${t('transactions.payment.priceEach')} ${basis}`}>
                {euro(shownTokenPrice(item.priceEach, view, payment.vatRate))}
              </td>
              <td className="numeric" data-label={`${t('transactions.payment.amount')} ${basis}`}>
                {euro(amounts[index] ?? item.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="payment-figures">
        <div>
          <dt>{t('transactions.payment.net')}</dt>
          <dd>{euro(payment.net)}</dd>
        </div>
        <div>
          <dt>{t('transactions.payment.vat', { rate: formatNumber(language, payment.vatRate, { style: 'percent' }) })}</dt>
          <dd>{euro(payment.vat)}</dd>
        </div>
        {/* A contribution not given has no line, as on the return page and the invoice. */}
        {payment.adminDonation > 0 ? (
          <div>
            <dt>{t('transactions.payment.donation')}</dt>
            <dd>{euro(payment.adminDonation)}</dd>
          </div>
        ) : null}
        <div className="payment-figures__total">
          <dt>{t('transactions.payment.total')}</dt>
          <dd>{euro(payment.total)}</dd>
        </div>
        <div>
          <dt>{t('transactions.payment.card')}</dt>
          <dd>
            {payment.card ? t('transactions.payment.cardValue', { brand: payment.card.brand, last4: payment.card.last4 }) : t('transactions.payment.noCard')}
          </dd>
        </div>
        <div>
          <dt>{t('transactions.payment.status')}</dt>
          <dd>{t(`transactions.payment.statuses.${payment.status}`)}</dd>
        </div>
      </dl>
      {payment.status === 'succeeded' && payment.invoiceNumber ? <InvoiceDownload payment={payment} invoiceNumber={payment.invoiceNumber} /> : null}
    </>
  );
}

function InvoiceDownload({ payment, invoiceNumber }: { payment: Payment; invoiceNumber: string }) {
  const { t } = usePortalText();
  const download = useDownloadInvoice();
  const messageId = useId();
  const failure = download.isError ? (errorMessageKey(download.error, 'transactions.payment.invoiceFailed') ?? 'transactions.payment.invoiceFailed') : null;
  return (
    <p className="form-actions">
      <button
        type="button"
        className="button button--ghost"
        aria-busy={download.isPending || undefined}
        aria-describedby={failure ? messageId : undefined}
        onClick={() => !download.isPending && download.mutate({ id: payment._id, fileName: `${invoiceNumber}.pdf` })}
      >
        {download.isPending ? t('transactions.payment.invoiceRunning') : t('transactions.payment.invoice', { number: invoiceNumber })}
      </button>
      {failure ? (
        <span className="inline-problem" id={messageId} role="alert">
          {t(failure)}
        </span>
      ) : null}
    </p>
  );
}

/** A compensation's certificate (its project and tonnes are among the tiles above). */
function Compensation({ transaction }: { transaction: Transaction }) {
  const { t } = usePortalText();
  return (
    <section className="text-section" aria-labelledby="certificate-title">
      <h2 id="certificate-title">{t('transactions.certificate.title')}</h2>
      {transaction.certificateId ? <Certificate id={transaction.certificateId} /> : <p>{t('transactions.certificate.none')}</p>}
    </section>
  );
}

/** The compensation's certificate: its state (followed until ready), its page, and its PDF once it is ready. */
function Certificate({ id }: { id: string }) {
  const { t, language } = usePortalText();
  const status = useCertificateStatus(id);
  return (
    <div className="certificate-state">
      {status.isError && isMissingCertificate(status.error) ? (
        <p>{t('transactions.certificate.missing', { id })}</p>
      ) : (
        <QueryState query={status}>
          {(answer) =>
            answer.stage === 'ready' || answer.stage === 'expired' || answer.stage === 'superseded' ? (
              <>
                <p>{t(`transactions.certificate.${answer.stage === 'ready' ? 'valid' : answer.stage}`, { id, by: answer.supersededBy ?? '' })}</p>
                {answer.stage === 'superseded' && answer.supersededBy ? (
                  <p>
                    <Link className="text-link" to={localized(language, paramPaths.certificate.href({ id: answer.supersededBy }))}>
                      {t('transactions.certificate.open', { id: answer.supersededBy })}
                    </Link>
                  </p>
                ) : null}
                <p className="form-actions">
                  <CertificateDownload id={id} />
                </p>
              </>
            ) : (
              <p role="status">{t('transactions.certificate.pending', { id })}</p>
            )
          }
        </QueryState>
      )}
      <p>
        <Link className="text-link" to={localized(language, paramPaths.certificate.href({ id }))}>
          {t('transactions.certificate.open', { id })}
        </Link>
      </p>
    </div>
  );
}
