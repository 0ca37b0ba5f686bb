/** Buying tokens: the buy call (a pending payment, then the payment page), reading a payment and downloading its invoice. */
import { priceBreakdown } from '#shared/api/money';
import { v } from '#shared/api/schemas/common';
import { messageWith } from '#shared/i18n/translate';
import { randomId, sha256 } from '../crypto';
import { SandboxError, idempotencyKey, me } from '../context';
import type { PaymentRecord } from '../db';
import type { Handlers } from '../handler-types';
import { renderInvoicePdf } from '../invoice-pdf';
import { sellerOf } from '../pdf-brand';
import { paymentIn } from '../views';
import { nextNumber, openPayments, ownPayment, paymentPageUrl, publicPayment, shortages } from './payments';

export const buyingHandlers: Handlers<'buyGft' | 'getPayment' | 'getInvoicePdf'> = {
  buyGft(ctx, input) {
    const user = me(ctx);
    const key = idempotencyKey(ctx);
    const bodyHash = sha256(JSON.stringify(input));
    const earlier = ctx.db.idempotency.find((record) => record.userId === user._id && record.key === key);
    if (earlier) {
      if (earlier.bodyHash !== bodyHash || !earlier.paymentId) throw new SandboxError(409, 'IDEMPOTENCY_CONFLICT', 'Idempotency-Key');
      const payment = ownPayment(ctx, earlier.paymentId);
      return { message: 'Redirecting to payment page', payment: publicPayment(ctx, payment), redirectUrl: paymentPageUrl(ctx, payment) };
    }
    // Unfinished payments are capped per account (each is kept 30 minutes): the buyer waits for the oldest to expire.
    const open = openPayments(ctx, user._id);
    if (open.count >= ctx.store.caps.openPaymentsPerAccount) {
      const minutes = Math.ceil(open.secondsToExpiry / 60);
      const message = `${open.count} payments of this account are unfinished. Finish one, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}, when the oldest has expired.`;
      throw new SandboxError(429, 'OPEN_PAYMENT_LIMIT', undefined, undefined, message, open.secondsToExpiry);
    }
    // Only back to the portal: the payment page must not redirect anywhere a caller names.
    if (new URL(input.returnUrl).origin !== new URL(ctx.options.portalOrigin).origin)
      throw new SandboxError(400, 'VALIDATION', 'returnUrl', [{ path: 'returnUrl', message: v.url }]);
    const products = input.items.map((item, index) => {
      const product = ctx.db.products.find((candidate) => candidate._id === item.productId);
      if (!product) throw new SandboxError(400, 'BUY_FAILED', `items.${index}.productId`);
      return product;
    });
    const short = shortages(ctx.db.products, input.items);
    if (short.length > 0) {
      const issues = short.map(({ index, available }) => ({ path: `items.${index}.quantity`, message: messageWith(v.stockLeft, { available }) }));
      throw new SandboxError(409, 'INSUFFICIENT_STOCK', issues[0]?.path, issues);
    }
    let card: PaymentRecord['card'] = null;
    let savedCardId: string | null = null;
    if ('savedCardId' in input.card) {
      const chosen = input.card.savedCardId;
      const saved = ctx.db.cards.find((candidate) => candidate._id === chosen && candidate.userId === user._id);
      if (!saved) throw new SandboxError(400, 'BUY_FAILED', 'card');
      card = { brand: saved.brand, last4: saved.last4 };
      savedCardId = saved._id;
    }
    const figures = priceBreakdown(
      input.items.map((item, index) => ({ quantity: item.quantity, priceEach: products[index]?.pricePerToken ?? 0 })),
      input.adminDonation,
    );
    const made: Omit<PaymentRecord, 'orderNumber'> = {
      _id: `pay_${randomId()}`,
      userId: user._id,
      status: 'pending',
      items: input.items.map((item, index) => ({
        productId: item.productId,
        productName: products[index]?.name[ctx.lang] ?? item.productId,
        quantity: item.quantity,
        priceEach: products[index]?.pricePerToken ?? 0,
        amount: figures.lines[index]?.amount ?? 0,
      })),
      amount: input.items.reduce((sum, item) => sum + item.quantity, 0),
      currency: 'EUR',
      net: figures.net,
      vatRate: figures.vatRate,
      vat: figures.vat,
      adminDonation: figures.adminDonation,
      total: figures.total,
      card,
      failureReason: null,
      createdAt: ctx.now.toISOString(),
      invoiceNumber: null,
      returnUrl: input.returnUrl,
      savedCardId,
      newCard: null,
    };
    const payment = ctx.store.change((db) => {
      // Numbered when made, so that a pending or failed purchase has its human reference too.
      const numbered: PaymentRecord = { ...made, orderNumber: nextNumber(db, 'order', ctx.now) };
      db.payments.push(numbered);
      db.idempotency.push({ userId: user._id, key, bodyHash, paymentId: numbered._id });
      return numbered;
    });
    return { message: 'Redirecting to payment page', payment: publicPayment(ctx, payment), redirectUrl: paymentPageUrl(ctx, payment) };
  },

  getPayment(ctx, input) {
    return { payment: publicPayment(ctx, ownPayment(ctx, input.id)) };
  },

  async getInvoicePdf(ctx, input) {
    const payment = ownPayment(ctx, input.id);
    if (payment.status !== 'succeeded' || !payment.invoiceNumber) throw new SandboxError(404, 'NOT_FOUND', 'id');
    const pdf = await renderInvoicePdf(paymentIn(ctx.db, ctx.lang, payment), me(ctx), ctx.lang, sellerOf(ctx.options.provider));
    return new Response(pdf, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${payment.invoiceNumber}.pdf"` },
    });
  },
};
