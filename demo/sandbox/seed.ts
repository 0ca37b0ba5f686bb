/** The sandbox's seeded data, written on its first start and on `--reset`: the users, put together with the forests and histories of seed-*.ts. */
import { defaultPasswordCost, hashPassword } from './crypto';
import { dbVersion, type Db, type UserRecord } from './db';
import { businessHistory } from './seed-business';
import { demoHistory } from './seed-history';
import { seedForests } from './seed-forests';
import { seedLanding } from './seed-landing';
import { seedEmails, seedPassword, seedProducts, walletAddress } from './seed-ids';
import { manyTransactions } from './seed-many';
import type { JsonStore } from './store';
import { deriveTokenIndexes } from './token-indexes';

/** `seedEmails.many`'s company: hundreds of tonnes, a fleet of vans, trade fairs and the team's Christmas party are a company's. */
const manyCompany = { userType: 'business', companyName: 'Nordhalle Handel GmbH', position: 'Buchhaltung', taxID: 'ATU87654321' } as const;

/** `passwordCost`: scrypt's cost for the seeded users' password, the sandbox's (all its hashes cost the same work). */
export function seed(store: JsonStore, passwordCost = defaultPasswordCost): Db {
  const { products, media } = seedForests(store);
  const examples = seedLanding(store);

  const many = manyTransactions('usr_many', products, 2);
  // The business's purchases are numbered after the many customer's (seed-history's two come first).
  const business = businessHistory(many.invoice + 1);

  const passwordHash = hashPassword(seedPassword, passwordCost);
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
      // 62 bought (52 Mühlviertel, 10 Waldviertel), 33 burned from the oldest lot (seed-history.ts).
      tokensSpent: 33,
      holdings: [
        { productId: seedProducts.muehlviertel, quantity: 19 },
        { productId: seedProducts.waldviertel, quantity: 10 },
      ],
    }),
    user({
      _id: 'usr_business',
      email: seedEmails.business,
      name: 'Bruno',
      lastName: 'Business',
      userType: 'business',
      // 50 bought in 2026 (30 Mühlviertel, 20 Waldviertel), 33 burned for two projects (seed-business.ts).
      tokensSpent: business.tokensSpent,
      holdings: business.holdings,
      companyName: 'Lärchenfeld Holzbau GmbH',
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
  users.push(
    user({
      _id: 'usr_many',
      email: seedEmails.many,
      name: 'Mia',
      lastName: 'Many',
      ...manyCompany,
      tokensSpent: many.tokensSpent,
      holdings: many.holdings,
      createdAt: '2024-11-15T09:00:00.000Z',
    }),
  );
  const history = demoHistory();

  const db: Db = {
    version: dbVersion,
    users,
    sessions: [],
    projects: [...history.projects, ...business.projects, ...many.projects],
    products,
    payments: [...many.payments, ...history.payments, ...business.payments],
    idempotency: [],
    transactions: [...many.transactions, ...history.transactions, ...business.transactions],
    certificates: [...many.certificates, ...history.certificates, ...business.certificates, ...examples.certificates],
    cards: [...history.cards, { _id: 'card_many', userId: 'usr_many', brand: 'Visa', last4: '1881', expiry: '08/30', nameOnCard: 'Mia Many' }],
    leads: [],
    meetings: [],
    supportRequests: [],
    media: [...media, ...examples.media],
    mailbox: [],
    loginFailures: [],
    landing: {
      ...examples.landing,
      sdgs: { goals: [1, 3, 4, 6, 8, 9, 11, 12, 13, 15, 16, 17], example: true },
    },
    counters: { order: business.lastNumber, invoice: business.lastNumber },
    tokenIndexes: [],
  };
  // The seeded wallets' index ranges follow from the seeded transactions: none is written by hand.
  deriveTokenIndexes(db);
  return db;
}
