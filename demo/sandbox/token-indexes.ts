import type { Db, IndexLot, UserRecord } from './db';

/**
 * The token-index ledger: every GFT has an index, its serial number within its forest's issuance (1 to
 * `totalTokens`). A forest hands out indexes in order: the next sale starts at `totalTokens - remainingTokens + 1`.
 * A lot is a run of consecutive indexes of one owner, held or burned (for one burn); lots of one owner that touch
 * and agree are merged, and a burn splits the lot it takes from.
 */

type Burn = NonNullable<IndexLot['burn']>;

const sameState = (a: IndexLot, b: IndexLot) =>
  a.productId === b.productId &&
  a.userId === b.userId &&
  (a.burn === null ? b.burn === null : b.burn !== null && a.burn.transactionId === b.burn.transactionId);

/** Merges the lots of `userId` in `productId` that touch and are in the same state (held, or burned by the same burn). */
function mergeLots(db: Db, userId: string, productId: string): void {
  const mine = db.tokenIndexes.filter((lot) => lot.userId === userId && lot.productId === productId).sort((a, b) => a.from - b.from);
  const merged: IndexLot[] = [];
  for (const lot of mine) {
    const last = merged.at(-1);
    if (last && last.to + 1 === lot.from && sameState(last, lot)) last.to = lot.to;
    else merged.push({ ...lot });
  }
  db.tokenIndexes = [...db.tokenIndexes.filter((lot) => !(lot.userId === userId && lot.productId === productId)), ...merged];
}

/**
 * Issues the next `quantity` indexes of a forest to a user (call before `remainingTokens` is lowered by the sale).
 * `firstIndex` overrides where they start (the seed places its sales before the forest's current count).
 */
export function issueIndexes(db: Db, user: Pick<UserRecord, '_id' | 'walletAddress'>, productId: string, quantity: number, firstIndex?: number): void {
  if (quantity <= 0) return;
  const product = db.products.find((candidate) => candidate._id === productId);
  if (!product) return;
  const from = firstIndex ?? product.totalTokens - product.remainingTokens + 1;
  db.tokenIndexes.push({ productId, from, to: from + quantity - 1, userId: user._id, walletAddress: user.walletAddress, burn: null });
  mergeLots(db, user._id, productId);
}

/** Moves the `amount` lowest (oldest) indexes a user holds in a forest from held to burned; answers how many moved. */
export function burnIndexes(db: Db, userId: string, productId: string, amount: number, burn: Burn): number {
  let left = amount;
  const held = db.tokenIndexes.filter((lot) => lot.userId === userId && lot.productId === productId && lot.burn === null).sort((a, b) => a.from - b.from);
  for (const lot of held) {
    if (left === 0) break;
    const size = lot.to - lot.from + 1;
    const taken = Math.min(size, left);
    if (taken < size) db.tokenIndexes.push({ ...lot, from: lot.from + taken });
    lot.to = lot.from + taken - 1;
    lot.burn = { ...burn };
    left -= taken;
  }
  mergeLots(db, userId, productId);
  return amount - left;
}

/** A user's lots per forest, held and burned, each ordered by index; forests in the order of their first index bought. */
export function lotsOf(db: Db, userId: string): { productId: string; held: IndexLot[]; burned: IndexLot[] }[] {
  const byForest = new Map<string, { productId: string; held: IndexLot[]; burned: IndexLot[] }>();
  for (const lot of db.tokenIndexes
    .filter((candidate) => candidate.userId === userId)
    .sort((a, b) => a.productId.localeCompare(b.productId) || a.from - b.from)) {
    const entry = byForest.get(lot.productId) ?? { productId: lot.productId, held: [], burned: [] };
    (lot.burn === null ? entry.held : entry.burned).push(lot);
    byForest.set(lot.productId, entry);
  }
  return [...byForest.values()];
}

/** The indexes of a forest counted by state, for the register and the checks: what the ledger holds and what is unsold. */
export function forestCount(db: Db, productId: string): { held: number; burned: number; unrecorded: number; unsold: number; issued: number } | null {
  const product = db.products.find((candidate) => candidate._id === productId);
  if (!product) return null;
  const lots = db.tokenIndexes.filter((lot) => lot.productId === productId);
  const size = (lot: IndexLot) => lot.to - lot.from + 1;
  const held = lots.filter((lot) => lot.burn === null).reduce((sum, lot) => sum + size(lot), 0);
  const burned = lots.filter((lot) => lot.burn !== null).reduce((sum, lot) => sum + size(lot), 0);
  const sold = product.totalTokens - product.remainingTokens;
  return { held, burned, unrecorded: sold - held - burned, unsold: product.remainingTokens, issued: product.totalTokens };
}

/**
 * Derives the seeded index ledger from the seeded transactions, so that no range is written by hand: the seeded
 * sales, in date order, take the last indexes sold of each forest (the ones before were sold to buyers outside the
 * sandbox), and each seeded burn takes the oldest indexes held, as `utilize` does. Throws when the seeded holdings
 * disagree with what the transactions add up to, or a forest sold fewer tokens than the seeds bought.
 */
export function deriveTokenIndexes(db: Db): void {
  db.tokenIndexes = [];
  const ordered = [...db.transactions].sort((a, b) => a.date.localeCompare(b.date) || a.number - b.number);
  const lineOf = (transaction: (typeof ordered)[number]): { productId: string; quantity: number }[] => {
    const payment = transaction.paymentId === null ? undefined : db.payments.find((candidate) => candidate._id === transaction.paymentId);
    if (payment) return payment.items.map(({ productId, quantity }) => ({ productId, quantity }));
    const byPrice = db.products.find((product) => product.pricePerToken === transaction.price);
    if (!byPrice) throw new Error(`seed: charge ${transaction._id} has no payment and no forest of its price`);
    return [{ productId: byPrice._id, quantity: transaction.totalAdded }];
  };
  const next = new Map<string, number>();
  for (const product of db.products) {
    const bought = ordered
      .filter((transaction) => transaction.type === 'charge')
      .flatMap(lineOf)
      .filter((line) => line.productId === product._id)
      .reduce((sum, line) => sum + line.quantity, 0);
    const first = product.totalTokens - product.remainingTokens - bought + 1;
    if (first < 1) throw new Error(`seed: ${product._id} sold ${product.totalTokens - product.remainingTokens} tokens but the seeds buy ${bought}`);
    next.set(product._id, first);
  }
  // The order a user first bought each forest in: burns take from the oldest lots first, as `takeTokens` does.
  const lotOrder = new Map<string, string[]>();
  for (const transaction of ordered) {
    const user = db.users.find((candidate) => candidate._id === transaction.userId) ?? { _id: transaction.userId, walletAddress: '' };
    if (transaction.type === 'charge') {
      for (const line of lineOf(transaction)) {
        const from = next.get(line.productId) ?? 1;
        issueIndexes(db, user, line.productId, line.quantity, from);
        next.set(line.productId, from + line.quantity);
        const order = lotOrder.get(user._id) ?? [];
        if (!order.includes(line.productId)) order.push(line.productId);
        lotOrder.set(user._id, order);
      }
      continue;
    }
    let left = transaction.totalAdded;
    const project = db.projects.find((candidate) => candidate._id === transaction.projectId);
    const burn: Burn = {
      projectId: transaction.projectId,
      projectName: transaction.projectName ?? project?.name ?? '',
      transactionId: transaction.transactionId,
      date: transaction.date,
    };
    for (const productId of lotOrder.get(user._id) ?? []) left -= burnIndexes(db, user._id, productId, left, burn);
    if (left > 0) throw new Error(`seed: burn ${transaction._id} takes ${left} more tokens than ${user._id} holds`);
  }
  for (const user of db.users) {
    const held = new Map<string, number>();
    for (const lot of db.tokenIndexes.filter((candidate) => candidate.userId === user._id && candidate.burn === null))
      held.set(lot.productId, (held.get(lot.productId) ?? 0) + lot.to - lot.from + 1);
    const seeded = new Map(user.holdings.filter((lot) => lot.quantity > 0).map((lot) => [lot.productId, lot.quantity]));
    const same = held.size === seeded.size && [...held].every(([productId, quantity]) => seeded.get(productId) === quantity);
    if (!same)
      throw new Error(
        `seed: the holdings of ${user._id} (${JSON.stringify([...seeded])}) are not what its transactions add up to (${JSON.stringify([...held])})`,
      );
  }
}

/**
 * The indexes burned for a certificate, per forest in index order, and the wallet they were burned from: the lots of
 * its own burn and of its project's burns before it (a certificate stands on the whole project; one superseded by a
 * later certificate keeps the burns it had), found by the burns' transactions, so that a certificate's date moved by
 * a `/dev` route changes nothing. A seeded certificate of no project has the lots of its transaction.
 */
export function certificateIndexes(
  db: Db,
  certificate: { userId: string | null; projectId: string | null; transactionID: string },
): { wallet: string; lots: { productId: string; from: number; to: number }[] } {
  const own = db.transactions.find((transaction) => transaction.transactionId === certificate.transactionID);
  const burns = new Set(
    own && certificate.projectId !== null
      ? db.transactions
          .filter(
            (transaction) =>
              transaction.type === 'compensation' &&
              transaction.userId === own.userId &&
              transaction.projectId === certificate.projectId &&
              transaction.number <= own.number,
          )
          .map((transaction) => transaction.transactionId)
      : [certificate.transactionID],
  );
  const lots = db.tokenIndexes
    .filter((lot) => lot.burn !== null && lot.userId === certificate.userId && burns.has(lot.burn.transactionId))
    .sort((a, b) => a.productId.localeCompare(b.productId) || a.from - b.from);
  // Lots of one forest that touch (burned by two burns of the project) read as one range.
  const ranges: { productId: string; from: number; to: number }[] = [];
  for (const lot of lots) {
    const last = ranges.at(-1);
    if (last && last.productId === lot.productId && last.to + 1 === lot.from) last.to = lot.to;
    else ranges.push({ productId: lot.productId, from: lot.from, to: lot.to });
  }
  return { wallet: lots.find((lot) => lot.walletAddress)?.walletAddress ?? '', lots: ranges };
}
