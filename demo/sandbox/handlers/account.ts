/** A customer's own account: the profile (read and edited), the transaction history and the token indexes held and burned. */
import { providerTimeZone } from '#shared/api/constants';
import { SandboxError, me, type Ctx } from '../context';
import type { TransactionRecord, UserRecord } from '../db';
import type { Handlers } from '../handler-types';
import { lotsOf } from '../token-indexes';
import { findCountry, forestIn, indexRegisterUrl, registerUrl, userView, walletView } from '../views';

/** A user's next transaction number: each user's transactions are numbered on their own, from 1. */
export function nextTransactionNumber(ctx: Pick<Ctx, 'db'>, userId: string): number {
  return ctx.db.transactions.filter((transaction) => transaction.userId === userId).reduce((max, transaction) => Math.max(max, transaction.number), 0) + 1;
}

/** A transaction as the API answers it: with its charge's payment figures and its page on the public register. */
export const publicTransaction = (ctx: Ctx, transaction: TransactionRecord) => {
  const { userId: _userId, forests: _forests, ...view } = transaction;
  const payment = transaction.paymentId === null ? undefined : ctx.db.payments.find((candidate) => candidate._id === transaction.paymentId);
  return {
    ...view,
    net: payment?.net ?? null,
    vat: payment?.vat ?? null,
    vatRate: payment?.vatRate ?? null,
    orderNumber: payment?.orderNumber ?? null,
    invoiceNumber: payment?.status === 'succeeded' ? payment.invoiceNumber : null,
    adminDonation: payment?.adminDonation ?? null,
    blockchainUrl: registerUrl(ctx, transaction.transactionId),
  };
};

/** The calendar day (`YYYY-MM-DD`) of an instant in the time zone that `from` and `to` name days of. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: providerTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOf = (instant: string) => dayFormat.format(new Date(instant));

const profileView = (ctx: Ctx, user: UserRecord) => ({
  user: userView(user, ctx.lang),
  wallet: walletView(ctx, user),
  cards: ctx.db.cards.filter((card) => card.userId === user._id).map(({ userId: _userId, ...card }) => card),
});

export const accountHandlers: Handlers<'getProfile' | 'editProfile' | 'listTransactions' | 'getTransaction' | 'getTokenIndexes'> = {
  getProfile(ctx) {
    return { profile: profileView(ctx, me(ctx)) };
  },

  editProfile(ctx, input) {
    const user = me(ctx);
    if (!ctx.db.users.includes(user)) throw new SandboxError(401, 'UNAUTHORIZED');
    // The same check as at sign-up: a country of the list (`/country/list`), not any two letters.
    if (!findCountry(input.country)) throw new SandboxError(400, 'PROFILE_UPDATE_FAILED', 'country');
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
        const forest = forestIn(ctx.db, ctx.lang, productId);
        return {
          productId,
          productName: forest.name,
          location: forest.location,
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
};
