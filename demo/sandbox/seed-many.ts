/** The seeded customer with many transactions (`seedEmails.many`): two years of charges and burns, computed as the sandbox would. */
import { priceBreakdown } from '#shared/api/money';
import type { CertificateRecord, Db, ForestAmount, ProjectRecord, UserRecord } from './db';
import { seedManyCount, seedManyProjects, txHash } from './seed-ids';
import { forestShares } from './views';

/**
 * The 250 transactions of `seedEmails.many` from December 2024 on, about one every three days: three charges (each
 * with its succeeded payment and invoice) for every two compensations, burned from the oldest lots first as the
 * sandbox burns, so that the wallet is what was bought minus what was burned, per forest. The small party project
 * is compensated fully and has its certificate.
 */
export function manyTransactions(userId: string, products: Db['products'], firstInvoice: number) {
  const start = Date.parse('2024-12-02T08:00:00.000Z');
  const projects: ProjectRecord[] = Object.values(seedManyProjects).map((project) => ({
    ...project,
    userId,
    co2Compensation: 0,
    compensationPeriod: { startDate: '2025-01-01', endDate: '2026-12-31' },
    createdAt: '2024-11-20T09:00:00.000Z',
    certificateId: null,
  }));
  const holdings: UserRecord['holdings'] = [];
  const payments: Db['payments'] = [];
  const transactions: Db['transactions'] = [];
  const certificates: CertificateRecord[] = [];
  let invoice = firstInvoice;
  let tokensSpent = 0;
  let charges = 0;
  let burns = 0;
  for (let index = 0; index < seedManyCount; index += 1) {
    // Between 08:00 and 15:00 UTC, so the day is the same in Vienna.
    const date = new Date(start + index * 69 * 3_600_000 + ((index * 37) % 8) * 3_600_000);
    const iso = date.toISOString();
    const common = { _id: `trx_many_${index + 1}`, userId, number: index + 1, transactionId: txHash(`many-${index + 1}`), date: iso };
    if (index % 5 < 3) {
      const product = charges % 3 === 2 ? products[1] : products[0];
      if (!product) throw new Error('seed: forests missing');
      const quantity = 10 + ((index * 7) % 31);
      const adminDonation = charges % 4 === 0 ? 5 + (charges % 3) * 2.5 : 0;
      invoice += 1;
      const payment = succeededPayment({ _id: `pay_many_${index + 1}`, userId, date, product, quantity, adminDonation, invoice });
      payments.push(payment);
      const lot = holdings.find((candidate) => candidate.productId === product._id);
      if (lot) lot.quantity += quantity;
      else holdings.push({ productId: product._id, quantity });
      transactions.push({
        ...common,
        type: 'charge',
        totalAdded: quantity,
        price: product.pricePerToken,
        total: payment.total,
        projectId: null,
        projectName: null,
        paymentId: payment._id,
        certificateId: null,
      });
      charges += 1;
      continue;
    }
    const open = projects.filter((project) => project.co2Compensation < project.co2Emissions);
    const project = open[burns % open.length];
    if (!project) throw new Error('seed: every project compensated');
    const held = holdings.reduce((sum, lot) => sum + lot.quantity, 0);
    const amount = Math.min(4 + ((index * 5) % 12), held, Math.ceil(project.co2Emissions - project.co2Compensation));
    const forests = burnOldestFirst(holdings, amount);
    project.co2Compensation += amount;
    tokensSpent += amount;
    let certificateId: string | null = null;
    if (project.co2Compensation >= project.co2Emissions) {
      certificateId = `GFT-MANY-${String(certificates.length + 1).padStart(2, '0')}`;
      const earlier = transactions.filter((candidate) => candidate.projectId === project._id).flatMap((candidate) => candidate.forests ?? []);
      certificates.push({
        id: certificateId,
        userId,
        holder: 'Nordhalle Handel GmbH',
        project: project.name,
        period: project.compensationPeriod,
        date: iso,
        co2Emitted: project.co2Emissions,
        co2Compensated: project.co2Compensation,
        transactionID: common.transactionId,
        supportedForests: forestShares([...earlier, ...forests]),
        readyAt: new Date(date.getTime() + 30_000).toISOString(),
        registeredAt: new Date(date.getTime() + 15_000).toISOString(),
        projectId: project._id,
        expiresAt: null,
      });
      project.certificateId = certificateId;
    }
    transactions.push({
      ...common,
      type: 'compensation',
      totalAdded: amount,
      price: null,
      total: null,
      projectId: project._id,
      projectName: project.name,
      paymentId: null,
      certificateId,
      forests,
    });
    burns += 1;
  }
  return { projects, payments, transactions, certificates, invoice, tokensSpent, holdings: holdings.filter((lot) => lot.quantity > 0) };
}

/** A charge's succeeded payment, paid with the saved card five minutes before its transaction. */
function succeededPayment(charge: {
  _id: string;
  userId: string;
  date: Date;
  product: Db['products'][number];
  quantity: number;
  adminDonation: number;
  invoice: number;
}): Db['payments'][number] {
  const { date, product, quantity } = charge;
  const figures = priceBreakdown([{ quantity, priceEach: product.pricePerToken }], charge.adminDonation);
  return {
    _id: charge._id,
    userId: charge.userId,
    status: 'succeeded',
    items: [{ productId: product._id, productName: product.name.en, quantity, priceEach: product.pricePerToken, amount: figures.net }],
    amount: quantity,
    currency: 'EUR',
    net: figures.net,
    vatRate: figures.vatRate,
    vat: figures.vat,
    adminDonation: figures.adminDonation,
    total: figures.total,
    card: { brand: 'Visa', last4: '1881' },
    failureReason: null,
    createdAt: new Date(date.getTime() - 5 * 60_000).toISOString(),
    orderNumber: `GF-${date.getUTCFullYear()}-${String(charge.invoice).padStart(4, '0')}`,
    invoiceNumber: `RE-${date.getUTCFullYear()}-${String(charge.invoice).padStart(4, '0')}`,
    returnUrl: '/dashboard',
    savedCardId: 'card_many',
    newCard: null,
  };
}

/** Takes `amount` tokens from the oldest lots first, as the sandbox burns: what each forest gave. */
function burnOldestFirst(holdings: UserRecord['holdings'], amount: number): ForestAmount[] {
  let left = amount;
  const forests: ForestAmount[] = [];
  for (const lot of holdings) {
    const taken = Math.min(lot.quantity, left);
    if (taken === 0) continue;
    lot.quantity -= taken;
    left -= taken;
    forests.push({ productId: lot.productId, amount: taken });
  }
  return forests;
}
