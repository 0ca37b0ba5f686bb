import { priceBreakdown } from '#shared/api/money';
import { v } from '#shared/api/schemas/common';
import { transactionTimeZone } from '#shared/api/schemas/transaction';
import { messageWith } from '#shared/i18n/translate';
import { randomHex, randomId, sha256 } from '../crypto';
import { SandboxError, me, type Ctx } from '../context';
import type { CertificateRecord, PaymentRecord, ProjectRecord, TransactionRecord, UserRecord } from '../db';
import type { Handlers } from '../handler-types';
import { renderInvoicePdf } from '../invoice-pdf';
import { inLanguage } from '../seed-german';
import { burnIndexes, issueIndexes, lotsOf } from '../token-indexes';
import { indexRegisterUrl, projectView, registerUrl, tokensAvailable, userView, walletView } from '../views';
import { ownProject } from './projects';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A payment left pending this long has been abandoned: it fails as `expired` when next read. */
export const paymentTtlMs = 30 * 60 * 1000;

function nextTransactionNumber(ctx: Pick<Ctx, 'db'>, userId: string): number {
  return ctx.db.transactions.filter((transaction) => transaction.userId === userId).reduce((max, transaction) => Math.max(max, transaction.number), 0) + 1;
}

/** A payment as the API answers it; a seed forest's name in the request's language. */
const publicPayment = (ctx: Ctx, payment: PaymentRecord) => {
  const { userId: _userId, returnUrl: _returnUrl, savedCardId: _savedCardId, newCard: _newCard, ...view } = payment;
  return { ...view, items: view.items.map((item) => ({ ...item, productName: inLanguage(ctx.lang, item.productName) })) };
};

/** Fails a payment left pending past its time; true when it did. */
export function expireIfStale(ctx: Pick<Ctx, 'store' | 'now'>, payment: PaymentRecord): boolean {
  if (payment.status !== 'pending' || ctx.now.getTime() - Date.parse(payment.createdAt) < paymentTtlMs) return false;
  ctx.store.change(() => {
    payment.status = 'failed';
    payment.failureReason = 'expired';
  });
  return true;
}

/** The payment page's address, in the buyer's language. */
const paymentPageUrl = (ctx: Ctx, payment: PaymentRecord) => `${ctx.origin}/dev/pay/${payment._id}?lang=${ctx.lang}`;

/** A transaction as the API answers it: with its charge's payment figures and its page on the public register. */
const publicTransaction = (ctx: Ctx, transaction: TransactionRecord) => {
  const { userId: _userId, forests: _forests, ...view } = transaction;
  const payment = transaction.paymentId === null ? undefined : ctx.db.payments.find((candidate) => candidate._id === transaction.paymentId);
  return {
    ...view,
    net: payment?.net ?? null,
    vat: payment?.vat ?? null,
    adminDonation: payment?.adminDonation ?? null,
    blockchainUrl: registerUrl(ctx, transaction.transactionId),
  };
};

/** The calendar day (`YYYY-MM-DD`) of an instant in the time zone that `from` and `to` name days of. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: transactionTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOf = (instant: string) => dayFormat.format(new Date(instant));

const profileView = (ctx: Ctx, user: UserRecord) => ({
  user: userView(user, ctx.lang),
  wallet: walletView(ctx, user),
  cards: ctx.db.cards.filter((card) => card.userId === user._id).map(({ userId: _userId, ...card }) => card),
});

function ownPayment(ctx: Ctx, id: string): PaymentRecord {
  const payment = ctx.db.payments.find((candidate) => candidate._id === id);
  if (!payment) throw new SandboxError(404, 'NOT_FOUND', 'id');
  if (payment.userId !== me(ctx)._id) throw new SandboxError(403, 'ACCESS_ERROR');
  expireIfStale(ctx, payment);
  return payment;
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
    db.counters.invoice += 1;
    payment.invoiceNumber = `INV-${ctx.now.getUTCFullYear()}-${String(db.counters.invoice).padStart(4, '0')}`;
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

/** The `Idempotency-Key` header of a money call (buying, burning): required, at most 200 characters. */
function idempotencyKey(ctx: Ctx): string {
  const key = ctx.c.req.header('idempotency-key')?.trim() ?? '';
  if (!key || key.length > 200) throw new SandboxError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Idempotency-Key');
  return key;
}

/** The answer to a burn, from its transaction: the same for the first call and for a retry with the same key. */
function burnAnswer(ctx: Ctx, user: UserRecord, project: ProjectRecord, transaction: TransactionRecord) {
  const certificate = transaction.certificateId === null ? undefined : ctx.db.certificates.find((candidate) => candidate.id === transaction.certificateId);
  const full = certificate !== undefined;
  return {
    message: full ? 'Project fully compensated' : 'Project partly compensated',
    outcome: full ? ('full' as const) : ('partial' as const),
    burned: transaction.totalAdded,
    project: projectView(project),
    wallet: walletView(ctx, user),
    transaction: publicTransaction(ctx, transaction),
    certificate: certificate ? { id: certificate.id, readyAt: certificate.readyAt ?? certificate.date } : null,
  };
}

/** The lines asking for more than their forest has left (lines of one forest count together), with what is left. */
function shortages(products: Ctx['db']['products'], items: readonly { productId: string; quantity: number }[]): { index: number; available: number }[] {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  return items.flatMap((item, index) => {
    const available = Math.max(0, products.find((product) => product._id === item.productId)?.availableTokens ?? 0);
    return (wanted.get(item.productId) ?? 0) > available ? [{ index, available }] : [];
  });
}

/** Takes `amount` tokens from the user's oldest lots (their indexes move to burned); returns what came from which forest. */
function takeTokens(ctx: Ctx, user: UserRecord, amount: number, burn: Parameters<typeof burnIndexes>[4]): CertificateRecord['supportedForests'] {
  const forests: CertificateRecord['supportedForests'] = [];
  let left = amount;
  for (const lot of user.holdings) {
    if (left === 0) break;
    const taken = Math.min(lot.quantity, left);
    if (taken === 0) continue;
    lot.quantity -= taken;
    left -= taken;
    burnIndexes(ctx.db, user._id, lot.productId, taken, burn);
    const product = ctx.db.products.find((candidate) => candidate._id === lot.productId);
    forests.push({ name: product?.name ?? lot.productId, location: product?.location ?? '', amount: taken });
  }
  user.holdings = user.holdings.filter((lot) => lot.quantity > 0);
  return forests;
}

export const walletHandlers: Handlers<
  'buyGft' | 'utilize' | 'getProfile' | 'editProfile' | 'listTransactions' | 'getTransaction' | 'getPayment' | 'getInvoicePdf' | 'getTokenIndexes'
> = {
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
    const payment: PaymentRecord = {
      _id: `pay_${randomId()}`,
      userId: user._id,
      status: 'pending',
      items: input.items.map((item, index) => ({
        productId: item.productId,
        productName: products[index]?.name ?? item.productId,
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
    ctx.store.change((db) => {
      db.payments.push(payment);
      db.idempotency.push({ userId: user._id, key, bodyHash, paymentId: payment._id });
    });
    return { message: 'Redirecting to payment page', payment: publicPayment(ctx, payment), redirectUrl: paymentPageUrl(ctx, payment) };
  },

  utilize(ctx, input) {
    const user = me(ctx);
    const key = idempotencyKey(ctx);
    const bodyHash = sha256(`utilize ${JSON.stringify(input)}`);
    const earlier = ctx.db.idempotency.find((record) => record.userId === user._id && record.key === key);
    if (earlier) {
      const transaction = ctx.db.transactions.find((candidate) => candidate._id === earlier.transactionId);
      if (earlier.bodyHash !== bodyHash || !transaction) throw new SandboxError(409, 'IDEMPOTENCY_CONFLICT', 'Idempotency-Key');
      return burnAnswer(ctx, user, ownProject(ctx, input.projectId), transaction);
    }
    const project = ownProject(ctx, input.projectId);
    const available = tokensAvailable(user);
    if (available === 0) throw new SandboxError(400, 'EMPTY_WALLET');
    if (input.amount > available) throw new SandboxError(400, 'BURN_FAILED', 'amount');
    // One GFT is one tonne: a project needs whole tokens up to its emissions, and no more.
    const outstanding = Math.max(0, Math.ceil(project.co2Emissions - project.co2Compensation));
    if (outstanding === 0) throw new SandboxError(409, 'BURN_FAILED', 'projectId');
    const burned = Math.min(input.amount, outstanding);
    const result = ctx.store.change((db) => {
      const transactionId = `0x${randomHex(32)}`;
      const forests = takeTokens(ctx, user, burned, { projectId: project._id, projectName: project.name, transactionId, date: ctx.now.toISOString() });
      user.tokensSpent += burned;
      project.co2Compensation += burned;
      const full = project.co2Compensation >= project.co2Emissions;
      let certificate: { id: string } | null = null;
      if (full) {
        const id = `GFT-${ctx.now.getUTCFullYear()}-${randomHex(4).toUpperCase()}`;
        const delayMs = user.certificateDelayMs ?? ctx.options.certificateDelayMs;
        const readyAt = new Date(ctx.now.getTime() + delayMs).toISOString();
        // The sandbox records the burn on its register half-way to the certificate.
        const registeredAt = new Date(ctx.now.getTime() + delayMs / 2).toISOString();
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
          registeredAt,
          projectId: project._id,
          expiresAt: null,
        });
        project.certificateId = id;
        certificate = { id };
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
      db.idempotency.push({ userId: user._id, key, bodyHash, transactionId: transaction._id });
      return transaction;
    });
    return burnAnswer(ctx, user, project, result);
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
    const inRange = (date: string) => (!input.from || dayOf(date) >= input.from) && (!input.to || dayOf(date) <= input.to);
    const all = ctx.db.transactions
      .filter(
        (transaction) =>
          transaction.userId === user._id &&
          (!input.type || transaction.type === input.type) &&
          (!input.projectId || transaction.projectId === input.projectId) &&
          inRange(transaction.date),
      )
      .sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number);
    const start = (input.page - 1) * input.pageSize;
    return {
      transactions: all.slice(start, start + input.pageSize).map((transaction) => publicTransaction(ctx, transaction)),
      total: all.length,
      page: input.page,
      pageSize: input.pageSize,
    };
  },

  getTransaction(ctx, input) {
    const transaction = ctx.db.transactions.find((candidate) => candidate._id === input.id);
    if (!transaction) throw new SandboxError(404, 'NOT_FOUND', 'id');
    if (transaction.userId !== me(ctx)._id) throw new SandboxError(403, 'ACCESS_ERROR');
    return { transaction: publicTransaction(ctx, transaction) };
  },

  getTokenIndexes(ctx) {
    const user = me(ctx);
    const range = (productId: string, lot: { from: number; to: number }) => ({
      from: lot.from,
      to: lot.to,
      registerUrl: indexRegisterUrl(ctx, productId, lot),
    });
    return {
      forests: lotsOf(ctx.db, user._id).map(({ productId, held, burned }) => {
        const product = ctx.db.products.find((candidate) => candidate._id === productId);
        return {
          productId,
          productName: product ? inLanguage(ctx.lang, product.name) : productId,
          location: product ? inLanguage(ctx.lang, product.location) : '',
          held: held.map((lot) => range(productId, lot)),
          burned: burned.flatMap((lot) =>
            lot.burn
              ? [
                  {
                    ...range(productId, lot),
                    // A deleted project keeps its name here but has no page to link to.
                    projectId: ctx.db.projects.some((project) => project._id === lot.burn?.projectId && project.userId === user._id)
                      ? lot.burn.projectId
                      : null,
                    projectName: lot.burn.projectName,
                    date: lot.burn.date,
                  },
                ]
              : [],
          ),
        };
      }),
    };
  },

  getPayment(ctx, input) {
    return { payment: publicPayment(ctx, ownPayment(ctx, input.id)) };
  },

  async getInvoicePdf(ctx, input) {
    const payment = ownPayment(ctx, input.id);
    if (payment.status !== 'succeeded' || !payment.invoiceNumber) throw new SandboxError(404, 'NOT_FOUND', 'id');
    const pdf = await renderInvoicePdf(payment, me(ctx), ctx.lang);
    return new Response(pdf, {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${payment.invoiceNumber}.pdf"` },
    });
  },
};
