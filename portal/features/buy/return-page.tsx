import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forgetPendingProject, readPendingProject } from '#portal/lib/calculation';
import type { Payment } from '#shared/api/schemas/purchase';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { cart, endAttempt } from '#portal/lib/cart';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { Sentence } from '#portal/lib/sentence';
import { useTexts } from '#portal/lib/locales';
import { Loaded } from '#portal/lib/queries';
import { useDownloadInvoice } from '#portal/lib/invoice-download';
import { grossLineAmounts, grossSum, priceViewOf, shownTokenPrice } from '#portal/lib/prices';
import { useSession } from '#portal/lib/session-guards';
import { TechnicalProof } from '#portal/lib/technical-proof';
import { usePayment } from './api/get-payment';
import { clearChoices } from './checkout-choices';
import './return-page.css';

/**
 * Where the payment page sends the buyer back: the payment as the API has it (the URL's `status` is never read), so
 * a reload, the back button or opening it twice only reads again. Each outcome has its own heading, icon and colour.
 */
export function BuyReturnPage() {
  const { t, language } = usePortalText();
  useTexts('buy', language);
  usePageMeta('buy.return');
  const id = useSearchParams()[0].get('payment');
  return (
    <article className="page payment-return">
      {id ? (
        <PaymentState id={id} />
      ) : (
        <>
          <h1>{t('buy.return.h1')}</h1>
          <p>
            <Sentence i18nKey="buy.return.noPayment" components={{ a: <Link className="text-link" to={localized(language, paths.buy)} /> }} />
          </p>
        </>
      )}
    </article>
  );
}

function PaymentState({ id }: { id: string }) {
  const { t } = usePortalText();
  const { query, timedOut } = usePayment(id);
  if (query.data) return <Settled payment={query.data.payment} timedOut={timedOut} onCheck={() => void query.refetch()} />;
  return (
    <>
      <h1>{t('buy.return.h1')}</h1>
      <Loaded query={query}>{() => null}</Loaded>
    </>
  );
}

type Outcome = 'succeeded' | 'failed' | 'pending';
const outcomeIcons = { succeeded: CircleCheck, failed: CircleX, pending: Clock } as const;

/** The outcome's heading with its icon (the words say it; the icon and colour only repeat them). */
function OutcomeHeading({ outcome, children }: { outcome: Outcome; children: string }) {
  const Icon = outcomeIcons[outcome];
  return (
    <div className={`outcome-heading outcome-heading--${outcome}`}>
      <span className="outcome-heading__icon" aria-hidden="true">
        <Icon />
      </span>
      <h1>{children}</h1>
    </div>
  );
}

function Settled({ payment, timedOut, onCheck }: { payment: Payment; timedOut: boolean; onCheck: () => void }) {
  const { t, language } = usePortalText();
  const [pending] = useState(readPendingProject);
  // A settled payment ends its checkout attempt: a retry is a new payment with a new key; a paid cart is emptied, and
  // its choices (donation, card) go with it. A failed payment keeps both for the retry.
  useEffect(() => {
    if (payment.status === 'pending') return;
    endAttempt();
    if (payment.status === 'succeeded') {
      cart.clear();
      clearChoices();
      // The offer to compensate the project the tokens were bought for is this page's: a later purchase is not for it.
      forgetPendingProject();
    }
  }, [payment.status]);
  if (payment.status === 'pending') {
    return (
      <>
        <OutcomeHeading outcome="pending">{timedOut ? t('buy.return.tooLongTitle') : t('buy.return.pendingTitle')}</OutcomeHeading>
        <OrderNumbers payment={payment} />
        <p role="status" className="payment-lead">
          {timedOut ? t('buy.return.tooLong') : t('buy.return.pending')}
        </p>
        <Summary payment={payment} />
        <div className="payment-actions">
          <button type="button" className="button" onClick={onCheck}>
            {t('buy.return.checkAgain')}
          </button>
          <Link className="button button--ghost" to={localized(language, paths.transactions)}>
            {t('buy.return.transactions')}
          </Link>
        </div>
        <PaymentProof payment={payment} />
      </>
    );
  }
  if (payment.status === 'failed') {
    return (
      <>
        <OutcomeHeading outcome="failed">{t('buy.return.failedTitle')}</OutcomeHeading>
        <OrderNumbers payment={payment} />
        <div role="alert" className="payment-problem">
          <p>{t('errors.paymentFailed')}</p>
          <p>{t(`buy.return.reason.${payment.failureReason ?? 'declined'}`)}</p>
        </div>
        <Summary payment={payment} />
        <p>{t('buy.return.cartKept')}</p>
        <div className="payment-actions">
          <Link className="button" to={localized(language, paths.buy)}>
            {t('buy.return.retry')}
          </Link>
        </div>
        <PaymentProof payment={payment} />
      </>
    );
  }
  return (
    <>
      <OutcomeHeading outcome="succeeded">{t('buy.return.succeededTitle')}</OutcomeHeading>
      <OrderNumbers payment={payment} />
      <p role="status" className="payment-lead">
        {t('buy.return.succeeded', { count: payment.amount, tokens: formatNumber(language, payment.amount), total: formatEuro(language, payment.total) })}
      </p>
      <Summary payment={payment} />
      <div className="payment-actions">
        {/* The tokens were bought for a project (its "buy the missing tokens"): compensating it is one press away. */}
        <Link
          className="button payment-actions__main"
          to={
            pending
              ? `${localized(language, paths.compensate)}?${new URLSearchParams({ project: pending.projectId }).toString()}`
              : localized(language, paths.compensate)
          }
        >
          {pending ? t('buy.return.compensateProject', { name: pending.name }) : t('buy.return.compensate')}
        </Link>
        <Invoice payment={payment} />
        <Link className="button button--ghost" to={localized(language, paths.transactions)}>
          {t('buy.return.transactions')}
        </Link>
      </div>
      <PaymentProof payment={payment} />
    </>
  );
}

/**
 * The purchase's human references, right under the outcome: its order number on every outcome (what support asks for,
 * and what the transactions show), and once paid its invoice's number, from the invoices' own series without gaps.
 */
function OrderNumbers({ payment }: { payment: Payment }) {
  const { t } = usePortalText();
  if (!payment.orderNumber && !payment.invoiceNumber) return null;
  // A paragraph, not a list of terms: the page's one list of terms is the receipt.
  return (
    <p className="payment-numbers">
      {payment.orderNumber ? (
        <span className="nowrap">
          {t('buy.return.orderNumber')} <strong>{payment.orderNumber}</strong>
        </span>
      ) : null}
      {payment.orderNumber && payment.invoiceNumber ? ' · ' : null}
      {payment.invoiceNumber ? (
        <span className="nowrap">
          {t('buy.return.invoiceNumber')} <strong>{payment.invoiceNumber}</strong>
        </span>
      ) : null}
    </p>
  );
}

/** The payment's raw id, proof for the payment provider's records, not a number to read: closed, at the page's end. */
function PaymentProof({ payment }: { payment: Payment }) {
  const { t } = usePortalText();
  return (
    <TechnicalProof summary={t('buy.return.proof')}>
      {/* A line, not a list of terms: the page's one list of terms is the receipt. */}
      <p>
        {t('buy.return.paymentId')} <code>{payment._id}</code>
      </p>
    </TechnicalProof>
  );
}

/**
 * The receipt on the basis the cart showed (portal/lib/prices.ts): a consumer reads each line and its price incl. VAT,
 * their sum, the net and VAT it holds; a business the lines net and the VAT added. Then the donation, the total last.
 */
function Summary({ payment }: { payment: Payment }) {
  const { t, language } = usePortalText();
  const view = priceViewOf(useSession());
  const gross = view === 'gross';
  const euro = (value: number) => formatEuro(language, value);
  const rate = formatNumber(language, payment.vatRate, { style: 'percent' });
  // At the payment's own VAT rate, as its answer carries it.
  const amounts = gross ? grossLineAmounts({ lines: payment.items }, payment.vatRate) : payment.items.map((item) => item.amount);
  const sums: [label: string, value: number][] = gross
    ? [
        [t('buy.checkout.grossSum', { rate }), grossSum(payment)],
        [t('buy.checkout.netIncluded'), payment.net],
        [t('buy.checkout.vatIncluded', { rate }), payment.vat],
      ]
    : [
        [t('buy.checkout.net'), payment.net],
        [t('buy.checkout.vat', { rate }), payment.vat],
      ];
  return (
    <dl className="payment-receipt">
      {payment.items.map((item, index) => (
        <div key={item.productId}>
          <dt>{item.productName}</dt>
          <dd>
            {t('buy.return.line', {
              quantity: formatNumber(language, item.quantity),
              priceEach: euro(shownTokenPrice(item.priceEach, view, payment.vatRate)),
              basis: t(gross ? 'buy.return.inclVat' : 'buy.return.plusVat', { rate }),
              amount: euro(amounts[index] ?? item.amount),
            })}
          </dd>
        </div>
      ))}
      {sums.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{euro(value)}</dd>
        </div>
      ))}
      {/* No contribution given is no line of 0,00 €, as in the cart. */}
      {payment.adminDonation > 0 ? (
        <div>
          <dt>{t('buy.checkout.donationLine')}</dt>
          <dd>{euro(payment.adminDonation)}</dd>
        </div>
      ) : null}
      <div className="payment-receipt__total">
        <dt>{t('buy.checkout.total')}</dt>
        <dd>{euro(payment.total)}</dd>
      </div>
    </dl>
  );
}

function Invoice({ payment }: { payment: Payment }) {
  const { t } = usePortalText();
  const download = useDownloadInvoice();
  return (
    <div className="payment-invoice">
      <button
        type="button"
        className="button button--ghost"
        aria-busy={download.isPending || undefined}
        onClick={() => !download.isPending && download.mutate({ id: payment._id, fileName: `${payment.invoiceNumber ?? payment._id}.pdf` })}
      >
        {t('buy.return.invoice')}
      </button>
      {download.isError ? (
        <p role="alert" className="inline-problem">
          {t('buy.return.invoiceFailed')}
        </p>
      ) : null}
    </div>
  );
}
