/** The demo and business customers' history: their projects, payments, transactions, certificates and the demo's saved card. */
import type { CertificateRecord, Db, ProjectRecord } from './db';
import { demoProjectNames, seedCertificates, seedProducts, seedProjects, txHash } from './seed-ids';

/**
 * What `seedEmails.demo`, a household, bought and burned (its flat's heating of 2025 compensated in three parts, with
 * its certificate, and its holiday flights of 2026 trip by trip, 21 of their 30 t so far), and `seedEmails.business`'s
 * history (businessHistory).
 */
export function demoHistory() {
  const payments = demoPayments();

  // The compensations: the flat's 12 t of 2025 in three parts as its bills came (the last one completes it and issues
  // its certificate), then the flights of 2026 after each trip; every token from the oldest lot (Mühlviertel), as the
  // sandbox burns.
  const burns: { date: string; amount: number; project: 'office' | 'fleet' }[] = [
    { date: '2025-04-03T09:00:00.000Z', amount: 5, project: 'office' },
    { date: '2025-06-12T09:30:00.000Z', amount: 4, project: 'office' },
    { date: '2025-09-18T10:00:00.000Z', amount: 3, project: 'office' },
    { date: '2026-01-20T09:00:00.000Z', amount: 4, project: 'fleet' },
    { date: '2026-02-17T09:15:00.000Z', amount: 3, project: 'fleet' },
    { date: '2026-04-14T10:30:00.000Z', amount: 5, project: 'fleet' },
    { date: '2026-05-19T08:45:00.000Z', amount: 2, project: 'fleet' },
    { date: '2026-07-21T09:00:00.000Z', amount: 4, project: 'fleet' },
    { date: '2026-09-15T11:00:00.000Z', amount: 3, project: 'fleet' },
  ];
  const projectOf = { office: { id: seedProjects.compensated, name: demoProjectNames.office }, fleet: { id: seedProjects.open, name: demoProjectNames.fleet } };
  /** The burn that completed the office's 12 t: its certificate's. */
  const officeDone = burns.filter((burn) => burn.project === 'office').at(-1);

  const transactions: Db['transactions'] = [
    {
      _id: 'trx_demo_1',
      userId: 'usr_demo',
      number: 1,
      transactionId: txHash('demo-1'),
      type: 'charge',
      date: '2025-02-01T10:05:00.000Z',
      totalAdded: 52,
      price: 35,
      total: charges.one.total,
      projectId: null,
      projectName: null,
      paymentId: 'pay_demo_1',
      certificateId: null,
    },
    {
      _id: 'trx_demo_2',
      userId: 'usr_demo',
      number: 2,
      transactionId: txHash('demo-2'),
      type: 'charge',
      date: '2025-03-01T10:05:00.000Z',
      totalAdded: 10,
      price: 32,
      total: charges.two.total,
      projectId: null,
      projectName: null,
      paymentId: 'pay_demo_2',
      certificateId: null,
    },
    ...burns.map((burn, index) => ({
      _id: `trx_demo_${index + 3}`,
      userId: 'usr_demo',
      number: index + 3,
      transactionId: txHash(`demo-${index + 3}`),
      type: 'compensation' as const,
      date: burn.date,
      totalAdded: burn.amount,
      price: null,
      total: null,
      projectId: projectOf[burn.project].id,
      projectName: projectOf[burn.project].name,
      paymentId: null,
      certificateId: burn === officeDone ? seedCertificates.valid : null,
      forests: [{ productId: seedProducts.muehlviertel, amount: burn.amount }],
    })),
  ];
  const officeTransaction = transactions.find((transaction) => transaction.certificateId === seedCertificates.valid);
  if (!officeDone || !officeTransaction) throw new Error('seed: the office is never compensated fully');
  const fleetCompensated = burns.filter((burn) => burn.project === 'fleet').reduce((sum, burn) => sum + burn.amount, 0);
  const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

  const certificates: CertificateRecord[] = [
    certificate({
      id: seedCertificates.valid,
      userId: 'usr_demo',
      holder: 'Dana Demo',
      project: demoProjectNames.office,
      period: { startDate: '2025-01-01', endDate: '2025-12-31' },
      date: officeDone.date,
      co2Emitted: 12,
      co2Compensated: 12,
      transactionID: officeTransaction.transactionId,
      readyAt: later(officeDone.date, 30),
      registeredAt: later(officeDone.date, 15),
      projectId: seedProjects.compensated,
      expiresAt: null,
    }),
    ...businessCertificates(),
  ];

  const projects = demoProjects(fleetCompensated);
  return { projects, payments, transactions, certificates, cards: [{ _id: 'card_demo', userId: 'usr_demo', ...demoCard }] };
}

/** The demo's two charges, VAT at 19 %. */
const charges = {
  one: { net: 52 * 35, vat: 345.8, total: 52 * 35 + 345.8 },
  two: { net: 10 * 32, vat: 60.8, total: 10 * 32 + 60.8 },
};
const demoCard = { brand: 'Visa', last4: '4242', expiry: '12/29', nameOnCard: 'Dana Demo' };

/** The demo's two succeeded payments, with the saved card. */
function demoPayments(): Db['payments'] {
  const paidWith = { card: { brand: demoCard.brand, last4: demoCard.last4 }, failureReason: null, savedCardId: 'card_demo', newCard: null };
  return [
    {
      _id: 'pay_demo_1',
      userId: 'usr_demo',
      status: 'succeeded',
      items: [{ productId: seedProducts.muehlviertel, productName: 'Mühlviertel mixed forest', quantity: 52, priceEach: 35, amount: charges.one.net }],
      amount: 52,
      currency: 'EUR',
      net: charges.one.net,
      vatRate: 0.19,
      vat: charges.one.vat,
      adminDonation: 0,
      total: charges.one.total,
      createdAt: '2025-02-01T10:00:00.000Z',
      orderNumber: 'GF-2025-0001',
      invoiceNumber: 'RE-2025-0001',
      returnUrl: '/dashboard',
      ...paidWith,
    },
    {
      _id: 'pay_demo_2',
      userId: 'usr_demo',
      status: 'succeeded',
      items: [{ productId: seedProducts.waldviertel, productName: 'Waldviertel spruce and beech', quantity: 10, priceEach: 32, amount: charges.two.net }],
      amount: 10,
      currency: 'EUR',
      net: charges.two.net,
      vatRate: 0.19,
      vat: charges.two.vat,
      adminDonation: 0,
      total: charges.two.total,
      createdAt: '2025-03-01T10:00:00.000Z',
      orderNumber: 'GF-2025-0002',
      invoiceNumber: 'RE-2025-0002',
      returnUrl: '/dashboard',
      ...paidWith,
    },
  ];
}

/** A certificate whose tokens all came from Mühlviertel, unless it says otherwise. */
const certificate = (fields: Omit<CertificateRecord, 'supportedForests'> & Partial<Pick<CertificateRecord, 'supportedForests'>>): CertificateRecord => ({
  supportedForests: [{ productId: seedProducts.muehlviertel, amount: fields.co2Compensated }],
  ...fields,
});

/** `seedEmails.business`'s certificates: one expired, one pending. */
function businessCertificates(): CertificateRecord[] {
  return [
    certificate({
      id: seedCertificates.expired,
      userId: 'usr_business',
      holder: 'Lärchenfeld Holzbau GmbH',
      project: 'Sawmill 2022',
      period: { startDate: '2022-01-01', endDate: '2022-12-31' },
      date: '2023-01-20T08:00:00.000Z',
      co2Emitted: 40,
      co2Compensated: 40,
      transactionID: txHash('business-1'),
      readyAt: '2023-01-20T08:00:30.000Z',
      registeredAt: '2023-01-20T08:00:15.000Z',
      projectId: null,
      expiresAt: '2024-12-31',
    }),
    certificate({
      id: seedCertificates.pending,
      userId: 'usr_business',
      holder: 'Lärchenfeld Holzbau GmbH',
      project: 'Sawmill 2026',
      period: { startDate: '2026-01-01', endDate: '2026-12-31' },
      date: '2026-11-01T08:00:00.000Z',
      co2Emitted: 25,
      co2Compensated: 25,
      transactionID: txHash('business-2'),
      readyAt: null,
      registeredAt: '2026-11-01T08:00:15.000Z',
      projectId: null,
      expiresAt: null,
    }),
  ];
}

/** The demo's projects: the flat's heating, compensated, and the holiday flights, `fleetCompensated` t of 30 so far. */
function demoProjects(fleetCompensated: number): ProjectRecord[] {
  return [
    {
      _id: seedProjects.compensated,
      userId: 'usr_demo',
      name: demoProjectNames.office,
      description: 'Ölheizung und Strom unserer Wohnung in Linz.',
      co2Emissions: 12,
      co2Compensation: 12,
      compensationPeriod: { startDate: '2025-01-01', endDate: '2025-12-31' },
      createdAt: '2025-03-15T09:00:00.000Z',
      certificateId: seedCertificates.valid,
    },
    {
      _id: seedProjects.open,
      userId: 'usr_demo',
      name: demoProjectNames.fleet,
      description: 'Die Flugreisen der Familie, kompensiert nach jeder Reise.',
      co2Emissions: 30,
      co2Compensation: fleetCompensated,
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
      createdAt: '2026-01-10T09:00:00.000Z',
      certificateId: null,
    },
  ];
}
