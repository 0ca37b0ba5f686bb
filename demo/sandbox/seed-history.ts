/** The demo and business customers' history: their projects, payments, transactions, certificates and the demo's saved card. */
import type { CertificateRecord, Db, ProjectRecord } from './db';
import { seedCertificates, seedProducts, seedProjects, txHash } from './seed-ids';

/** What `seedEmails.demo` bought and burned (a certificate and an open project), and `seedEmails.business`'s certificates, one expired and one pending. */
export function demoHistory() {
  const chargeOne = { net: 52 * 35, vat: 345.8, total: 52 * 35 + 345.8 };
  const chargeTwo = { net: 10 * 32, vat: 60.8, total: 10 * 32 + 60.8 };
  const card = { brand: 'Visa', last4: '4242', expiry: '12/29', nameOnCard: 'Dana Demo' };
  const paidWith = { card: { brand: card.brand, last4: card.last4 }, failureReason: null, savedCardId: 'card_demo', newCard: null };
  const payments: Db['payments'] = [
    {
      _id: 'pay_demo_1',
      userId: 'usr_demo',
      status: 'succeeded',
      items: [{ productId: seedProducts.muehlviertel, productName: 'Mühlviertel mixed forest', quantity: 52, priceEach: 35, amount: chargeOne.net }],
      amount: 52,
      currency: 'EUR',
      net: chargeOne.net,
      vatRate: 0.19,
      vat: chargeOne.vat,
      adminDonation: 0,
      total: chargeOne.total,
      createdAt: '2025-02-01T10:00:00.000Z',
      invoiceNumber: 'INV-2025-0001',
      returnUrl: '/dashboard',
      ...paidWith,
    },
    {
      _id: 'pay_demo_2',
      userId: 'usr_demo',
      status: 'succeeded',
      items: [{ productId: seedProducts.waldviertel, productName: 'Waldviertel spruce and beech', quantity: 10, priceEach: 32, amount: chargeTwo.net }],
      amount: 10,
      currency: 'EUR',
      net: chargeTwo.net,
      vatRate: 0.19,
      vat: chargeTwo.vat,
      adminDonation: 0,
      total: chargeTwo.total,
      createdAt: '2025-03-01T10:00:00.000Z',
      invoiceNumber: 'INV-2025-0002',
      returnUrl: '/dashboard',
      ...paidWith,
    },
  ];

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
      total: chargeOne.total,
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
      total: chargeTwo.total,
      projectId: null,
      projectName: null,
      paymentId: 'pay_demo_2',
      certificateId: null,
    },
    {
      _id: 'trx_demo_3',
      userId: 'usr_demo',
      number: 3,
      transactionId: txHash('demo-3'),
      type: 'compensation',
      date: '2025-04-01T08:00:00.000Z',
      totalAdded: 12,
      price: null,
      total: null,
      projectId: seedProjects.compensated,
      projectName: 'Office building 2025',
      paymentId: null,
      certificateId: seedCertificates.valid,
    },
  ];

  const certificate = (fields: Omit<CertificateRecord, 'supportedForests'> & Partial<Pick<CertificateRecord, 'supportedForests'>>): CertificateRecord => ({
    supportedForests: [{ productId: seedProducts.muehlviertel, amount: fields.co2Compensated }],
    ...fields,
  });
  const certificates: CertificateRecord[] = [
    certificate({
      id: seedCertificates.valid,
      userId: 'usr_demo',
      holder: 'Dana Demo',
      project: 'Office building 2025',
      period: { startDate: '2025-01-01', endDate: '2025-12-31' },
      date: '2025-04-01T08:00:00.000Z',
      co2Emitted: 12,
      co2Compensated: 12,
      transactionID: txHash('demo-3'),
      readyAt: '2025-04-01T08:00:30.000Z',
      registeredAt: '2025-04-01T08:00:15.000Z',
      projectId: seedProjects.compensated,
      expiresAt: null,
    }),
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

  const projects: ProjectRecord[] = [
    {
      _id: seedProjects.compensated,
      userId: 'usr_demo',
      name: 'Office building 2025',
      description: 'Heating and electricity of our office in Linz.',
      co2Emissions: 12,
      co2Compensation: 12,
      compensationPeriod: { startDate: '2025-01-01', endDate: '2025-12-31' },
      createdAt: '2025-03-15T09:00:00.000Z',
      certificateId: seedCertificates.valid,
    },
    {
      _id: seedProjects.open,
      userId: 'usr_demo',
      name: 'Company fleet 2026',
      description: 'Four delivery vans, about 80,000 km a year.',
      co2Emissions: 30,
      co2Compensation: 0,
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
      createdAt: '2026-01-10T09:00:00.000Z',
      certificateId: null,
    },
  ];
  return { projects, payments, transactions, certificates, cards: [{ _id: 'card_demo', userId: 'usr_demo', ...card }] };
}
