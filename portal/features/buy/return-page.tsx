import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Payment } from '#shared/api/schemas/purchase';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { cart, endAttempt } from '#portal/lib/cart';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { Loaded } from '#portal/lib/queries';
import { useDownloadInvoice } from '#portal/lib/invoice-download';
import { usePayment } from './api/get-payment';
import { clearChoices } from './checkout-choices';
import './buy.css';

/**
 * Where the payment page sends the buyer back: the payment as the API has it (the URL's `status` is never read), so
 * a reload, the back button or opening it twice only reads again.
 */
export function BuyReturnPage() {
  const { t, language } = usePortalText();
  useTexts('buy', language);
  usePageMeta('buy.return');
  const id = useSearchParams()[0].get('payment');
  return (
    <article className="page">
      <h1>{t('buy.return.h1')}</h1>
      {id ? (
        <PaymentState id={id} />
      ) : (
        <p>
          {t('buy.return.noPayment')}{' '}
          <Link className="text-link" to={localized(language, paths.buy)}>
            {t('buy.return.toBuy')}
          </Link>
        </p>
      )}
    </article>
  );
}

function PaymentState({ id }: { id: string }) {
  const { query, timedOut } = usePayment(id);
  return <Loaded query={query}>{({ payment }) => <Settled payment={payment} timedOut={timedOut} onCheck={() => void query.refetch()} />}</Loaded>;
}

function Settled({ payment, timedOut, onCheck }: { payment: Payment; timedOut: boolean; onCheck: () => void }) {
  const { t, language } = usePortalText();
  // A settled payment ends its checkout attempt: a retry is a new payment with a new key; a paid cart is emptied, and
  // its choices (donation, card) go with it. A failed payment keeps both for the retry.
  useEffect(() => {
    if (payment.status === 'pending') return;
    endAttempt();
    if (payment.status === 'succeeded') {
      cart.clear();
      clearChoices();
    }
  }, [payment.status]);
  if (payment.status === 'pending') {
    return (
      <div role="status">
        <p>{timedOut ? t('buy.return.tooLong') : t('buy.return.pending')}</p>
        {timedOut ? (
          <button type="button" className="button" onClick={onCheck}>
            {t('buy.return.checkAgain')}
          </button>
        ) : null}
      </div>
    );
  }
  if (payment.status === 'failed') {
    return (
      <div>
        <div role="alert" className="inline-problem">
          <p>{t('errors.paymentFailed')}</p>
          <p>{t(`buy.return.reason.${payment.failureReason ?? 'declined'}`)}</p>
        </div>
        <p>{t('buy.return.cartKept')}</p>
        <div className="return-actions">
          <Link className="button" to={localized(language, paths.buy)}>
            {t('buy.return.retry')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div>
      <p role="status" className="buy-success">
        {t('buy.return.succeeded', { count: payment.amount, tokens: formatNumber(language, payment.amount), total: formatEuro(language, payment.total) })}
      </p>
      <Summary payment={payment} />
      <div className="return-actions">
        <Invoice payment={payment} />
        <Link className="button" to={localized(language, paths.compensate)}>
          {t('buy.return.compensate')}
        </Link>
        <Link className="text-link" to={localized(language, paths.transactions)}>
          {t('buy.return.transactions')}
        </Link>
      </div>
    </div>
  );
}

function Summary({ payment }: { payment: Payment }) {
  const { t, language } = usePortalText();
  const euro = (value: number) => formatEuro(language, value);
  return (
    <dl className="receipt">
      {payment.items.map((item) => (
        <div key={item.productId}>
          <dt>{item.productName}</dt>
          <dd>{t('buy.return.line', { quantity: formatNumber(language, item.quantity), priceEach: euro(item.priceEach), amount: euro(item.amount) })}</dd>
        </div>
      ))}
      <div>
        <dt>{t('buy.checkout.net')}</dt>
        <dd>{euro(payment.net)}</dd>
      </div>
      <div>
        <dt>{t('buy.checkout.vat', { rate: formatNumber(language, payment.vatRate, { style: 'percent' }) })}</dt>
        <dd>{euro(payment.vat)}</dd>
      </div>
      <div>
        <dt>{t('buy.checkout.donationLine')}</dt>
        <dd>{euro(payment.adminDonation)}</dd>
      </div>
      <div className="receipt__total">
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
    <div className="invoice-download">
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
