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
import { Probe, errorSummary, reason, type Answer } from './probe';

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
  /** Once the API answered and the account logged in: the run goes on (bad input ends it earlier, with nothing told). */
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
  /** The API's base URL; `null` when the arguments named none (a usage error). */
  api: string | null;
  write: WriteMode;
  account: string | null;
  startedAt: string;
  results: CheckResult[];
  conforms: boolean;
  /** Why the run ended before its checks did (a usage or tool error, exit code 2): the line it printed. */
  error?: string;
}

/**
 * Bad input to the tool (no URL, no answer, a redirect at the first call, a refused login): ends the run with one line
 * and exit code 2.
 */
export class ToolError extends Error {}

/** The line a run's failure prints: a ToolError's message, or the tool's own failure. */
export const errorLine = (error: unknown): string =>
  error instanceof ToolError ? error.message : `failed: ${error instanceof Error ? error.message : String(error)}`;

/**
 * Runs the checks (checks.ts) in order and answers the report. Before them, the tool's input: an API that does not
 * answer or redirects, or a refused login, ends the run. A run that ends early (that, or the tool's own failure midway)
 * still answers its report, with what it has and `error`.
 */
export async function runContractCheck(options: CheckOptions): Promise<Report> {
  const api = options.api.replace(/\/+$/, '');
  const report: Report = { api, write: options.write, account: null, startedAt: new Date().toISOString(), results: [], conforms: false };
  // Nothing is told until the tool's input proved good (the API answers, the account logs in).
  let started = false;
  const record = (result: CheckResult) => {
    report.results.push(result);
    if (started) options.onResult?.(result);
  };
  const probe = new Probe(api, options, record);
  try {
    const session = await login(probe, api, options);
    report.account = session?.account ?? null;
    started = true;
    options.onStart?.();
    for (const result of report.results) options.onResult?.(result);
    const run: Run = { probe, options, found: {} };
    for (const check of checks) {
      try {
        if (!('session' in check)) await check.run(run);
        else if (session && writeAllows(options.write, check)) await check.run(run, session.token);
      } catch (error) {
        // An answer of a shape the check cannot go on with (a list that is not a list) is the API's failure, not the
        // tool's: the check fails with what stopped it, and the next one runs.
        if (error instanceof ToolError) throw error;
        record({ call: check.name, ok: false, mismatches: [`${check.name}: stopped on an answer it could not use (${errorLine(error)})`] });
      }
    }
  } catch (error) {
    report.error = errorLine(error);
    return report;
  }
  report.conforms = report.results.every((result) => result.ok);
  return report;
}

/** The first contact, then the test account's login if there is one: its session. */
async function login(probe: Probe, api: string, options: CheckOptions): Promise<{ account: string; token: string } | null> {
  let first: Answer;
  try {
    first = await probe.send('GET', contract.listCountries.path);
  } catch (error) {
    throw new ToolError(`${api} does not answer (${reason(error)})`);
  }
  // Where the API's calls are is the tool's input: `--api` names the URL that answers, not one that sends elsewhere.
  if (first.status >= 300 && first.status < 400) throw new ToolError(`${api} answers GET ${contract.listCountries.path} with a ${first.unread ?? 'redirect'}`);
  if (!options.email || !options.password) return null;
  const called = await probe.call('login', {
    body: { email: options.email, password: options.password },
    sent: JSON.stringify({ email: options.email, password: '…' }),
  });
  if (!called.answer) throw new ToolError(`the login of ${options.email} got no answer`);
  if (called.answer.unread !== undefined) throw new ToolError(`the login of ${options.email} answered no session: ${called.answer.unread}`);
  if (called.answer.status !== 200) {
    throw new ToolError(`the API refused the login of ${options.email} (${called.answer.status}${errorSummary(called.answer.body)})`);
  }
  const token = (called.answer.body as { session?: { token?: string } } | undefined)?.session?.token;
  if (!token) throw new ToolError(`the login of ${options.email} answered no session token`);
  return { account: options.email, token };
}
