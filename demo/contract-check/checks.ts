/**
 * The checks of the contract check, in the order they run (`checks` below), each a name and its own body. A check calls
 * the API through the run's probe, which reports one result per call; a check adds verdicts of its own (an edit is
 * kept, a repeated Idempotency-Key honoured). The checks with `session` run only when the test account logged in, and
 * those that write only in their `--write` mode.
 */
import { contract } from '#shared/api/contract';
import type { CheckOptions, CheckResult, WriteMode } from './check';
import { reason, type Answer, type Probe } from './probe';

/** What the checks of one run share. */
export interface Run {
  probe: Probe;
  options: CheckOptions;
  /** What an earlier check got and a later one uses, rather than ask again. */
  found: {
    /** The body of `GET /product/list` (the public calls): its media, and the forests for sale (the purchases). */
    products?: unknown;
  };
}

interface PublicCheck {
  /** What it checks, in words. */
  name: string;
  run: (run: Run) => Promise<void>;
}

interface SessionCheck {
  name: string;
  /** Needs the test account's session: runs only after its login. */
  session: true;
  /** Changes the account's data: runs only with `--write` (`projects`) or `--write=money` (`money`, both). */
  writes?: Exclude<WriteMode, 'none'>;
  run: (run: Run, token: string) => Promise<void>;
}

export type Check = PublicCheck | SessionCheck;

/** The checks, in the order they run. The login before them is the tool's input (check.ts): a refused one ends the run. */
export const checks: readonly Check[] = [
  { name: 'the CORS preflight of every path', run: preflights },
  { name: 'the public calls', run: publicCalls },
  { name: 'the error shape of a bad request and of a missing session', run: errorShapes },
  { name: "the session's reads", session: true, run: sessionReads },
  { name: 'a project created, edited, read back and deleted', session: true, writes: 'projects', run: projectWrites },
  { name: 'purchases with one Idempotency-Key, left pending', session: true, writes: 'money', run: purchases },
  { name: 'one token burned with one Idempotency-Key, twice', session: true, writes: 'money', run: burn },
  { name: 'the logout, after which the token is refused', session: true, run: logout },
];

/** Whether the run's `--write` mode lets a session check run: one that writes projects runs with money too. */
export function writeAllows(write: WriteMode, check: SessionCheck): boolean {
  return check.writes === undefined || write === 'money' || write === check.writes;
}

/** The headers the portal sends (docs/api-contract.md, "Checking an API"): each must pass the CORS preflight. */
export const portalHeaders = ['lt', 'ln', 'content-type', 'idempotency-key'] as const;

const unknownId = 'CONTRACT-CHECK-UNKNOWN';

async function preflights({ probe, options }: Run): Promise<void> {
  const paths = new Map<string, string>();
  for (const endpoint of Object.values(contract)) paths.set(endpoint.path, endpoint.method);
  for (const [path, method] of paths) probe.report(await preflight(probe, options.origin, path, method));
}

/** The preflight of one path, for its method and the portal's headers. */
async function preflight(probe: Probe, origin: string, path: string, method: string): Promise<CheckResult> {
  const result: CheckResult = {
    call: `OPTIONS ${path}`,
    sent: `preflight of ${method} from ${origin} with ${portalHeaders.join(', ')}`,
    ok: false,
    mismatches: [],
  };
  try {
    const answer = await probe.send('OPTIONS', path, {
      headers: { 'access-control-request-method': method, 'access-control-request-headers': portalHeaders.join(', ') },
    });
    result.status = answer.status;
    result.ms = answer.ms;
    const lines = answer.unread !== undefined ? [answer.unread] : preflightMismatches(probe, answer, method);
    result.mismatches = lines.map((line) => `OPTIONS ${path} → ${line}`);
  } catch (error) {
    result.mismatches.push(`OPTIONS ${path} → no answer: ${reason(error)}`);
  }
  result.ok = result.mismatches.length === 0;
  return result;
}

/** How a preflight's answer fails the portal's request: its status, and the CORS headers for the method and headers. */
function preflightMismatches(probe: Probe, answer: Answer, method: string): string[] {
  const lines = answer.status >= 200 && answer.status < 300 ? [] : [`status: expected 2xx, got ${answer.status}`];
  lines.push(...probe.corsOf(answer.headers));
  const methods = (answer.headers.get('access-control-allow-methods') ?? '').toLowerCase();
  if (methods !== '*' && !methods.split(/\s*,\s*/).includes(method.toLowerCase())) lines.push(`header Access-Control-Allow-Methods: ${method} missing`);
  const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
  const missing = portalHeaders.filter((header) => !allowed.includes(header) && !allowed.includes('*'));
  if (missing.length) lines.push(`header Access-Control-Allow-Headers: ${missing.join(', ')} missing`);
  return lines;
}

async function publicCalls({ probe, found }: Run): Promise<void> {
  await probe.call('listCountries');
  const products = await probe.call('listProducts');
  found.products = products.answer?.body;
  await probe.call('getLanding');
  await probe.call('validateCertificate', { body: { certificateId: unknownId }, label: 'an unknown certificate' });
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await probe.call('getValidMeetingTimes', { query: { date: tomorrow } });
  const forests =
    (found.products as { products?: { _id?: string; documents?: { hash?: string }[]; satelliteData?: { imageHash?: string | null } }[] } | undefined)
      ?.products ?? [];
  const forestId = forests.find((forest) => forest._id)?._id;
  if (forestId) await probe.call('getForestMonitoring', { query: { id: forestId } });
  const hash = forests.flatMap((forest) => [forest.satelliteData?.imageHash, ...(forest.documents ?? []).map((document) => document.hash)]).find(Boolean);
  if (hash) await probe.call('getMedia', { query: { hash } });
  await probe.call('getCertificatePdf', { query: { id: unknownId }, expect: [404], label: 'an unknown certificate' });
}

async function errorShapes({ probe }: Run): Promise<void> {
  const bad = await probe.call('validateCertificate', { body: {}, expect: [400], label: 'a bad request' });
  const issues = (bad.answer?.body as { issues?: { path?: string }[] } | undefined)?.issues ?? [];
  if (bad.answer?.status === 400 && !issues.some((issue) => issue.path === 'certificateId')) {
    bad.result.mismatches.push('POST /certificate/validate → issues: expected an issue at certificateId');
    bad.result.ok = false;
  }
  await probe.call('getProfile', { expect: [401], label: 'no session' });
}

async function sessionReads({ probe }: Run, token: string): Promise<void> {
  const profile = await probe.call('getProfile', { token });
  const userType = (profile.answer?.body as { profile?: { user?: { userType?: string } } } | undefined)?.profile?.user?.userType;
  const mine = await probe.call('listMyProjects', { token, label: 'listMyProjects, updateMyProject' });
  const projects = (mine.answer?.body as { projects?: { _id: string; certificateId?: string | null }[] } | undefined)?.projects ?? [];
  if (projects[0]) await probe.call('getProject', { token, query: { id: projects[0]._id } });
  const list = await probe.call('listTransactions', { token, query: { page: '1', pageSize: '5' } });
  const transactions = (list.answer?.body as { transactions?: { _id: string; paymentId?: string | null }[] } | undefined)?.transactions ?? [];
  if (transactions[0]) await probe.call('getTransaction', { token, query: { id: transactions[0]._id } });
  const paymentId = transactions.find((transaction) => transaction.paymentId)?.paymentId;
  if (paymentId) {
    const payment = await probe.call('getPayment', { token, query: { id: paymentId } });
    if ((payment.answer?.body as { payment?: { status?: string } } | undefined)?.payment?.status === 'succeeded') {
      await probe.call('getInvoicePdf', { token, query: { id: paymentId } });
    }
  }
  await probe.call('getTokenIndexes', { token });
  const year = String(new Date().getUTCFullYear());
  // The report is a company's: a private account is answered 403 with the reason, and no figures.
  const report = userType === 'business' ? {} : { expect: [403], label: 'a private account' };
  await probe.call('getReport', { token, query: { year }, ...report });
  await probe.call('getReportPdf', { token, query: { year }, ...report });
  const certificateId = projects.find((project) => project.certificateId)?.certificateId;
  if (certificateId) {
    await probe.call('getCertificateStatus', { token, query: { id: certificateId } });
    await probe.call('getCertificatePdf', { query: { id: certificateId }, expect: [200, 409] });
  }
}

async function projectWrites({ probe }: Run, token: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const project = {
    name: `contract-check ${new Date().toISOString()}`,
    description: 'Made by npm run contract-check; deleted again.',
    co2Emissions: 1,
    compensationPeriod: { startDate: today, endDate: today },
  };
  const created = await probe.call('createProject', { token, body: project });
  const id = (created.answer?.body as { project?: { _id?: string } } | undefined)?.project?._id;
  if (!id) return;
  await probe.call('editProject', { token, body: { ...project, id, name: `${project.name} (edited)`, co2Emissions: 2 } });
  const read = await probe.call('getProject', { token, query: { id }, label: 'after the edit' });
  const saved = (read.answer?.body as { project?: { name?: string; co2Emissions?: number } } | undefined)?.project;
  if (read.answer?.status === 200) {
    probe.verdict(
      'POST /project/edit',
      saved?.name === `${project.name} (edited)` && saved.co2Emissions === 2
        ? []
        : [`the edit was not kept: name ${JSON.stringify(saved?.name)}, co2Emissions ${saved?.co2Emissions}`],
      'an edit is kept',
    );
  }
  await probe.call('deleteProject', { token, body: { id } });
  await probe.call('getProject', { token, query: { id }, expect: [404], label: 'after the delete' });
}

/** One token of a forest for sale, with a new card: left pending, never paid (it expires). */
async function purchases({ probe, options, found }: Run, token: string): Promise<void> {
  const forest = (found.products as { products?: { _id: string; availableTokens: number }[] } | undefined)?.products?.find(
    (product) => product.availableTokens > 0,
  );
  if (!forest) {
    probe.verdict('POST /buy/buyGft', [], 'skipped: no forest has tokens for sale');
    return;
  }
  const body = { items: [{ productId: forest._id, quantity: 1 }], adminDonation: 0, card: { newCard: true }, returnUrl: options.returnUrl };
  const headers = { 'idempotency-key': crypto.randomUUID() };
  const first = await probe.call('buyGft', { token, body, headers, label: 'a pending payment, never paid' });
  const again = await probe.call('buyGft', { token, body, headers, label: 'the same Idempotency-Key and body' });
  const idOf = (answer: Answer | null) => (answer?.body as { payment?: { _id?: string } } | undefined)?.payment?._id;
  if (first.answer?.status === 200 && again.answer?.status === 200) {
    const [one, two] = [idOf(first.answer), idOf(again.answer)];
    probe.verdict(
      'POST /buy/buyGft',
      one === two ? [] : [`Idempotency-Key: the repeated key answered payment ${two}, not ${one}`],
      'a repeated Idempotency-Key answers the same payment',
    );
  }
  await probe.call('buyGft', {
    token,
    body: { ...body, items: [{ productId: forest._id, quantity: 2 }] },
    headers,
    expect: [409],
    label: 'the same Idempotency-Key, another body',
  });
  await probe.call('buyGft', { token, body, expect: [400], label: 'no Idempotency-Key' });
}

/** One token of the wallet, for a project made for it and deleted again; skipped when the wallet is empty. */
async function burn({ probe }: Run, token: string): Promise<void> {
  // Not a check of its own: only whether there is a token to burn (the session's reads checked the profile).
  let held: number;
  try {
    const profile = await probe.send('GET', contract.getProfile.path, { token });
    held = (profile.body as { profile?: { wallet?: { tokensAvailable?: number } } } | undefined)?.profile?.wallet?.tokensAvailable ?? 0;
  } catch (error) {
    probe.verdict('POST /wallet/utilize', [`GET /profile/get → no answer: ${reason(error)}`], 'skipped: the wallet could not be read');
    return;
  }
  if (held < 1) {
    probe.verdict('POST /wallet/utilize', [], 'skipped: the wallet holds no token to burn');
    return;
  }
  const today = new Date().toISOString().slice(0, 10);
  const created = await probe.call('createProject', {
    token,
    body: {
      name: `contract-check burn ${new Date().toISOString()}`,
      description: '',
      co2Emissions: 1,
      compensationPeriod: { startDate: today, endDate: today },
    },
    label: 'to burn one token for',
  });
  const projectId = (created.answer?.body as { project?: { _id?: string } } | undefined)?.project?._id;
  if (!projectId) return;
  const headers = { 'idempotency-key': crypto.randomUUID() };
  const body = { projectId, amount: 1 };
  const first = await probe.call('utilize', { token, body, headers, label: 'one token' });
  const again = await probe.call('utilize', { token, body, headers, label: 'the same Idempotency-Key and body' });
  const idOf = (answer: Answer | null) => (answer?.body as { transaction?: { _id?: string } } | undefined)?.transaction?._id;
  if (first.answer?.status === 200 && again.answer?.status === 200) {
    const [one, two] = [idOf(first.answer), idOf(again.answer)];
    probe.verdict(
      'POST /wallet/utilize',
      one === two ? [] : [`Idempotency-Key: the repeated key burned again (transaction ${two}, not ${one})`],
      'a repeated Idempotency-Key answers the same burn',
    );
  }
  await probe.call('deleteProject', { token, body: { id: projectId } });
}

async function logout({ probe }: Run, token: string): Promise<void> {
  await probe.call('logout', { token });
  await probe.call('getProfile', { token, expect: [401], label: 'after the logout' });
}
