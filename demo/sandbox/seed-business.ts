/** `seedEmails.business`'s compensations of this year: what its CSRD report, its overview and its transactions show. */
import type { CertificateRecord, Db, ProjectRecord, TransactionRecord } from './db';
import { seedCertificates, seedProducts, txHash } from './seed-ids';

const userId = 'usr_business';
const holder = 'Lärchenfeld Holzbau GmbH';

/** Its two projects of 2026: the halls' heating, compensated (with its certificate), and the vans, 14 of 20 t so far. */
export const businessProjects = {
  halls: { _id: 'prj_business_halls', name: 'Hallenheizung 2026', co2Emissions: 19 },
  vans: { _id: 'prj_business_vans', name: 'Lieferfahrzeuge 2026', co2Emissions: 20 },
} as const;

/** Two purchases at 19 % VAT, net plus VAT as a business pays. */
const purchases = [
  {
    id: 'business_1',
    date: '2026-02-03T09:05:00.000Z',
    productId: seedProducts.muehlviertel,
    name: 'Mühlviertel mixed forest',
    quantity: 30,
    price: 35,
  },
  {
    id: 'business_2',
    date: '2026-08-25T09:05:00.000Z',
    productId: seedProducts.waldviertel,
    name: 'Waldviertel spruce and beech',
    quantity: 20,
    price: 32,
  },
] as const;

/**
 * The burns, oldest lot first as the sandbox burns: the halls' 19 t from Mühlviertel (the second completes them), then
 * the vans' 6 t from Mühlviertel and 8 t (the last 5 of Mühlviertel, 3 of Waldviertel): a year of both forests.
 */
const burns: readonly { date: string; project: 'halls' | 'vans'; forests: readonly { productId: string; amount: number }[] }[] = [
  { date: '2026-03-17T10:00:00.000Z', project: 'halls', forests: [{ productId: seedProducts.muehlviertel, amount: 12 }] },
  { date: '2026-06-16T10:00:00.000Z', project: 'halls', forests: [{ productId: seedProducts.muehlviertel, amount: 7 }] },
  { date: '2026-09-22T10:00:00.000Z', project: 'vans', forests: [{ productId: seedProducts.muehlviertel, amount: 6 }] },
  {
    date: '2026-11-10T10:00:00.000Z',
    project: 'vans',
    forests: [
      { productId: seedProducts.muehlviertel, amount: 5 },
      { productId: seedProducts.waldviertel, amount: 3 },
    ],
  },
];

const cents = (value: number) => Math.round(value * 100) / 100;
const tokensOf = (burn: (typeof burns)[number]) => burn.forests.reduce((sum, lot) => sum + lot.amount, 0);

/**
 * The business's two payments, paid by card, numbered from `first` on in both series (orders and invoices): after the
 * other seeds', so that the sandbox's counters (seed.ts) go on from the last without a gap or a number given twice.
 */
function businessPayments(first: number): Db['payments'] {
  const numbered = (prefix: string, index: number) => `${prefix}-2026-${String(first + index).padStart(4, '0')}`;
  return purchases.map((purchase, index) => {
    const net = purchase.quantity * purchase.price;
    const vat = cents(net * 0.19);
    return {
      _id: `pay_${purchase.id}`,
      userId,
      status: 'succeeded',
      items: [{ productId: purchase.productId, productName: purchase.name, quantity: purchase.quantity, priceEach: purchase.price, amount: net }],
      amount: purchase.quantity,
      currency: 'EUR',
      net,
      vatRate: 0.19,
      vat,
      adminDonation: 0,
      total: cents(net + vat),
      createdAt: purchase.date,
      orderNumber: numbered('GF', index),
      invoiceNumber: numbered('RE', index),
      returnUrl: '/dashboard',
      card: { brand: 'Mastercard', last4: '5100' },
      failureReason: null,
      savedCardId: null,
      newCard: null,
    };
  });
}

/**
 * The business customer's payments, transactions, projects and certificate of 2026, and what its wallet holds after;
 * its purchases take the order and invoice numbers from `firstNumber` on (`lastNumber` is the last taken).
 */
export function businessHistory(firstNumber: number) {
  const payments = businessPayments(firstNumber);
  const halls = burns.filter((burn) => burn.project === 'halls');
  const hallsDone = halls.at(-1);
  const charges: TransactionRecord[] = purchases.map((purchase, index) => ({
    _id: `trx_${purchase.id}`,
    userId,
    number: index + 1,
    transactionId: txHash(purchase.id),
    type: 'charge',
    date: purchase.date,
    totalAdded: purchase.quantity,
    price: purchase.price,
    total: payments[index]?.total ?? null,
    projectId: null,
    projectName: null,
    paymentId: `pay_${purchase.id}`,
    certificateId: null,
  }));
  const compensations: TransactionRecord[] = burns.map((burn, index) => ({
    _id: `trx_business_burn_${index + 1}`,
    userId,
    number: purchases.length + index + 1,
    transactionId: txHash(`business-burn-${index + 1}`),
    type: 'compensation',
    date: burn.date,
    totalAdded: tokensOf(burn),
    price: null,
    total: null,
    projectId: businessProjects[burn.project]._id,
    projectName: businessProjects[burn.project].name,
    paymentId: null,
    certificateId: burn === hallsDone ? seedCertificates.business : null,
    forests: burn.forests.map((lot) => ({ ...lot })),
  }));
  const hallsTransaction = compensations.find((transaction) => transaction.certificateId === seedCertificates.business);
  if (!hallsDone || !hallsTransaction) throw new Error('seed: the business’s halls are never compensated fully');
  const compensated = (project: 'halls' | 'vans') => burns.filter((burn) => burn.project === project).reduce((sum, burn) => sum + tokensOf(burn), 0);
  const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
  const certificate: CertificateRecord = {
    id: seedCertificates.business,
    userId,
    holder,
    project: businessProjects.halls.name,
    period: { startDate: '2026-01-01', endDate: '2026-12-31' },
    date: hallsDone.date,
    co2Emitted: businessProjects.halls.co2Emissions,
    co2Compensated: compensated('halls'),
    transactionID: hallsTransaction.transactionId,
    readyAt: later(hallsDone.date, 30),
    registeredAt: later(hallsDone.date, 15),
    projectId: businessProjects.halls._id,
    expiresAt: null,
    supportedForests: [{ productId: seedProducts.muehlviertel, amount: compensated('halls') }],
  };
  const project = (key: 'halls' | 'vans', description: string, certificateId: string | null): ProjectRecord => ({
    ...businessProjects[key],
    userId,
    description,
    co2Compensation: compensated(key),
    compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
    createdAt: '2026-02-10T09:00:00.000Z',
    certificateId,
  });
  const bought = (productId: string) => purchases.filter((purchase) => purchase.productId === productId).reduce((sum, purchase) => sum + purchase.quantity, 0);
  const burned = (productId: string) => burns.flatMap((burn) => burn.forests).reduce((sum, lot) => sum + (lot.productId === productId ? lot.amount : 0), 0);
  const holdings = [seedProducts.muehlviertel, seedProducts.waldviertel]
    .map((productId) => ({ productId, quantity: bought(productId) - burned(productId) }))
    .filter((lot) => lot.quantity > 0);
  return {
    payments,
    transactions: [...charges, ...compensations],
    certificates: [certificate],
    projects: [
      project('halls', 'Erdgasheizung der beiden Produktionshallen in Wien, Heizperiode 2026.', seedCertificates.business),
      project('vans', 'Drei Lieferwagen für Baustellen im Raum Wien, Diesel 2026.', null),
    ],
    holdings,
    tokensSpent: burns.reduce((sum, burn) => sum + tokensOf(burn), 0),
    lastNumber: firstNumber + purchases.length - 1,
  };
}
