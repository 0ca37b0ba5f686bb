/** Burning tokens for a project (utilize): the oldest lots first, and the certificate once all of the project’s tonnes are assigned. */
import { randomHex, randomId, sha256 } from '../crypto';
import { SandboxError, idempotencyKey, me, type Ctx } from '../context';
import type { ForestAmount, ProjectRecord, TransactionRecord, UserRecord } from '../db';
import type { Handlers } from '../handler-types';
import { burnIndexes } from '../token-indexes';
import { certificateExpectedBy, forestShares, projectView, tokensAvailable, walletView } from '../views';
import { nextTransactionNumber, publicTransaction } from './account';
import { ownProject } from './projects';

/** The answer to a burn, from its transaction: the same for the first call and for a retry with the same key. */
function burnAnswer(ctx: Ctx, user: UserRecord, project: ProjectRecord, transaction: TransactionRecord) {
  const certificate = transaction.certificateId === null ? undefined : ctx.db.certificates.find((candidate) => candidate.id === transaction.certificateId);
  const full = certificate !== undefined;
  return {
    message: full ? 'All of the project’s tonnes assigned' : 'Part of the project’s tonnes assigned',
    outcome: full ? ('full' as const) : ('partial' as const),
    burned: transaction.totalAdded,
    project: projectView(project),
    wallet: walletView(ctx, user),
    transaction: publicTransaction(ctx, transaction),
    certificate: certificate ? { id: certificate.id, expectedBy: certificateExpectedBy(certificate) } : null,
  };
}

/** Takes `amount` tokens from the user's oldest lots (their indexes move to burned); returns what came from which forest. */
function takeTokens(ctx: Ctx, user: UserRecord, amount: number, burn: Parameters<typeof burnIndexes>[4]): ForestAmount[] {
  const forests: ForestAmount[] = [];
  let left = amount;
  for (const lot of user.holdings) {
    if (left === 0) break;
    const taken = Math.min(lot.quantity, left);
    if (taken === 0) continue;
    lot.quantity -= taken;
    left -= taken;
    burnIndexes(ctx.db, user._id, lot.productId, taken, burn);
    forests.push({ productId: lot.productId, amount: taken });
  }
  user.holdings = user.holdings.filter((lot) => lot.quantity > 0);
  return forests;
}

export const burningHandlers: Handlers<'utilize'> = {
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
        // The certificate names every forest whose tokens went into this project, earlier partial burns included.
        const earlier = db.transactions.filter((t) => t.projectId === project._id && t.type === 'compensation').flatMap((t) => t.forests ?? []);
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
          supportedForests: forestShares([...earlier, ...forests]),
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
};
