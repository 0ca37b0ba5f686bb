/**
 * The OpenAPI document's examples, taken from the seeds: a sandbox of its own, freshly seeded in a temporary folder on
 * a fixed clock, is called as a client would (the seeded customer `demo@greenfee.example`, its projects, certificate,
 * transactions and payments, the seeded forests), and what it was sent and answered becomes the call's example. Nothing
 * is made up; answers that differ at every run (new ids, session tokens) are left out, so the same seed gives the same
 * document. Long lists keep their first three entries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract, type EndpointName } from '#shared/api/contract';
import type { Sandbox, SandboxOptions } from '#demo/sandbox/context';
import { seedCertificates, seedEmails, seedPassword, seedProducts, seedProjects } from '#demo/sandbox/seed-ids';
import type { CallExample, SeedExamples } from './document';

/** The clock of the examples' sandbox: the seed's "today" (a Friday), so that every run answers the same. */
export const exampleClock = '2026-11-20T10:00:00.000Z';
/** The next weekday of `exampleClock`, for the free meeting slots. */
const meetingDay = '2026-11-23';
const listed = 3;

/** The first `listed` entries of every list in an answer. */
const shortened = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.slice(0, listed).map(shortened);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shortened(entry)]));
};

interface Call {
  name: EndpointName;
  summary: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Leave the answer out: it differs at every run. */
  noAnswer?: true;
  /** Keep the answer's lists whole: a boundary's ring cut to three positions is no polygon. */
  whole?: true;
  /** The seeded customer's session; `business`, the seeded business customer's (the CSRD report is a company's). */
  session?: true | 'business';
}

/** What the seeded customer's calls found, for the calls that need it (a project to copy, a transaction, a card). */
interface Seeded {
  login: { email: string; password: string };
  transactions: { _id: string; paymentId: string | null }[];
  charge: { paymentId: string | null } | undefined;
  office: { name: string; description: string; co2Emissions: number; compensationPeriod: unknown };
  user: Record<string, unknown>;
  cards: { _id: string }[];
  portalOrigin: string;
}

/** Every call with an example, in the document's order, made with what the seeded customer has. */
function exampleCalls(seeded: Seeded): Call[] {
  return [
    { name: 'login', summary: 'The seeded customer logs in (the answer holds a new session token each time)', body: seeded.login, noAnswer: true },
    { name: 'forgotPassword', summary: 'A new password for the seeded customer', body: { email: seedEmails.demo } },
    { name: 'listCountries', summary: 'The first three countries' },
    { name: 'listProducts', summary: 'The seeded forests' },
    { name: 'getForestMonitoring', summary: 'The seeded Mühlviertel forest', query: { id: seedProducts.muehlviertel }, whole: true },
    { name: 'getLanding', summary: 'The seeded home page (example data)' },
    { name: 'listMyProjects', summary: 'The seeded customer’s projects', session: true },
    { name: 'getProject', summary: 'The seeded customer’s compensated project', query: { id: seedProjects.compensated }, session: true },
    {
      name: 'createProject',
      summary: 'A project like the seeded customer’s compensated one (the answer holds a new id)',
      body: {
        name: seeded.office.name,
        description: seeded.office.description,
        co2Emissions: seeded.office.co2Emissions,
        compensationPeriod: seeded.office.compensationPeriod,
      },
      noAnswer: true,
      session: true,
    },
    { name: 'getProfile', summary: 'The seeded customer’s profile', session: true },
    {
      name: 'editProfile',
      summary: 'The seeded customer’s profile, saved as it is',
      body: {
        name: seeded.user.name,
        lastName: seeded.user.lastName,
        street: seeded.user.street,
        houseNumber: seeded.user.houseNumber,
        zipCode: seeded.user.zipCode,
        city: seeded.user.city,
        country: (seeded.user.country as { _id: string } | null)?._id,
      },
      session: true,
    },
    { name: 'listTransactions', summary: 'The seeded customer’s newest transactions', query: { page: '1', pageSize: String(listed) }, session: true },
    ...(seeded.transactions[0]
      ? [
          {
            name: 'getTransaction' as const,
            summary: 'The seeded customer’s newest transaction',
            query: { id: seeded.transactions[0]._id },
            session: true as const,
          },
        ]
      : []),
    ...(seeded.charge?.paymentId
      ? [
          {
            name: 'getPayment' as const,
            summary: 'The payment of the seeded customer’s newest purchase',
            query: { id: seeded.charge.paymentId },
            session: true as const,
          },
        ]
      : []),
    { name: 'getTokenIndexes', summary: 'The seeded customer’s token indexes', session: true },
    { name: 'getReport', summary: 'The seeded business customer’s ESRS E1-7 figures of 2026', query: { year: '2026' }, session: 'business' },
    {
      name: 'buyGft',
      summary: 'One token of the seeded Mühlviertel forest with the seeded customer’s saved card (the answer holds a new payment)',
      body: {
        items: [{ productId: seedProducts.muehlviertel, quantity: 1 }],
        adminDonation: 0,
        card: { savedCardId: seeded.cards[0]?._id },
        returnUrl: `${seeded.portalOrigin}/dashboard`,
      },
      noAnswer: true,
      session: true,
    },
    {
      name: 'utilize',
      summary: 'One token burned for the seeded customer’s open project (the answer holds a new transaction)',
      body: { projectId: seedProjects.open, amount: 1 },
      noAnswer: true,
      session: true,
    },
    { name: 'getCertificateStatus', summary: 'The seeded customer’s certificate', query: { id: seedCertificates.valid }, session: true },
    { name: 'validateCertificate', summary: 'The seeded valid certificate', body: { certificateId: seedCertificates.valid } },
    { name: 'getValidMeetingTimes', summary: 'The free slots of a weekday', query: { date: meetingDay } },
    { name: 'getCertificatePdf', summary: 'The seeded valid certificate', query: { id: seedCertificates.valid }, noAnswer: true },
  ];
}

/**
 * Calls the examples' sandbox: `create` is the sandbox's own factory (passed in, so that this module does not import
 * the app that serves the document).
 */
export async function seedExamples(create: (options: SandboxOptions) => Sandbox): Promise<SeedExamples> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gft-openapi-'));
  try {
    const sandbox = create({ dataDir, reset: true, now: () => new Date(exampleClock), log: () => {}, certificateDelayMs: 30_000 });
    const send = async (call: Pick<Call, 'name' | 'body' | 'query'>, token = '') => {
      const endpoint = contract[call.name];
      const url = `${endpoint.path}${call.query ? `?${new URLSearchParams(call.query)}` : ''}`;
      // On the sandbox's own address, so that the links in answers are those `npm start` gives.
      const response = await sandbox.app.request(`http://localhost:8787${url}`, {
        method: endpoint.method,
        headers: { lt: token, ln: 'en', 'content-type': 'application/json', 'idempotency-key': `openapi-example-${call.name}` },
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      });
      if (response.status !== 200) throw new Error(`The example of ${call.name} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const login = { email: seedEmails.demo, password: seedPassword };
    const { session } = (await send({ name: 'login', body: login })) as { session: { token: string } };
    const token = session.token;
    const business = (await send({ name: 'login', body: { email: seedEmails.business, password: seedPassword } })) as { session: { token: string } };
    const { transactions } = (await send({ name: 'listTransactions', query: { pageSize: '20' } }, token)) as {
      transactions: { _id: string; paymentId: string | null }[];
    };
    const charge = transactions.find((transaction) => transaction.paymentId !== null);
    const { project: office } = (await send({ name: 'getProject', query: { id: seedProjects.compensated } }, token)) as {
      project: { name: string; description: string; co2Emissions: number; compensationPeriod: unknown };
    };
    const profile = (await send({ name: 'getProfile' }, token)) as { profile: { user: Record<string, unknown>; cards: { _id: string }[] } };
    const { user, cards } = profile.profile;

    const calls = exampleCalls({ login, transactions, charge, office, user, cards, portalOrigin: sandbox.options.portalOrigin });
    const examples: SeedExamples = {};
    for (const call of calls) {
      const endpoint = contract[call.name];
      // Every call is made, so that its example is one the sandbox takes; a file's answer is not JSON (not sent: a PDF
      // takes long to set), and one that differs at every run is left out.
      const answered = 'file' in endpoint ? undefined : await send(call, call.session === 'business' ? business.session.token : call.session ? token : '');
      const answer = call.noAnswer ? undefined : call.whole ? answered : shortened(answered);
      const example: CallExample = {
        summary: call.summary,
        ...(call.body !== undefined ? { body: call.body } : {}),
        ...(call.query ? { query: call.query } : {}),
        ...(answer !== undefined ? { answer } : {}),
      };
      examples[call.name] = example;
    }
    return examples;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
