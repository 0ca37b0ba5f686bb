import { priceBreakdown } from '#shared/api/money';
import { sha256, hashPassword } from './crypto';
import { dbVersion, type CertificateRecord, type Db, type ProjectRecord, type UserRecord } from './db';
import { renderPdf } from './pdf';
import type { JsonStore } from './store';
import { deriveTokenIndexes } from './token-indexes';

/** The password of every seeded user. */
export const seedPassword = 'Demo-Passw0rd!';
export const seedEmails = {
  demo: 'demo@greenfee.example',
  business: 'business@greenfee.example',
  inactive: 'inactive@greenfee.example',
  unverified: 'unverified@greenfee.example',
  /** A customer with 250 transactions over two years (paging, filters, exports). */
  many: 'many@greenfee.example',
} as const;
export const seedCertificates = { valid: 'GFT-DEMO-VALID', expired: 'GFT-DEMO-EXPIRED', pending: 'GFT-DEMO-PENDING' } as const;
export const seedProducts = { muehlviertel: 'prod_muehlviertel', waldviertel: 'prod_waldviertel', soldOut: 'prod_bayerwald' } as const;
export const seedProjects = { compensated: 'prj_demo_office', open: 'prj_demo_fleet' } as const;
/** The projects of `seedEmails.many`; `office` has a name with quotes and a semicolon, as exports must keep it. */
export const seedManyProjects = {
  office: { _id: 'prj_many_office', name: 'Büro "Nord"; Halle 2', co2Emissions: 900 },
  fleet: { _id: 'prj_many_fleet', name: 'Fleet 2025', co2Emissions: 800 },
  events: { _id: 'prj_many_events', name: 'Events 2026', co2Emissions: 700 },
  party: { _id: 'prj_many_party', name: 'Christmas party 2025', co2Emissions: 20 },
} as const;
/** How many transactions `seedEmails.many` has. */
export const seedManyCount = 250;

const walletAddress = (userId: string) => `0x${sha256(`wallet:${userId}`).slice(0, 40)}`;
const txHash = (seed: string) => `0x${sha256(`tx:${seed}`)}`;

/** A sandbox "satellite image" from above: tree crowns on a field pattern, a track, the name (no real imagery). */
function forestSvg(name: string, hue: number): string {
  const crowns = Array.from({ length: 140 }, (_, index) => {
    const x = (index * 53 + hue * 7) % 400;
    const y = (index * 37 + (index % 7) * 11) % 210;
    const r = 9 + ((index * 13) % 8);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue} ${38 + (index % 3) * 8}% ${22 + (index % 5) * 5}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" role="img" aria-label="${name}"><rect width="400" height="240" fill="hsl(${hue} 30% 30%)"/><path d="M0 150 L400 40 L400 120 L0 240Z" fill="hsl(${hue - 40} 35% 62%)"/>${crowns}<path d="M-10 200 C120 170 230 120 410 130" stroke="hsl(40 25% 78%)" stroke-width="5" fill="none"/><rect x="0" y="214" width="400" height="26" fill="rgb(0 0 0 / 0.55)"/><text x="12" y="232" font-family="sans-serif" font-size="13" fill="#fff">${name} (sandbox), Sentinel-2</text></svg>`;
}

/**
 * The 250 transactions of `seedEmails.many` from December 2024 on, about one every three days: three charges (each
 * with its succeeded payment and invoice) for every two compensations, burned from the oldest lots first as the
 * sandbox burns, so that the wallet is what was bought minus what was burned, per forest. The small party project
 * is compensated fully and has its certificate.
 */
function manyTransactions(userId: string, products: Db['products'], firstInvoice: number) {
  const start = Date.parse('2024-12-02T08:00:00.000Z');
  const projects: ProjectRecord[] = Object.values(seedManyProjects).map((project) => ({
    ...project,
    userId,
    description: 'Sandbox project of the customer with many transactions.',
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
      const figures = priceBreakdown([{ quantity, priceEach: product.pricePerToken }], adminDonation);
      invoice += 1;
      const paymentId = `pay_many_${index + 1}`;
      payments.push({
        _id: paymentId,
        userId,
        status: 'succeeded',
        items: [{ productId: product._id, productName: product.name, quantity, priceEach: product.pricePerToken, amount: figures.net }],
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
        invoiceNumber: `INV-${date.getUTCFullYear()}-${String(invoice).padStart(4, '0')}`,
        returnUrl: 'http://localhost:5173/dashboard',
        savedCardId: 'card_many',
        newCard: null,
      });
      const lot = holdings.find((candidate) => candidate.productId === product._id);
      if (lot) lot.quantity += quantity;
      else holdings.push({ productId: product._id, quantity });
      transactions.push({
        ...common,
        type: 'charge',
        totalAdded: quantity,
        price: product.pricePerToken,
        total: figures.total,
        projectId: null,
        projectName: null,
        paymentId,
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
    let left = amount;
    const forests: { name: string; location: string; amount: number }[] = [];
    for (const lot of holdings) {
      const taken = Math.min(lot.quantity, left);
      if (taken === 0) continue;
      lot.quantity -= taken;
      left -= taken;
      const product = products.find((candidate) => candidate._id === lot.productId);
      forests.push({ name: product?.name ?? lot.productId, location: product?.location ?? '', amount: taken });
    }
    project.co2Compensation += amount;
    tokensSpent += amount;
    let certificateId: string | null = null;
    if (project.co2Compensation >= project.co2Emissions) {
      certificateId = `GFT-MANY-${String(certificates.length + 1).padStart(2, '0')}`;
      const supported = new Map<string, { name: string; location: string; amount: number }>();
      for (const earlier of [
        ...transactions.filter((candidate) => candidate.projectId === project._id).flatMap((candidate) => candidate.forests ?? []),
        ...forests,
      ]) {
        supported.set(earlier.name, { ...earlier, amount: (supported.get(earlier.name)?.amount ?? 0) + earlier.amount });
      }
      certificates.push({
        id: certificateId,
        userId,
        holder: 'Mia Many',
        project: project.name,
        period: project.compensationPeriod,
        date: iso,
        co2Emitted: project.co2Emissions,
        co2Compensated: project.co2Compensation,
        transactionID: common.transactionId,
        supportedForests: [...supported.values()],
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

export function seed(store: JsonStore): Db {
  const media: Db['media'] = [];
  const addMedia = (name: string, type: string, bytes: Uint8Array) => {
    const hash = sha256(bytes);
    store.writeMedia(hash, bytes);
    media.push({ hash, name, type, size: bytes.byteLength, createdAt: '2025-01-01T00:00:00.000Z' });
    return hash;
  };
  const forestDocs = (forest: string) =>
    (
      [
        ['forest_contract', 'Forest contract'],
        ['project_description', 'Project description'],
        ['annual_report', 'Annual report 2025'],
        ['marketing_materials', 'Marketing materials'],
      ] as const
    ).map(([kind, title]) => ({
      kind,
      title,
      hash: addMedia(
        `${forest} - ${title}.pdf`,
        'application/pdf',
        renderPdf(`${forest}: ${title}`, [
          { text: `${forest}`, size: 18, bold: true },
          { text: title, size: 14 },
          { text: 'Sandbox document: example data, not a real contract or report.', gap: 12 },
        ]),
      ),
    }));

  const products: Db['products'] = [
    {
      _id: seedProducts.muehlviertel,
      name: 'Mühlviertel mixed forest',
      location: 'Upper Austria, AT',
      latitude: 48.51,
      longitude: 14.5,
      certification: 'PEFC',
      hectares: 120,
      pricePerToken: 35,
      totalTokens: 24_000,
      availableTokens: 1_800,
      remainingTokens: 19_948,
      satelliteData: {
        provider: 'Sentinel-2 (sandbox)',
        lastObservation: '2026-10-12',
        ndvi: 0.78,
        monitoringUrl: 'https://data.greenfee.example/projects/muehlviertel',
        imageHash: addMedia('muehlviertel.svg', 'image/svg+xml', new TextEncoder().encode(forestSvg('Mühlviertel mixed forest', 120))),
      },
      documents: forestDocs('Mühlviertel mixed forest'),
    },
    {
      _id: seedProducts.waldviertel,
      name: 'Waldviertel spruce and beech',
      location: 'Lower Austria, AT',
      latitude: 48.66,
      longitude: 15.2,
      certification: 'FSC',
      hectares: 85,
      pricePerToken: 32,
      totalTokens: 15_000,
      availableTokens: 900,
      remainingTokens: 11_990,
      satelliteData: {
        provider: 'Sentinel-2 (sandbox)',
        lastObservation: '2026-10-09',
        ndvi: 0.71,
        monitoringUrl: 'https://data.greenfee.example/projects/waldviertel',
        imageHash: addMedia('waldviertel.svg', 'image/svg+xml', new TextEncoder().encode(forestSvg('Waldviertel spruce and beech', 100))),
      },
      documents: forestDocs('Waldviertel spruce and beech'),
    },
    {
      _id: seedProducts.soldOut,
      name: 'Bavarian Forest highland',
      location: 'Bavaria, DE',
      latitude: 48.95,
      longitude: 13.4,
      certification: 'PEFC',
      hectares: 40,
      pricePerToken: 38,
      totalTokens: 8_000,
      availableTokens: 0,
      remainingTokens: 0,
      satelliteData: {
        provider: 'Sentinel-2 (sandbox)',
        lastObservation: '2026-09-30',
        ndvi: 0.74,
        monitoringUrl: 'https://data.greenfee.example/projects/bayerwald',
        imageHash: addMedia('bayerwald.svg', 'image/svg+xml', new TextEncoder().encode(forestSvg('Bavarian Forest highland', 140))),
      },
      documents: forestDocs('Bavarian Forest highland'),
    },
  ];

  const passwordHash = hashPassword(seedPassword);
  const user = (fields: Partial<UserRecord> & Pick<UserRecord, '_id' | 'email' | 'name' | 'lastName'>): UserRecord => ({
    passwordHash,
    userType: 'private',
    roles: ['customer'],
    status: 1,
    emailVerified: true,
    finalized: true,
    verification: null,
    street: 'Waldstraße',
    houseNumber: '1',
    zipCode: '4020',
    city: 'Linz',
    country: 'AT',
    companyName: null,
    position: null,
    taxID: null,
    walletAddress: walletAddress(fields._id),
    tokensSpent: 0,
    holdings: [],
    createdAt: '2025-01-15T09:00:00.000Z',
    ...fields,
  });
  const users: UserRecord[] = [
    user({
      _id: 'usr_demo',
      email: seedEmails.demo,
      name: 'Dana',
      lastName: 'Demo',
      tokensSpent: 12,
      holdings: [
        { productId: seedProducts.muehlviertel, quantity: 40 },
        { productId: seedProducts.waldviertel, quantity: 10 },
      ],
    }),
    user({
      _id: 'usr_business',
      email: seedEmails.business,
      name: 'Bruno',
      lastName: 'Business',
      userType: 'business',
      companyName: 'Example Timber GmbH (sandbox)',
      position: 'Sustainability manager',
      taxID: 'ATU12345678',
      street: 'Holzplatz',
      houseNumber: '7',
      zipCode: '1010',
      city: 'Wien',
    }),
    user({ _id: 'usr_inactive', email: seedEmails.inactive, name: 'Ina', lastName: 'Inactive', status: 0 }),
    user({ _id: 'usr_unverified', email: seedEmails.unverified, name: 'Uwe', lastName: 'Unverified', emailVerified: false, finalized: false }),
  ];
  const many = manyTransactions('usr_many', products, 2);
  users.push(
    user({
      _id: 'usr_many',
      email: seedEmails.many,
      name: 'Mia',
      lastName: 'Many',
      tokensSpent: many.tokensSpent,
      holdings: many.holdings,
      createdAt: '2024-11-15T09:00:00.000Z',
    }),
  );

  const chargeOne = { net: 52 * 35, vat: 345.8, total: 52 * 35 + 345.8 };
  const chargeTwo = { net: 10 * 32, vat: 60.8, total: 10 * 32 + 60.8 };
  const card = { brand: 'Visa', last4: '4242', expiry: '12/29', nameOnCard: 'Dana Demo' };
  const paidWith = { card: { brand: card.brand, last4: card.last4 }, failureReason: null, savedCardId: 'card_demo', newCard: null };
  const payments: Db['payments'] = [
    ...many.payments,
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
      returnUrl: 'http://localhost:5173/dashboard',
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
      returnUrl: 'http://localhost:5173/dashboard',
      ...paidWith,
    },
  ];

  const transactions: Db['transactions'] = [
    ...many.transactions,
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
    supportedForests: [{ name: 'Mühlviertel mixed forest', location: 'Upper Austria, AT', amount: fields.co2Compensated }],
    ...fields,
  });
  const certificates: CertificateRecord[] = [
    ...many.certificates,
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
      holder: 'Example Timber GmbH (sandbox)',
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
      holder: 'Example Timber GmbH (sandbox)',
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

  const db: Db = {
    version: dbVersion,
    users,
    sessions: [],
    projects: [
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
      ...many.projects,
    ],
    products,
    payments,
    idempotency: [],
    transactions,
    certificates,
    cards: [
      { _id: 'card_demo', userId: 'usr_demo', ...card },
      { _id: 'card_many', userId: 'usr_many', brand: 'Visa', last4: '1881', expiry: '08/30', nameOnCard: 'Mia Many' },
    ],
    leads: [],
    meetings: [],
    supportRequests: [],
    media,
    mailbox: [],
    landing: {
      customers: [
        { name: 'Example Bakery (sandbox)', sector: 'Food', example: true },
        { name: 'Example Logistics (sandbox)', sector: 'Transport', example: true },
        { name: 'Example Architects (sandbox)', sector: 'Construction', example: true },
      ],
      team: [
        { name: 'Example Person A', role: 'Forestry', example: true },
        { name: 'Example Person B', role: 'Technology', example: true },
        { name: 'Example Person C', role: 'Customer care', example: true },
      ],
      sdgs: { goals: [1, 3, 4, 6, 8, 9, 11, 12, 13, 15, 16, 17], example: true },
      partners: [
        { name: 'Example Forest Owner Co-op (sandbox)', kind: 'Forest partner, PEFC', example: true },
        { name: 'Example Sawmill (sandbox)', kind: 'Wood products', example: true },
        { name: 'Example Monitoring Lab (sandbox)', kind: 'Satellite monitoring', example: true },
      ],
    },
    counters: { invoice: many.invoice },
    tokenIndexes: [],
  };
  // The seeded wallets' index ranges follow from the seeded transactions: none is written by hand.
  deriveTokenIndexes(db);
  return db;
}
