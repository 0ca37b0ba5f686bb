import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { emailSchema } from '#shared/api/schemas/common';
import type { Ctx } from './context';
import type { JsonStore } from './store';
import { driftInputSchema, type Drifts } from './drift';
import { faultInputSchema, type Faults } from './faults';
import { tokensAvailable } from './views';
import { forestCount } from './token-indexes';
import { registerPaymentPage } from './payment-page';
import { forestIndexesPage, notARangePage, notInRegisterPage, transactionPage, walletPage, type IndexRun } from './pages/register';

/**
 * Routes that only the sandbox has: the mailbox, fault injection, session revocation, the stand-in payment page and
 * the stand-in public register. None of them is part of the provider's API.
 */
export function registerDevRoutes(app: Hono, deps: { store: JsonStore; faults: Faults; drifts: Drifts; context: (c: Context) => Ctx }) {
  const { store, faults, drifts } = deps;

  app.get('/dev/mailbox', (c) => {
    const to = c.req.query('to')?.trim().toLowerCase();
    if (!to) return c.json({ message: 'Name the address: /dev/mailbox?to=ADDRESS', code: 'VALIDATION' }, 400);
    return c.json({ messages: store.data.mailbox.filter((mail) => mail.to === to) });
  });

  app.post('/dev/faults', async (c) => {
    const parsed = faultInputSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Send { path, kind: network|timeout|500|malformed, count?, delayMs? }', code: 'VALIDATION' }, 400);
    faults.add(parsed.data);
    return c.json({ faults: faults.list() });
  });
  app.get('/dev/faults', (c) => c.json({ faults: faults.list() }));
  app.delete('/dev/faults', (c) => {
    faults.clear();
    return c.json({ faults: [] });
  });

  /** A deviation from the contract on one path (drift.ts), until DELETE: proves that `npm run contract-check` sees it. */
  app.post('/dev/contract-drift', async (c) => {
    const parsed = driftInputSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Send { path, kind: rename-field|number-as-string|drop-cors-header, field? }', code: 'VALIDATION' }, 400);
    drifts.set(parsed.data);
    return c.json({ drifts: drifts.list() });
  });
  app.get('/dev/contract-drift', (c) => c.json({ drifts: drifts.list() }));
  app.delete('/dev/contract-drift', (c) => {
    drifts.clear();
    return c.json({ drifts: [] });
  });

  /** Ends every session of a user, as if the provider revoked them. */
  app.post('/dev/sessions/revoke', async (c) => {
    const parsed = z.object({ email: emailSchema }).safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Send { email }', code: 'VALIDATION' }, 400);
    const user = store.data.users.find((candidate) => candidate.email === parsed.data.email);
    if (!user) return c.json({ message: 'No such user', code: 'NOT_FOUND' }, 404);
    const revoked = store.change((db) => {
      const sessions = db.sessions.filter((session) => session.userId === user._id && !session.revoked);
      for (const session of sessions) session.revoked = true;
      return sessions.length;
    });
    return c.json({ revoked });
  });

  /** A user's payments (for tests counting what a checkout created). */
  app.get('/dev/payments', (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    const user = store.data.users.find((candidate) => candidate.email === email);
    if (!user) return c.json({ message: 'Name a user: /dev/payments?email=ADDRESS', code: 'NOT_FOUND' }, 404);
    return c.json({
      payments: store.data.payments
        .filter((payment) => payment.userId === user._id)
        .map(({ _id, status, total, failureReason }) => ({ _id, status, total, failureReason })),
    });
  });

  registerTestRecordRoutes(app, store);
  registerPaymentPage(app, deps);
  registerRegisterRoutes(app, store);
}

/** Records a test shapes to its needs: a forest of its own, a user's certificate delay, a certificate's or a burn's age. */
function registerTestRecordRoutes(app: Hono, store: JsonStore) {
  /** A forest of a test's own (a copy of the first seeded one) with the price and stock given, for awkward amounts and races. */
  app.post('/dev/products', async (c) => {
    const parsed = z
      .object({
        name: z.string().check(z.minLength(1), z.maxLength(100)),
        pricePerToken: z.number().check(z.minimum(0), z.maximum(100_000)),
        availableTokens: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
      })
      .safeParse(await c.req.json().catch(() => null));
    const template = store.data.products[0];
    if (!parsed.success || !template) return c.json({ message: 'Send { name, pricePerToken, availableTokens }', code: 'VALIDATION' }, 400);
    const _id = `prod_dev_${crypto.randomUUID().slice(0, 8)}`;
    const { availableTokens } = parsed.data;
    store.change((db) =>
      db.products.push({
        ...structuredClone(template),
        ...parsed.data,
        // One name given: the same in both languages.
        name: { de: parsed.data.name, en: parsed.data.name },
        remainingTokens: availableTokens,
        totalTokens: Math.max(template.totalTokens, availableTokens),
        _id,
      }),
    );
    return c.json({ productId: _id });
  });

  /**
   * A user's own burn-to-certificate delay (`ms`; `null` goes back to the sandbox's), used by that user's next burns:
   * a browser test waits seconds, not the 30 s default, without changing the delay of tests running beside it.
   */
  app.post('/dev/certificate-delay', async (c) => {
    const parsed = z
      .object({ email: emailSchema, ms: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(24 * 60 * 60_000))) })
      .safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Send { email, ms } (ms: 0 to 86400000, or null for the sandbox default)', code: 'VALIDATION' }, 400);
    const user = store.data.users.find((candidate) => candidate.email === parsed.data.email);
    if (!user) return c.json({ message: 'No such user', code: 'NOT_FOUND' }, 404);
    const { ms } = parsed.data;
    store.change(() => {
      if (ms === null) delete user.certificateDelayMs;
      else user.certificateDelayMs = ms;
    });
    return c.json({ email: user.email, certificateDelayMs: ms });
  });

  /**
   * Moves a certificate's burn, register and ready times `minutes` into the past, as if it had been burned that long
   * ago: a test sees the 10-minute overrun (or a finished certificate) without waiting for it.
   */
  app.post('/dev/certificates/:id/age', async (c) => {
    const parsed = z.object({ minutes: z.number().check(z.minimum(0), z.maximum(60 * 24 * 366)) }).safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Send { minutes }', code: 'VALIDATION' }, 400);
    const id = c.req.param('id');
    const certificate = store.data.certificates.find((candidate) => candidate.id.toLowerCase() === id.toLowerCase());
    if (!certificate) return c.json({ message: 'No such certificate', code: 'NOT_FOUND' }, 404);
    const earlier = (time: string) => new Date(Date.parse(time) - parsed.data.minutes * 60_000).toISOString();
    store.change(() => {
      certificate.date = earlier(certificate.date);
      if (certificate.registeredAt !== null) certificate.registeredAt = earlier(certificate.registeredAt);
      if (certificate.readyAt !== null) certificate.readyAt = earlier(certificate.readyAt);
    });
    return c.json({ id: certificate.id, date: certificate.date, registeredAt: certificate.registeredAt, readyAt: certificate.readyAt });
  });

  /**
   * Moves a compensation `minutes` into the past, as if burned then: its date, its index ranges' burn date and the
   * certificate it issued (burn, register and ready times), so that a test has compensations in an earlier year.
   */
  app.post('/dev/transactions/:id/age', async (c) => {
    const parsed = z.object({ minutes: z.number().check(z.minimum(0), z.maximum(60 * 24 * 800)) }).safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: 'Send { minutes }', code: 'VALIDATION' }, 400);
    const transaction = store.data.transactions.find((candidate) => candidate._id === c.req.param('id') && candidate.type === 'compensation');
    if (!transaction) return c.json({ message: 'No such compensation', code: 'NOT_FOUND' }, 404);
    const earlier = (time: string) => new Date(Date.parse(time) - parsed.data.minutes * 60_000).toISOString();
    const certificate = store.data.certificates.find((candidate) => candidate.id === transaction.certificateId);
    store.change((db) => {
      for (const lot of db.tokenIndexes) if (lot.burn?.transactionId === transaction.transactionId) lot.burn.date = earlier(lot.burn.date);
      transaction.date = earlier(transaction.date);
      if (certificate) {
        certificate.date = earlier(certificate.date);
        if (certificate.registeredAt !== null) certificate.registeredAt = earlier(certificate.registeredAt);
        if (certificate.readyAt !== null) certificate.readyAt = earlier(certificate.readyAt);
      }
    });
    return c.json({ id: transaction._id, date: transaction.date, certificateId: certificate?.id ?? null });
  });
}

/** The stand-in public register's pages (pages/register.tsx), which the answers' register links point to. */
function registerRegisterRoutes(app: Hono, store: JsonStore) {
  // Before `/dev/register/:tx`, which would take "address" for a transaction.
  app.get('/dev/register/address/:address', (c) => {
    const address = c.req.param('address');
    const user = store.data.users.find((candidate) => candidate.walletAddress === address);
    if (!user) return c.html(notInRegisterPage('Address'), 404);
    const transactions = store.data.transactions.filter((transaction) => transaction.userId === user._id);
    const rows = [
      ['Address', address],
      ['Tokens held', String(tokensAvailable(user))],
      ['Tokens burned', String(user.tokensSpent)],
    ] as const;
    return c.html(walletPage({ rows, transactions }));
  });

  /** A forest's token indexes `from` to `to` (default: its whole issuance): who holds or burned each run, and what is unsold. */
  app.get('/dev/register/forest/:productId', (c) => {
    const product = store.data.products.find((candidate) => candidate._id === c.req.param('productId'));
    if (!product) return c.html(notInRegisterPage('Forest'), 404);
    const bound = (name: string, fallback: number) => {
      const raw = c.req.query(name);
      if (raw === undefined || raw === '') return fallback;
      return /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    };
    const from = bound('from', 1);
    const to = bound('to', product.totalTokens);
    if (!(from >= 1 && from <= to && to <= product.totalTokens)) {
      return c.html(notARangePage(product.totalTokens), 400);
    }
    const sold = product.totalTokens - product.remainingTokens;
    const runs: IndexRun[] = [];
    const lots = store.data.tokenIndexes.filter((lot) => lot.productId === product._id && lot.to >= from && lot.from <= to).sort((a, b) => a.from - b.from);
    const gap = (start: number, end: number) => {
      if (start > end) return;
      if (start <= sold) runs.push({ from: start, to: Math.min(end, sold), state: { kind: 'sold-before-records' } });
      if (end > sold) runs.push({ from: Math.max(start, sold + 1), to: end, state: { kind: 'not-sold' } });
    };
    let cursor = from;
    for (const lot of lots) {
      const start = Math.max(lot.from, from);
      const end = Math.min(lot.to, to);
      gap(cursor, start - 1);
      const { walletAddress, burn } = lot;
      const state: IndexRun['state'] = burn
        ? { kind: 'burned', walletAddress, projectName: burn.projectName, date: burn.date, transactionId: burn.transactionId }
        : { kind: 'held', walletAddress };
      runs.push({ from: start, to: end, state });
      cursor = end + 1;
    }
    gap(cursor, to);
    const count = forestCount(store.data, product._id);
    return c.html(
      forestIndexesPage({
        name: product.name.en,
        location: product.location.en,
        from,
        to,
        totalTokens: product.totalTokens,
        unsold: count?.unsold ?? 0,
        runs,
      }),
    );
  });

  app.get('/dev/register/:tx', (c) => {
    const tx = c.req.param('tx');
    const certificate = store.data.certificates.find((candidate) => candidate.transactionID === tx);
    const transaction = store.data.transactions.find((candidate) => candidate.transactionId === tx);
    if (!certificate && !transaction) return c.html(notInRegisterPage('Transaction'), 404);
    const rows: (readonly [string, string])[] = [
      ['Transaction', tx],
      ['Type', transaction?.type ?? 'compensation'],
      ['Tokens', String(transaction?.totalAdded ?? certificate?.co2Compensated ?? '')],
      ['Date', (transaction?.date ?? certificate?.date ?? '').slice(0, 10)],
      ...(certificate ? [['Certificate', certificate.id] as const] : []),
    ];
    return c.html(transactionPage(rows));
  });
}
