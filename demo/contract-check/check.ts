/**
 * The conformance check (`npm run contract-check`): calls an API that claims to implement the contract and says, per
 * call, what was sent, the status, the time, and whether the answer matches the contract, both the client's zod schema
 * and the OpenAPI document's JSON Schema, with the JSON path of every mismatch. Also the CORS preflight of every path
 * for the portal's headers, and the error shape of a bad request and of a missing session. Read-only unless told:
 * `write: 'projects'` creates, edits and deletes a project of the test account; `write: 'money'` also starts purchases
 * (left pending, never paid) and burns one token, to prove that a repeated Idempotency-Key is honoured.
 *
 * Here: the report's types and the runner; the checks themselves, a named list in the order they run, are in checks.ts,
 * and the requests and the checking of each answer in probe.ts.
 */
import { contract } from '#shared/api/contract';
import { checks, writeAllows, type Run } from './checks';
import { Probe, errorSummary, reason } from './probe';

export type WriteMode = 'none' | 'projects' | 'money';

export interface CheckOptions {
  /** The API's base URL. */
  api: string;
  /** A test account, for the calls that need a session. */
  email?: string;
  password?: string;
  write: WriteMode;
  /** The portal's origin, sent as `Origin` (CORS). */
  origin: string;
  /** Where a purchase returns to (money only): on the portal's origin. */
  returnUrl: string;
  /** Per request. */
  timeoutMs: number;
  /** Once the API answered and the account logged in: the run goes on (bad input ended it before). */
  onStart?: () => void;
  /** Each result as it comes (the report's lines), from the start on. */
  onResult?: (result: CheckResult) => void;
}

export interface CheckResult {
  /** `GET /product/list`, `OPTIONS /product/list`. */
  call: string;
  /** What was sent beyond the method and path (query, body, headers of note). */
  sent?: string;
  status?: number;
  ms?: number;
  ok: boolean;
  /** One line each: `GET /product/list → products[0].price: expected number, got string`. */
  mismatches: string[];
  /** Why a check was skipped, or what it proved. */
  note?: string;
}

export interface Report {
  api: string;
  write: WriteMode;
  account: string | null;
  startedAt: string;
  results: CheckResult[];
  conforms: boolean;
}

/** Bad input to the tool (no URL, no answer, refused login): ends the run with one line. */
export class ToolError extends Error {}

/**
 * Runs the checks (checks.ts) in order and answers the report. Before them, the tool's input: an API that does not
 * answer, or a refused login, ends the run with a ToolError and no report.
 */
export async function runContractCheck(options: CheckOptions): Promise<Report> {
  const api = options.api.replace(/\/+$/, '');
  const startedAt = new Date().toISOString();
  const results: CheckResult[] = [];
  // Nothing is told until the tool's input proved good (the API answers, the account logs in).
  let started = false;
  const probe = new Probe(api, options, (result) => {
    results.push(result);
    if (started) options.onResult?.(result);
  });
  const session = await login(probe, api, options);
  started = true;
  options.onStart?.();
  for (const result of results) options.onResult?.(result);
  const run: Run = { probe, options, found: {} };
  for (const check of checks) {
    if (!('session' in check)) await check.run(run);
    else if (session && writeAllows(options.write, check)) await check.run(run, session.token);
  }
  return { api, write: options.write, account: session?.account ?? null, startedAt, results, conforms: results.every((result) => result.ok) };
}

/** The first contact, then the test account's login if there is one: its session. */
async function login(probe: Probe, api: string, options: CheckOptions): Promise<{ account: string; token: string } | null> {
  try {
    await probe.send('GET', contract.listCountries.path);
  } catch (error) {
    throw new ToolError(`${api} does not answer (${reason(error)})`);
  }
  if (!options.email || !options.password) return null;
  const called = await probe.call('login', {
    body: { email: options.email, password: options.password },
    sent: JSON.stringify({ email: options.email, password: '…' }),
  });
  if (!called.answer) throw new ToolError(`the login of ${options.email} got no answer`);
  if (called.answer.status !== 200) {
    throw new ToolError(`the API refused the login of ${options.email} (${called.answer.status}${errorSummary(called.answer.body)})`);
  }
  const token = (called.answer.body as { session?: { token?: string } } | undefined)?.session?.token;
  if (!token) throw new ToolError(`the login of ${options.email} answered no session token`);
  return { account: options.email, token };
}
