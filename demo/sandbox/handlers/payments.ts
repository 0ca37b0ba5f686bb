/** Payments: their API view, their expiry, and settling one on the sandbox's bank page (stock, wallet, invoice, charge transaction). */
import { randomHex, randomId } from '../crypto';
import { SandboxError, me, type Ctx } from '../context';
import type { PaymentRecord } from '../db';
import { issueIndexes } from '../token-indexes';
import { paymentTtlMs } from '../store';
import { paymentIn } from '../views';
import { nextTransactionNumber } from './account';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A payment as the API answers it; each line's forest named in the request's language. */
export const publicPayment = (ctx: Ctx, payment: PaymentRecord) => {
  const {
    userId: _userId,
    returnUrl: _returnUrl,
    savedCardId: _savedCardId,
    newCard: _newCard,
    paidAt: _paidAt,
    ...view
  } = paymentIn(ctx.db, ctx.lang, payment);
  return view;
};

const prefixes = { order: 'GF', invoice: 'RE' } as const;

/**
 * The next number of a series (db.ts, `counters`): an order's (`GF-2026-0042`) when it is made, whatever becomes of it,
 * and an invoice's (`RE-2026-0017`) only when a payment succeeds. VAT law asks only that an invoice's number be unique;
 * a series of their own leaves the invoices without the gaps of declined and expired orders, which a bookkeeper would
 * read as missing invoices.
 */
export function nextNumber(db: Pick<Ctx['db'], 'counters'>, series: keyof typeof prefixes, now: Date): string {
  db.counters[series] += 1;
  return `${prefixes[series]}-${now.getUTCFullYear()}-${String(db.counters[series]).padStart(4, '0')}`;
}

/**
 * Fails a payment left pending past its time; true when it did. (One nobody reads leaves the store at the next write
 * after its time instead: store.ts.)
 */
export function expireIfStale(ctx: Pick<Ctx, 'store' | 'now'>, payment: PaymentRecord): boolean {
  if (payment.status !== 'pending' || ctx.now.getTime() - Date.parse(payment.createdAt) < paymentTtlMs) return false;
  ctx.store.change(() => {
    payment.status = 'failed';
    payment.failureReason = 'expired';
  });
  return true;
}

/** The payment page's address, in the buyer's language. */
export const paymentPageUrl = (ctx: Ctx, payment: PaymentRecord) => `${ctx.origin}/dev/pay/${payment._id}?lang=${ctx.lang}`;

/**
 * The caller's unfinished payments (pending, not expired) as the cap counts them, and the seconds until the oldest
 * expires.
 */
export function openPayments(ctx: Ctx, userId: string): { count: number; secondsToExpiry: number } {
  const now = ctx.now.getTime();
  const open = ctx.db.payments.filter(
    (payment) => payment.userId === userId && payment.status === 'pending' && now - Date.parse(payment.createdAt) < paymentTtlMs,
  );
  const oldest = Math.min(...open.map((payment) => Date.parse(payment.createdAt)));
  return { count: open.length, secondsToExpiry: open.length ? Math.max(1, Math.ceil((oldest + paymentTtlMs - now) / 1000)) : 0 };
}

/** The caller's payment, failed first if it was left pending too long; another user's payment is "Access Error!". */
export function ownPayment(ctx: Ctx, id: string): PaymentRecord {
  const payment = ctx.db.payments.find((candidate) => candidate._id === id);
  if (!payment) throw new SandboxError(404, 'NOT_FOUND', 'id');
  if (payment.userId !== me(ctx)._id) throw new SandboxError(403, 'ACCESS_ERROR');
  expireIfStale(ctx, payment);
  return payment;
}

/** The lines asking for more than their forest has left (lines of one forest count together), with what is left. */
export function shortages(products: Ctx['db']['products'], items: readonly { productId: string; quantity: number }[]): { index: number; available: number }[] {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  return items.flatMap((item, index) => {
    const available = Math.max(0, products.find((product) => product._id === item.productId)?.availableTokens ?? 0);
    return (wanted.get(item.productId) ?? 0) > available ? [{ index, available }] : [];
  });
}

/**
 * Completes a payment on the sandbox's bank page. Approved, the stock is checked again (another buyer may have taken
 * it: then it fails as `stock` and nothing is credited); else the wallet is credited. Declined changes nothing else.
 * A settled payment stays as it is.
 */
export function settlePayment(ctx: Pick<Ctx, 'store' | 'db' | 'now'>, payment: PaymentRecord, approve: boolean): void {
  if (payment.status !== 'pending' || expireIfStale(ctx, payment)) return;
  const user = ctx.db.users.find((candidate) => candidate._id === payment.userId);
  const soldOut = shortages(ctx.db.products, payment.items).length > 0;
  ctx.store.change((db) => {
    if (!approve || !user || !payment.card || soldOut) {
      payment.status = 'failed';
      payment.failureReason = approve && soldOut ? 'stock' : 'declined';
      return;
    }
    payment.status = 'succeeded';
    payment.paidAt = ctx.now.toISOString();
    payment.invoiceNumber = nextNumber(db, 'invoice', ctx.now);
    for (const item of payment.items) {
      const product = db.products.find((candidate) => candidate._id === item.productId);
      // Before the stock goes down: the forest's next indexes start after what it has sold.
      issueIndexes(db, user, item.productId, item.quantity);
      if (product) {
        product.availableTokens -= item.quantity;
        product.remainingTokens = Math.max(0, product.remainingTokens - item.quantity);
      }
      const lot = user.holdings.find((candidate) => candidate.productId === item.productId);
      if (lot) lot.quantity += item.quantity;
      else user.holdings.push({ productId: item.productId, quantity: item.quantity });
    }
    const card = payment.card;
    const entered = payment.newCard;
    if (entered?.save && !db.cards.some((saved) => saved.userId === user._id && saved.last4 === card.last4 && saved.expiry === entered.expiry)) {
      db.cards.push({
        _id: `card_${randomId()}`,
        userId: user._id,
        brand: card.brand,
        last4: card.last4,
        expiry: entered.expiry,
        nameOnCard: entered.nameOnCard,
      });
    }
    db.transactions.push({
      _id: `trx_${randomId()}`,
      userId: user._id,
      number: nextTransactionNumber(ctx, user._id),
      transactionId: `0x${randomHex(32)}`,
      type: 'charge',
      date: ctx.now.toISOString(),
      totalAdded: payment.amount,
      price: round2(payment.net / payment.amount),
      total: payment.total,
      projectId: null,
      projectName: null,
      paymentId: payment._id,
      certificateId: null,
    });
  });
}
