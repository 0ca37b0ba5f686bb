/**
 * The conformance check (`npm run contract-check`): calls an API that claims to implement the contract and says, per
 * call, what was sent, the status, the time, and whether the answer matches the contract, both the client's zod schema
 * and the OpenAPI document's JSON Schema, with the JSON path of every mismatch. Also the CORS preflight of every path
 * for the portal's headers, and the error shape of a bad request and of a missing session. Read-only unless told:
 * `write: 'projects'` creates, edits and deletes a project of the test account; `write: 'money'` also starts purchases
 * (left pending, never paid) and burns one token, to prove that a repeated Idempotency-Key is honoured.
 */
import { contract, type DocumentedEndpoint, type EndpointName } from '#shared/api/contract';
import { apiErrorBodySchema } from '#shared/api/schemas/common';
import { openApiDocument } from '#demo/openapi/document';
import { OpenApiAnswers, collapseIndexes, zodMismatches } from './validate';

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

/** The headers the portal sends (docs/api-contract.md, "Checking an API"): each must pass the CORS preflight. */
export const portalHeaders = ['lt', 'ln', 'content-type', 'idempotency-key'] as const;

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  ms: number;
}

const unknownId = 'CONTRACT-CHECK-UNKNOWN';

export async function runContractCheck(options: CheckOptions): Promise<Report> {
  const api = options.api.replace(/\/+$/, '');
  const startedAt = new Date().toISOString();
  const answers = new OpenApiAnswers(openApiDocument() as never);
  const results: CheckResult[] = [];
  // Nothing is told until the tool's input proved good (the API answers, the account logs in).
  let started = false;
  const report = (result: CheckResult) => {
    results.push(result);
    if (started) options.onResult?.(result);
  };
  const start = () => {
    started = true;
    options.onStart?.();
    for (const result of results) options.onResult?.(result);
  };

  const send = async (
    method: string,
    path: string,
    init: { query?: Record<string, string>; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const url = `${api}${path}${init.query ? `?${new URLSearchParams(init.query)}` : ''}`;
    const started = performance.now();
    const response = await fetch(url, {
      method,
      headers: {
        origin: options.origin,
        ...(method === 'OPTIONS' ? {} : { lt: init.token ?? '', ln: 'en' }),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    const ms = Math.round(performance.now() - started);
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = Symbol.for('not JSON');
      }
    }
    return { status: response.status, headers: response.headers, body, ms };
  };

  const corsOf = (headers: Headers): string[] => {
    const allowed = headers.get('access-control-allow-origin');
    if (allowed === null) return ['header Access-Control-Allow-Origin: missing (a browser refuses the answer)'];
    if (allowed !== '*' && allowed !== options.origin) return [`header Access-Control-Allow-Origin: expected * or ${options.origin}, got ${allowed}`];
    return [];
  };

  /**
   * Calls an endpoint of the contract and checks the answer: the status expected (200 unless told), the document's
   * schema for the status, the zod schema (the answer's, or the error body's), the CORS header, a file's type.
   */
  const call = async (
    name: EndpointName,
    init: {
      query?: Record<string, string>;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      expect?: number[];
      sent?: string;
      label?: string;
    } = {},
  ): Promise<{ answer: Answer | null; result: CheckResult }> => {
    const endpoint: DocumentedEndpoint = contract[name];
    const shownPath = `${endpoint.path}${init.query ? `?${new URLSearchParams(init.query)}` : ''}`;
    const label = `${endpoint.method} ${endpoint.path}`;
    const result: CheckResult = {
      call: `${endpoint.method} ${shownPath}${init.label ? ` (${init.label})` : ''}`,
      ...(init.sent !== undefined ? { sent: init.sent } : init.body !== undefined ? { sent: JSON.stringify(init.body) } : {}),
      ok: false,
      mismatches: [],
    };
    let answer: Answer;
    try {
      answer = await send(endpoint.method, endpoint.path, init);
    } catch (error) {
      result.mismatches.push(`${label} → no answer: ${reason(error)}`);
      report(result);
      return { answer: null, result };
    }
    result.status = answer.status;
    result.ms = answer.ms;
    const expected = init.expect ?? [200];
    const lines: string[] = [];
    if (!expected.includes(answer.status)) lines.push(`status: expected ${expected.join(' or ')}, got ${answer.status}${errorSummary(answer.body)}`);
    if (answer.body === Symbol.for('not JSON')) lines.push('the answer says it is JSON but is not');
    else if ('file' in endpoint && answer.status === 200) {
      const type = answer.headers.get('content-type') ?? '';
      if (!endpoint.file.some((prefix) => type.startsWith(prefix)))
        lines.push(`header Content-Type: expected ${endpoint.file.join(' or ')}, got ${type || 'none'}`);
    } else {
      const byPath = new Map<string, string>();
      const add = (line: string) => {
        const at = line.slice(0, line.indexOf(': '));
        if (!byPath.has(at)) byPath.set(at, line);
      };
      for (const line of answers.check(endpoint.method, endpoint.path, answer.status, answer.body)) add(line);
      const schema = answer.status === 200 ? ('answer' in endpoint ? endpoint.answer : undefined) : apiErrorBodySchema;
      if (schema) for (const line of zodMismatches(schema, answer.body)) add(line);
      lines.push(...collapseIndexes([...byPath.values()]));
    }
    lines.push(...corsOf(answer.headers));
    result.mismatches = lines.map((line) => `${label} → ${line}`);
    result.ok = result.mismatches.length === 0;
    report(result);
    return { answer, result };
  };

  /** A check of its own (idempotency, a field's value): its lines are mismatches. */
  const verdict = (callName: string, lines: string[], note: string) => {
    report({ call: callName, ok: lines.length === 0, mismatches: lines.map((line) => `${callName} → ${line}`), note });
  };

  // The first contact: an API that does not answer ends the run at once.
  try {
    await send('GET', contract.listCountries.path);
  } catch (error) {
    throw new ToolError(`${api} does not answer (${reason(error)})`);
  }

  let account: string | null = null;
  let token: string | undefined;
  if (options.email && options.password) {
    const login = await call('login', {
      body: { email: options.email, password: options.password },
      sent: JSON.stringify({ email: options.email, password: '…' }),
    });
    if (!login.answer) throw new ToolError(`the login of ${options.email} got no answer`);
    if (login.answer.status !== 200) {
      throw new ToolError(`the API refused the login of ${options.email} (${login.answer.status}${errorSummary(login.answer.body)})`);
    }
    token = (login.answer?.body as { session?: { token?: string } } | undefined)?.session?.token;
    if (!token) throw new ToolError(`the login of ${options.email} answered no session token`);
    account = options.email;
  }
  start();

  // CORS: the preflight of every path, for the portal's headers.
  const paths = new Map<string, string>();
  for (const endpoint of Object.values(contract)) paths.set(endpoint.path, endpoint.method);
  for (const [path, method] of paths) {
    const result: CheckResult = {
      call: `OPTIONS ${path}`,
      sent: `preflight of ${method} from ${options.origin} with ${portalHeaders.join(', ')}`,
      ok: false,
      mismatches: [],
    };
    try {
      const answer = await send('OPTIONS', path, {
        headers: { 'access-control-request-method': method, 'access-control-request-headers': portalHeaders.join(', ') },
      });
      result.status = answer.status;
      result.ms = answer.ms;
      const lines = answer.status >= 200 && answer.status < 300 ? [] : [`status: expected 2xx, got ${answer.status}`];
      lines.push(...corsOf(answer.headers));
      const methods = (answer.headers.get('access-control-allow-methods') ?? '').toLowerCase();
      if (methods !== '*' && !methods.split(/\s*,\s*/).includes(method.toLowerCase())) lines.push(`header Access-Control-Allow-Methods: ${method} missing`);
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      const missing = portalHeaders.filter((header) => !allowed.includes(header) && !allowed.includes('*'));
      if (missing.length) lines.push(`header Access-Control-Allow-Headers: ${missing.join(', ')} missing`);
      result.mismatches = lines.map((line) => `OPTIONS ${path} → ${line}`);
    } catch (error) {
      result.mismatches.push(`OPTIONS ${path} → no answer: ${reason(error)}`);
    }
    result.ok = result.mismatches.length === 0;
    report(result);
  }

  // Public calls.
  await call('listCountries');
  const products = await call('listProducts');
  await call('getLanding');
  await call('validateCertificate', { body: { certificateId: unknownId }, label: 'an unknown certificate' });
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await call('getValidMeetingTimes', { query: { date: tomorrow } });
  const forests =
    (products.answer?.body as { products?: { documents?: { hash?: string }[]; satelliteData?: { imageHash?: string | null } }[] } | undefined)?.products ?? [];
  const hash = forests.flatMap((forest) => [forest.satelliteData?.imageHash, ...(forest.documents ?? []).map((document) => document.hash)]).find(Boolean);
  if (hash) await call('getMedia', { query: { hash } });
  await call('getCertificatePdf', { query: { id: unknownId }, expect: [404], label: 'an unknown certificate' });

  // The error shape: a bad request and a missing session.
  const bad = await call('validateCertificate', { body: {}, expect: [400], label: 'a bad request' });
  const issues = (bad.answer?.body as { issues?: { path?: string }[] } | undefined)?.issues ?? [];
  if (bad.answer?.status === 400 && !issues.some((issue) => issue.path === 'certificateId')) {
    bad.result.mismatches.push('POST /certificate/validate → issues: expected an issue at certificateId');
    bad.result.ok = false;
  }
  await call('getProfile', { expect: [401], label: 'no session' });

  if (token) {
    await sessionCalls(token);
    if (options.write !== 'none') await projectWrites(token);
    if (options.write === 'money') await moneyWrites(token);
    await call('logout', { token });
    await call('getProfile', { token, expect: [401], label: 'after the logout' });
  }

  async function sessionCalls(token: string) {
    await call('getProfile', { token });
    const mine = await call('listMyProjects', { token, label: 'listMyProjects, updateMyProject' });
    const projects = (mine.answer?.body as { projects?: { _id: string; certificateId?: string | null }[] } | undefined)?.projects ?? [];
    if (projects[0]) await call('getProject', { token, query: { id: projects[0]._id } });
    const list = await call('listTransactions', { token, query: { page: '1', pageSize: '5' } });
    const transactions = (list.answer?.body as { transactions?: { _id: string; paymentId?: string | null }[] } | undefined)?.transactions ?? [];
    if (transactions[0]) await call('getTransaction', { token, query: { id: transactions[0]._id } });
    const paymentId = transactions.find((transaction) => transaction.paymentId)?.paymentId;
    if (paymentId) {
      const payment = await call('getPayment', { token, query: { id: paymentId } });
      if ((payment.answer?.body as { payment?: { status?: string } } | undefined)?.payment?.status === 'succeeded') {
        await call('getInvoicePdf', { token, query: { id: paymentId } });
      }
    }
    await call('getTokenIndexes', { token });
    const certificateId = projects.find((project) => project.certificateId)?.certificateId;
    if (certificateId) {
      await call('getCertificateStatus', { token, query: { id: certificateId } });
      await call('getCertificatePdf', { query: { id: certificateId }, expect: [200, 409] });
    }
  }

  async function projectWrites(token: string) {
    const today = new Date().toISOString().slice(0, 10);
    const project = {
      name: `contract-check ${new Date().toISOString()}`,
      description: 'Made by npm run contract-check; deleted again.',
      co2Emissions: 1,
      compensationPeriod: { startDate: today, endDate: today },
    };
    const created = await call('createProject', { token, body: project });
    const id = (created.answer?.body as { project?: { _id?: string } } | undefined)?.project?._id;
    if (!id) return;
    await call('editProject', { token, body: { ...project, id, name: `${project.name} (edited)`, co2Emissions: 2 } });
    const read = await call('getProject', { token, query: { id }, label: 'after the edit' });
    const saved = (read.answer?.body as { project?: { name?: string; co2Emissions?: number } } | undefined)?.project;
    if (read.answer?.status === 200) {
      verdict(
        'POST /project/edit',
        saved?.name === `${project.name} (edited)` && saved.co2Emissions === 2
          ? []
          : [`the edit was not kept: name ${JSON.stringify(saved?.name)}, co2Emissions ${saved?.co2Emissions}`],
        'an edit is kept',
      );
    }
    await call('deleteProject', { token, body: { id } });
    await call('getProject', { token, query: { id }, expect: [404], label: 'after the delete' });
  }

  async function moneyWrites(token: string) {
    const forest = (products.answer?.body as { products?: { _id: string; availableTokens: number }[] } | undefined)?.products?.find(
      (product) => product.availableTokens > 0,
    );
    if (!forest) {
      verdict('POST /buy/buyGft', [], 'skipped: no forest has tokens for sale');
    } else {
      const key = crypto.randomUUID();
      const body = { items: [{ productId: forest._id, quantity: 1 }], adminDonation: 0, card: { newCard: true }, returnUrl: options.returnUrl };
      const headers = { 'idempotency-key': key };
      const first = await call('buyGft', { token, body, headers, label: 'a pending payment, never paid' });
      const again = await call('buyGft', { token, body, headers, label: 'the same Idempotency-Key and body' });
      const idOf = (answer: Answer | null) => (answer?.body as { payment?: { _id?: string } } | undefined)?.payment?._id;
      if (first.answer?.status === 200 && again.answer?.status === 200) {
        const [one, two] = [idOf(first.answer), idOf(again.answer)];
        verdict(
          'POST /buy/buyGft',
          one === two ? [] : [`Idempotency-Key: the repeated key answered payment ${two}, not ${one}`],
          'a repeated Idempotency-Key answers the same payment',
        );
      }
      await call('buyGft', {
        token,
        body: { ...body, items: [{ productId: forest._id, quantity: 2 }] },
        headers,
        expect: [409],
        label: 'the same Idempotency-Key, another body',
      });
      await call('buyGft', { token, body, expect: [400], label: 'no Idempotency-Key' });
    }
    const profile = await send('GET', contract.getProfile.path, { token });
    const held = (profile.body as { profile?: { wallet?: { tokensAvailable?: number } } }).profile?.wallet?.tokensAvailable ?? 0;
    if (held < 1) {
      verdict('POST /wallet/utilize', [], 'skipped: the wallet holds no token to burn');
      return;
    }
    const today = new Date().toISOString().slice(0, 10);
    const created = await call('createProject', {
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
    const burn = { projectId, amount: 1 };
    const first = await call('utilize', { token, body: burn, headers, label: 'one token' });
    const again = await call('utilize', { token, body: burn, headers, label: 'the same Idempotency-Key and body' });
    const idOf = (answer: Answer | null) => (answer?.body as { transaction?: { _id?: string } } | undefined)?.transaction?._id;
    if (first.answer?.status === 200 && again.answer?.status === 200) {
      const [one, two] = [idOf(first.answer), idOf(again.answer)];
      verdict(
        'POST /wallet/utilize',
        one === two ? [] : [`Idempotency-Key: the repeated key burned again (transaction ${two}, not ${one})`],
        'a repeated Idempotency-Key answers the same burn',
      );
    }
    await call('deleteProject', { token, body: { id: projectId } });
  }

  return { api, write: options.write, account, startedAt, results, conforms: results.every((result) => result.ok) };
}

/** A failed request's reason in a few words (`ECONNREFUSED`, a timeout). */
function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'no answer in time';
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** ` CODE: message` of an error answer, for a line. */
function errorSummary(body: unknown): string {
  const error = body as { code?: unknown; message?: unknown } | null;
  if (typeof error !== 'object' || error === null) return '';
  return `${typeof error.code === 'string' ? ` ${error.code}` : ''}${typeof error.message === 'string' ? `: ${error.message.slice(0, 100)}` : ''}`;
}
