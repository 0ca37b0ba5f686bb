/** The seed's names that tests and the store use (users' addresses, password, ids) and its derived wallet addresses and hashes. */
import { sha256 } from './crypto';

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
export const seedCertificates = { valid: 'GFT-DEMO-VALID', expired: 'GFT-DEMO-EXPIRED', pending: 'GFT-DEMO-PENDING', business: 'GFT-DEMO-BUSINESS' } as const;
export const seedProducts = { muehlviertel: 'prod_muehlviertel', waldviertel: 'prod_waldviertel', soldOut: 'prod_bayerwald' } as const;
export const seedProjects = { compensated: 'prj_demo_office', open: 'prj_demo_fleet' } as const;
/** The names of the demo customer's projects (a household's: its flat, its holiday flights). */
export const demoProjectNames = { office: 'Heizung Wohnung 2025', fleet: 'Urlaubsflüge 2026' } as const;
/** The projects of `seedEmails.many`; `office` has a name with quotes and a semicolon, as exports must keep it. */
export const seedManyProjects = {
  office: {
    _id: 'prj_many_office',
    name: 'Büro "Nord"; Halle 2',
    description: 'Heating and electricity of the northern office and hall 2.',
    co2Emissions: 900,
  },
  fleet: { _id: 'prj_many_fleet', name: 'Fleet 2025', description: 'Twelve delivery vans, about 240,000 km a year.', co2Emissions: 800 },
  events: { _id: 'prj_many_events', name: 'Events 2026', description: 'Trade fairs and customer days: travel, venues and catering.', co2Emissions: 700 },
  party: { _id: 'prj_many_party', name: 'Christmas party 2025', description: "The team's Christmas party: venue, catering and travel.", co2Emissions: 20 },
} as const;
/** How many transactions `seedEmails.many` has. */
export const seedManyCount = 250;

/** A seeded user's wallet address: derived from the id, so every reseed gives the same. */
export const walletAddress = (userId: string) => `0x${sha256(`wallet:${userId}`).slice(0, 40)}`;
/** A seeded transaction's hash on the (stand-in) register, derived from a name, so every reseed gives the same. */
export const txHash = (seed: string) => `0x${sha256(`tx:${seed}`)}`;
