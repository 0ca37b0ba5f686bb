/**
 * The requests of one run of the contract check and the reporting of their results: every check calls the API through
 * a probe, which checks each answer against the contract (the OpenAPI document's JSON Schema and the client's zod schema),
 * its status and its CORS header.
 */
import { contract, type DocumentedEndpoint, type EndpointName } from '#shared/api/contract';
import { apiErrorBodySchema } from '#shared/api/schemas/common';
import { openApiDocument } from '#demo/openapi/document';
import type { CheckOptions, CheckResult } from './check';
import { OpenApiAnswers, collapseIndexes, zodMismatches } from './validate';

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON, the text of another type, `Symbol.for('not JSON')`; none when `unread`. */
  body: unknown;
  ms: number;
  /** Why the answer was not read or not checked, a finding: a redirect (not followed), too large, too deep. */
  unread?: string;
}

/** What the check reads of one answer: at most 5 MB, at most 64 levels of arrays and objects. */
export const answerLimits = { bytes: 5 * 1024 * 1024, depth: 64 };

/** What a request sends beyond its method and path. */
interface SendInit {
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

interface CallInit extends SendInit {
  /** The statuses that conform (200 unless told). */
  expect?: number[];
  /** The report's `sent`, when the body must not be shown as it is (a password). */
  sent?: string;
  /** Which case of the call this is, in the report: `(an unknown certificate)`. */
  label?: string;
}

/** A call's answer (none when the request failed) and its result, which a check may still add a mismatch to. */
interface Called {
  answer: Answer | null;
  result: CheckResult;
}

export class Probe {
  readonly #api: string;
  readonly #options: Pick<CheckOptions, 'origin' | 'timeoutMs'>;
  readonly #answers = new OpenApiAnswers(openApiDocument() as never);
  /** Adds a result to the report. */
  readonly report: (result: CheckResult) => void;

  constructor(api: string, options: Pick<CheckOptions, 'origin' | 'timeoutMs'>, report: (result: CheckResult) => void) {
    this.#api = api;
    this.#options = options;
    this.report = report;
  }

  /**
   * One request, from the portal's origin, with the portal's headers; nothing checked, nothing reported. A redirect is
   * never followed (it would take the login's body or the session token to wherever it points), an answer larger than
   * `answerLimits.bytes` is not read on, and one nested deeper than `answerLimits.depth` not checked: `unread` says so.
   */
  async send(method: string, path: string, init: SendInit = {}): Promise<Answer> {
    const url = `${this.#api}${path}${init.query ? `?${new URLSearchParams(init.query)}` : ''}`;
    const started = performance.now();
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.#options.origin,
        ...(method === 'OPTIONS' ? {} : { lt: init.token ?? '', ln: 'en' }),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(this.#options.timeoutMs),
    });
    const answer = (body: unknown, unread?: string): Answer => ({
      status: response.status,
      headers: response.headers,
      body,
      ms: Math.round(performance.now() - started),
      ...(unread !== undefined ? { unread } : {}),
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return answer(undefined, redirectLine(response.status, response.headers.get('location')));
    }
    const text = await readLimited(response, answerLimits.bytes);
    if (text === null) return answer(undefined, `answer larger than ${megabytes(answerLimits.bytes)}: not read further`);
    if (!response.headers.get('content-type')?.includes('application/json')) return answer(text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answer(Symbol.for('not JSON'));
    }
    // The schemas' checks and the lines that show a value recurse: so deep an answer is not handed on.
    return deeperThan(body, answerLimits.depth) ? answer(undefined, `answer nested deeper than ${answerLimits.depth} levels: not checked`) : answer(body);
  }

  /** The mismatch of an answer's `Access-Control-Allow-Origin`, if any: without it a browser refuses the answer. */
  corsOf(headers: Headers): string[] {
    const allowed = headers.get('access-control-allow-origin');
    const origin = this.#options.origin;
    if (allowed === null) return ['header Access-Control-Allow-Origin: missing (a browser refuses the answer)'];
    if (allowed !== '*' && allowed !== origin) return [`header Access-Control-Allow-Origin: expected * or ${origin}, got ${allowed}`];
    return [];
  }

  /**
   * Calls an endpoint of the contract, checks the answer and reports the result: the status expected (200 unless told),
   * the document's schema for the status, the zod schema (the answer's, or the error body's), the CORS header, a file's
   * type.
   */
  async call(name: EndpointName, init: CallInit = {}): Promise<Called> {
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
      answer = await this.send(endpoint.method, endpoint.path, init);
    } catch (error) {
      result.mismatches.push(`${label} → no answer: ${reason(error)}`);
      this.report(result);
      return { answer: null, result };
    }
    result.status = answer.status;
    result.ms = answer.ms;
    if (answer.unread !== undefined) {
      result.mismatches.push(`${label} → ${answer.unread}`);
      this.report(result);
      return { answer, result };
    }
    const expected = init.expect ?? [200];
    const lines: string[] = [];
    if (!expected.includes(answer.status)) lines.push(`status: expected ${expected.join(' or ')}, got ${answer.status}${errorSummary(answer.body)}`);
    lines.push(...this.#bodyMismatches(endpoint, answer), ...this.corsOf(answer.headers));
    result.mismatches = lines.map((line) => `${label} → ${line}`);
    result.ok = result.mismatches.length === 0;
    this.report(result);
    return { answer, result };
  }

  /** A check of its own (idempotency, a field's value): its lines are mismatches. */
  verdict(callName: string, lines: string[], note: string): void {
    this.report({ call: callName, ok: lines.length === 0, mismatches: lines.map((line) => `${callName} → ${line}`), note });
  }

  /** How an answer's body breaks the contract: a file's type, or the JSON against both schemas, one line per path. */
  #bodyMismatches(endpoint: DocumentedEndpoint, answer: Answer): string[] {
    if (answer.body === Symbol.for('not JSON')) return ['the answer says it is JSON but is not'];
    if ('file' in endpoint && answer.status === 200) {
      const type = answer.headers.get('content-type') ?? '';
      return endpoint.file.some((prefix) => type.startsWith(prefix))
        ? []
        : [`header Content-Type: expected ${endpoint.file.join(' or ')}, got ${type || 'none'}`];
    }
    // Both schemas often name the same path: the first line about a path is kept.
    const byPath = new Map<string, string>();
    const add = (line: string) => {
      const at = line.slice(0, line.indexOf(': '));
      if (!byPath.has(at)) byPath.set(at, line);
    };
    for (const line of this.#answers.check(endpoint.method, endpoint.path, answer.status, answer.body)) add(line);
    const schema = answer.status === 200 ? ('answer' in endpoint ? endpoint.answer : undefined) : apiErrorBodySchema;
    if (schema) for (const line of zodMismatches(schema, answer.body)) add(line);
    return collapseIndexes([...byPath.values()]);
  }
}

/** A failed request's reason in a few words (`ECONNREFUSED`, a timeout). */
export function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'no answer in time';
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** ` CODE: message` of an error answer, for a line. */
export function errorSummary(body: unknown): string {
  const error = body as { code?: unknown; message?: unknown } | null;
  if (typeof error !== 'object' || error === null) return '';
  return `${typeof error.code === 'string' ? ` ${error.code}` : ''}${typeof error.message === 'string' ? `: ${error.message.slice(0, 100)}` : ''}`;
}

/** The finding of a redirect: its status and where it points, which was not followed. */
function redirectLine(status: number, location: string | null): string {
  const to = location === null ? 'no Location' : `Location ${location.length > 200 ? `${location.slice(0, 199)}…` : location}`;
  return `redirect: ${status} to ${to} (not followed: the contract's calls answer where they are asked)`;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The body's text, read as it comes; `null` as soon as it passes `limit` bytes (the rest is not read). */
async function readLimited(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  // As `response.text()` reads it: UTF-8, a byte order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Whether a parsed JSON value nests arrays and objects deeper than `limit` levels: a walk without recursion. */
export function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}
