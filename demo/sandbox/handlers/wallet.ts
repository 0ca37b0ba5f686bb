import { randomHex, randomId } from '../crypto';
import { SandboxError, me, type Ctx } from '../context';
import type { CertificateRecord, PaymentRecord, TransactionRecord, UserRecord } from '../db';
import type { Handlers } from '../handler-types';
import { renderPdf } from '../pdf';
import { projectView, tokensAvailable, userView, walletView } from '../views';
import { ownProject } from './projects';

export const vatRate = 0.19;
const round2 = (value: number) => Math.round(value * 100) / 100;

const cardBrand = (number: string) => (number.startsWith('4') ? 'Visa' : /^5[1-5]|^2[2-7]/.test(number) ? 'Mastercard' : /^3[47]/.test(number) ? 'American Express' : 'Card');

function nextTransactionNumber(ctx: Ctx, userId: string): number {
  return ctx.db.transactions.filter((transaction) => transaction.userId === userId).reduce((max, transaction) => Math.max(max, transaction.number), 0) + 1;
}

const publicPayment = (payment: PaymentRecord) => {
  const { userId: _userId, returnUrl: _returnUrl, saveCard: _saveCard, card: _card, ...view } = payment;
  return view;
};
const publicTransaction = (transaction: TransactionRecord) => {
  const { userId: _userId, forests: _forests, ...view } = transaction;
  return view;
};

const profileView = (ctx: Ctx, user: UserRecord) => ({
  user: userView(user, ctx.lang),
  wallet: walletView(ctx, user),
  cards: ctx.db.cards.filter((card) => card.userId === user._id).map(({ userId: _userId, ...card }) => card),
});

function ownPayment(ctx: Ctx, id: string): PaymentRecord {
  const payment = ctx.db.payments.find((candidate) => candidate._id === id);
  if (!payment) throw new SandboxError(404, 'NOT_FOUND', 'id');
  if (payment.userId !== me(ctx)._id) throw new SandboxError(403, 'ACCESS_ERROR');
  return payment;
}

/** Completes a payment on the sandbox's bank page: succeeded credits the wallet, failed changes nothing else. */
export function settlePayment(ctx: Ctx, payment: PaymentRecord, approve: boolean): void {
  if (payment.status !== 'pending') return;
  const user = ctx.db.users.find((candidate) => candidate._id === payment.userId);
  const soldOut = payment.items.some((item) => (ctx.db.products.find((product) => product._id === item.productId)?.availableTokens ?? 0) < item.quantity);
  ctx.store.change((db) => {
    if (!approve || !user || soldOut) {
      payment.status = 'failed';
      return;
    }
    payment.status = 'succeeded';
    db.counters.invoice += 1;
    payment.invoiceNumber = `INV-${ctx.now.getUTCFullYear()}-${String(db.counters.invoice).padStart(4, '0')}`;
    for (const item of payment.items) {
      const product = db.products.find((candidate) => candidate._id === item.productId);
      if (product) {
        product.availableTokens -= item.quantity;
        product.remainingTokens = Math.max(0, product.remainingTokens - item.quantity);
      }
      const lot = user.holdings.find((candidate) => candidate.productId === item.productId);
      if (lot) lot.quantity += item.quantity;
      else user.holdings.push({ productId: item.productId, quantity: item.quantity });
    }
    if (payment.saveCard && !db.cards.some((card) => card.userId === user._id && card.last4 === payment.card.last4 && card.expiry === payment.card.expiry)) {
      db.cards.push({ _id: `card_${randomId()}`, userId: user._id, ...payment.card });
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

/** Takes `amount` tokens from the user's oldest lots; returns what came from which forest. */
function takeTokens(ctx: Ctx, user: UserRecord, amount: number): CertificateRecord['supportedForests'] {
  const forests: CertificateRecord['supportedForests'] = [];
  let left = amount;
  for (const lot of user.holdings) {
    if (left === 0) break;
    const taken = Math.min(lot.quantity, left);
    if (taken === 0) continue;
    lot.quantity -= taken;
    left -= taken;
    const product = ctx.db.products.find((candidate) => candidate._id === lot.productId);
    forests.push({ name: product?.name ?? lot.productId, location: product?.location ?? '', amount: taken });
  }
  user.holdings = user.holdings.filter((lot) => lot.quantity > 0);
  return forests;
}

export const walletHandlers: Handlers<'buyGft' | 'utilize' | 'getProfile' | 'editProfile' | 'listTransactions' | 'getTransaction' | 'getPayment' | 'getInvoicePdf'> = {
  buyGft(ctx, input) {
    const user = me(ctx);
    const items = input.items.map((item) => {
      const product = ctx.db.products.find((candidate) => candidate._id === item.productId);
      if (!product) throw new SandboxError(400, 'BUY_FAILED', 'items');
      if (item.quantity > product.availableTokens) throw new SandboxError(409, 'BUY_FAILED', 'items');
      return { productId: product._id, productName: product.name, quantity: item.quantity, priceEach: product.pricePerToken, amount: round2(item.quantity * product.pricePerToken) };
    });
    let card: PaymentRecord['card'];
    let saveCard = false;
    if ('savedCardId' in input.card) {
      const saved = ctx.db.cards.find((candidate) => candidate._id === (input.card as { savedCardId: string }).savedCardId && candidate.userId === user._id);
      if (!saved) throw new SandboxError(400, 'BUY_FAILED', 'card');
      card = { brand: saved.brand, last4: saved.last4, expiry: saved.expiry, nameOnCard: saved.nameOnCard };
    } else {
      const [month, year] = input.card.expiry.split('/').map(Number) as [number, number];
      if (new Date(Date.UTC(2000 + year, month, 1)) <= ctx.now) throw new SandboxError(400, 'PAYMENT_FAILED', 'card.expiry');
      card = { brand: cardBrand(input.card.cardNumber), last4: input.card.cardNumber.slice(-4), expiry: input.card.expiry, nameOnCard: input.card.nameOnCard };
      saveCard = input.card.saveCard;
    }
    const net = round2(items.reduce((sum, item) => sum + item.amount, 0));
    const vat = round2(net * vatRate);
    const payment: PaymentRecord = {
      _id: `pay_${randomId()}`,
      userId: user._id,
      status: 'pending',
      items,
      amount: items.reduce((sum, item) => sum + item.quantity, 0),
      currency: 'EUR',
      net,
      vatRate,
      vat,
      adminDonation: round2(input.adminDonation),
      total: round2(net + vat + input.adminDonation),
      nameOnCard: card.nameOnCard,
      cardLast4: card.last4,
      createdAt: ctx.now.toISOString(),
      invoiceNumber: null,
      returnUrl: input.returnUrl,
      saveCard,
      card,
    };
    ctx.store.change((db) => db.payments.push(payment));
    return { message: 'Redirecting to payment page', payment: publicPayment(payment), redirectUrl: `${ctx.origin}/dev/pay/${payment._id}` };
  },

  utilize(ctx, input) {
    const user = me(ctx);
    const project = ownProject(ctx, input.projectId);
    const available = tokensAvailable(user);
    if (available === 0) throw new SandboxError(400, 'EMPTY_WALLET');
    if (input.amount > available) throw new SandboxError(400, 'BURN_FAILED', 'amount');
    // One GFT is one tonne: a project needs whole tokens up to its emissions, and no more.
    const outstanding = Math.max(0, Math.ceil(project.co2Emissions - project.co2Compensation));
    if (outstanding === 0) throw new SandboxError(409, 'BURN_FAILED', 'projectId');
    const burned = Math.min(input.amount, outstanding);
    const result = ctx.store.change((db) => {
      const forests = takeTokens(ctx, user, burned);
      user.tokensSpent += burned;
      project.co2Compensation += burned;
      const full = project.co2Compensation >= project.co2Emissions;
      const transactionId = `0x${randomHex(32)}`;
      let certificate: { id: string; readyAt: string } | null = null;
      if (full) {
        const id = `GFT-${ctx.now.getUTCFullYear()}-${randomHex(4).toUpperCase()}`;
        const readyAt = new Date(ctx.now.getTime() + ctx.options.certificateDelayMs).toISOString();
        const allForests = new Map<string, { name: string; location: string; amount: number }>();
        // The certificate names every forest whose tokens went into this project, earlier partial burns included.
        for (const earlier of db.transactions.filter((t) => t.projectId === project._id && t.type === 'compensation')) {
          for (const lot of earlier.forests ?? []) allForests.set(lot.name, { ...lot, amount: (allForests.get(lot.name)?.amount ?? 0) + lot.amount });
        }
        for (const lot of forests) allForests.set(lot.name, { ...lot, amount: (allForests.get(lot.name)?.amount ?? 0) + lot.amount });
        db.certificates.push({
          id,
          userId: user._id,
          holder: user.companyName ?? `${user.name} ${user.lastName}`,
          project: project.name,
          period: project.compensationPeriod,
          date: ctx.now.toISOString(),
          co2Emitted: project.co2Emissions,
          co2Compensated: project.co2Compensation,
          transactionID: transactionId,
          supportedForests: [...allForests.values()],
          readyAt,
          expiresAt: null,
        });
        project.certificateId = id;
        certificate = { id, readyAt };
      }
      const transaction: TransactionRecord = {
        _id: `trx_${randomId()}`,
        userId: user._id,
        number: nextTransactionNumber(ctx, user._id),
        transactionId,
        type: 'compensation',
        date: ctx.now.toISOString(),
        totalAdded: burned,
        price: null,
        total: null,
        projectId: project._id,
        projectName: project.name,
        paymentId: null,
        certificateId: certificate?.id ?? null,
        forests,
      };
      db.transactions.push(transaction);
      return { full, transaction, certificate };
    });
    return {
      message: result.full ? 'Project fully compensated' : 'Project partly compensated',
      outcome: result.full ? 'full' : 'partial',
      burned,
      project: projectView(project),
      wallet: walletView(ctx, user),
      transaction: publicTransaction(result.transaction),
      certificate: result.certificate,
    };
  },

  getProfile(ctx) {
    return { profile: profileView(ctx, me(ctx)) };
  },

  editProfile(ctx, input) {
    const user = me(ctx);
    if (!ctx.db.users.includes(user)) throw new SandboxError(401, 'UNAUTHORIZED');
    if (user.userType === 'business' && (!input.companyName || !input.taxID)) {
      throw new SandboxError(400, 'PROFILE_UPDATE_FAILED', input.companyName ? 'taxID' : 'companyName');
    }
    ctx.store.change(() => {
      user.name = input.name;
      user.lastName = input.lastName;
      user.street = input.street;
      user.houseNumber = input.houseNumber;
      user.zipCode = input.zipCode;
      user.city = input.city;
      user.country = input.country;
      if (user.userType === 'business') {
        user.companyName = input.companyName ?? user.companyName;
        user.position = input.position ?? user.position;
        user.taxID = input.taxID ?? user.taxID;
      }
    });
    return { message: 'Profile updated', profile: profileView(ctx, user) };
  },

  listTransactions(ctx, input) {
    const user = me(ctx);
    const all = ctx.db.transactions
      .filter((transaction) => transaction.userId === user._id && (!input.type || transaction.type === input.type) && (!input.projectId || transaction.projectId === input.projectId))
      .sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number);
    const start = (input.page - 1) * input.pageSize;
    return {
      transactions: all.slice(start, start + input.pageSize).map(publicTransaction),
      total: all.length,
      page: input.page,
      pageSize: input.pageSize,
    };
  },

  getTransaction(ctx, input) {
    const transaction = ctx.db.transactions.find((candidate) => candidate._id === input.id);
    if (!transaction) throw new SandboxError(404, 'NOT_FOUND', 'id');
    if (transaction.userId !== me(ctx)._id) throw new SandboxError(403, 'ACCESS_ERROR');
    return { transaction: publicTransaction(transaction) };
  },

  getPayment(ctx, input) {
    return { payment: publicPayment(ownPayment(ctx, input.id)) };
  },

  getInvoicePdf(ctx, input) {
    const payment = ownPayment(ctx, input.id);
    if (payment.status !== 'succeeded' || !payment.invoiceNumber) throw new SandboxError(404, 'NOT_FOUND', 'id');
    const user = me(ctx);
    const euro = (value: number) => `${value.toFixed(2)} EUR`;
    const pdf = renderPdf(`Invoice ${payment.invoiceNumber}`, [
      { text: 'greenfee (sandbox)', size: 18, bold: true },
      { text: `Invoice ${payment.invoiceNumber}`, size: 14, gap: 10 },
      { text: `Date: ${payment.createdAt.slice(0, 10)}` },
      { text: `Customer: ${user.companyName ?? `${user.name} ${user.lastName}`}` },
      { text: `${user.street} ${user.houseNumber}, ${user.zipCode} ${user.city}` },
      ...payment.items.map((item) => ({ text: `${item.quantity} GFT ${item.productName} at ${euro(item.priceEach)} = ${euro(item.amount)}`, gap: 6 })),
      { text: `Net: ${euro(payment.net)}`, gap: 10 },
      { text: `VAT ${Math.round(payment.vatRate * 100)}%: ${euro(payment.vat)}` },
      { text: `Admin donation: ${euro(payment.adminDonation)}` },
      { text: `Total: ${euro(payment.total)}`, bold: true },
      { text: `Paid by card ending ${payment.cardLast4}`, gap: 10 },
    ]);
    return new Response(pdf, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${payment.invoiceNumber}.pdf"` },
    });
  },
};
