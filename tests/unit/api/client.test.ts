import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#shared/api/client';
import { contract } from '#shared/api/contract';
import { getProject, listMyProjects } from '#shared/api/endpoints/projects';
import { validateCertificate } from '#shared/api/endpoints/certificates';
import { listCountries } from '#shared/api/endpoints/reference';
import { ApiError, errorMessageKey } from '#shared/api/errors';
import { rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

const injectFault = (path: string, kind: string, extra: object = {}) =>
  sandbox.http('/dev/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, kind, ...extra }) });

describe('headers', () => {
  it('sends lt (the token, empty when absent) and ln (the language) on every request', async () => {
    const seen: Headers[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(new Headers(input instanceof Request ? input.headers : init?.headers));
      return fetch(input, init);
    };
    let token: string | null = null;
    let language = 'de';
    const client = createApiClient({ baseUrl: sandbox.url, getToken: () => token, getLanguage: () => language, fetch: recordingFetch, log: () => {} });
    await listCountries(client);
    token = 'gft1.abc.def';
    language = 'en';
    await rejectionOf(listMyProjects(client));
    expect(seen.map((headers) => [headers.get('lt'), headers.get('ln')])).toEqual([
      ['', 'de'],
      ['gft1.abc.def', 'en'],
    ]);
  });

  it('answers in the language of ln', async () => {
    const de = await listCountries(sandbox.client({ language: 'de' }));
    const en = await listCountries(sandbox.client({ language: 'en' }));
    expect(de.countries.find((country) => country._id === 'DE')?.name).toBe('Deutschland');
    expect(en.countries.find((country) => country._id === 'DE')?.name).toBe('Germany');
  });
});

describe('error kinds, from real failing responses', () => {
  it('FETCH_ERROR when the connection drops', async () => {
    await injectFault('/country/list', 'network');
    const error = await rejectionOf(listCountries(sandbox.client()));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('FETCH_ERROR');
    expect(errorMessageKey(error)).toBe('errors.network');
  });

  it('FETCH_ERROR when nothing listens', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', log: () => {} });
    expect(((await rejectionOf(listCountries(client))) as ApiError).kind).toBe('FETCH_ERROR');
  });

  it('TIMEOUT_ERROR when the answer is later than the timeout', async () => {
    await injectFault('/country/list', 'timeout', { delayMs: 1500 });
    const error = (await rejectionOf(listCountries(sandbox.client({ timeoutMs: 200 })))) as ApiError;
    expect(error.kind).toBe('TIMEOUT_ERROR');
    expect(errorMessageKey(error)).toBe('errors.timeout');
  });

  it('HTTP_ERROR with status and data for a 500', async () => {
    await injectFault('/country/list', '500');
    const error = (await rejectionOf(listCountries(sandbox.client()))) as ApiError;
    expect(error.kind).toBe('HTTP_ERROR');
    expect(error.status).toBe(500);
    expect(error.data).toMatchObject({ code: 'INTERNAL' });
    expect(errorMessageKey(error, 'errors.loginFailed')).toBe('errors.loginFailed');
  });

  it('HTTP_ERROR carries the catalogue code and field issues of a 400', async () => {
    const error = (await rejectionOf(sandbox.client().request(contract.login, { email: 'not-an-address', password: '' }))) as ApiError;
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status: 400, code: 'VALIDATION' });
    expect(error.issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['email', 'validation.email'],
      ['password', 'validation.required'],
    ]);
  });

  it('PARSING_ERROR with the original status for a body that is not JSON', async () => {
    await injectFault('/country/list', 'malformed');
    const error = (await rejectionOf(listCountries(sandbox.client()))) as ApiError;
    expect(error.kind).toBe('PARSING_ERROR');
    expect(error.originalStatus).toBe(200);
    expect(errorMessageKey(error)).toBe('errors.parsing');
  });

  it('PARSING_ERROR for an answer that does not match its schema', async () => {
    const wrongShape: typeof fetch = async () =>
      new Response(JSON.stringify({ countries: [{ _id: 1 }] }), { status: 201, headers: { 'content-type': 'application/json' } });
    const client = createApiClient({ baseUrl: sandbox.url, fetch: wrongShape, log: () => {} });
    const error = (await rejectionOf(listCountries(client))) as ApiError;
    expect(error.kind).toBe('PARSING_ERROR');
    expect(error.originalStatus).toBe(201);
    expect(error.issues.length).toBeGreaterThan(0);
  });

  it('a fault lasts for its count, then the real answer comes back', async () => {
    await injectFault('/country/list', '500', { count: 2 });
    const client = sandbox.client();
    expect(((await rejectionOf(listCountries(client))) as ApiError).status).toBe(500);
    expect(((await rejectionOf(listCountries(client))) as ApiError).status).toBe(500);
    expect((await listCountries(client)).countries.length).toBeGreaterThan(200);
  });
});

describe('retries (ky)', () => {
  /** A client whose every try is recorded (method and path). */
  const counted = () => {
    const tries: string[] = [];
    const counting: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      tries.push(`${request.method} ${new URL(request.url).pathname}`);
      return fetch(request);
    };
    return { tries, client: createApiClient({ baseUrl: sandbox.url, fetch: counting, log: () => {} }) };
  };

  it('tries a read answered 503 again, after its Retry-After, and gets the answer; twice at most', async () => {
    const { tries, client } = counted();
    await injectFault('/country/list', '503');
    expect((await listCountries(client)).countries.length).toBeGreaterThan(200);
    expect(tries).toEqual(['GET /country/list', 'GET /country/list']);
    tries.length = 0;
    await injectFault('/country/list', '503', { count: 3 });
    const error = (await rejectionOf(listCountries(client))) as ApiError;
    expect([error.kind, error.status]).toEqual(['HTTP_ERROR', 503]);
    expect(tries).toHaveLength(3);
  });

  it('does not try again a read that failed otherwise (500, dropped, timed out), nor a call that is not a read', async () => {
    const { tries, client } = counted();
    for (const kind of ['500', 'network'] as const) {
      await injectFault('/country/list', kind);
      await rejectionOf(listCountries(client));
    }
    expect(tries).toEqual(['GET /country/list', 'GET /country/list']);
    tries.length = 0;
    await injectFault('/country/list', 'timeout', { delayMs: 1500 });
    const timing = createApiClient({ baseUrl: sandbox.url, fetch: (input, init) => (tries.push('try'), fetch(input, init)), timeoutMs: 200, log: () => {} });
    expect(((await rejectionOf(listCountries(timing))) as ApiError).kind).toBe('TIMEOUT_ERROR');
    expect(tries).toEqual(['try']);
    tries.length = 0;
    await injectFault('/certificate/validate', '503');
    const error = (await rejectionOf(validateCertificate(client, { certificateId: 'GFT-DEMO-VALID' }))) as ApiError;
    expect([error.kind, error.status]).toEqual(['HTTP_ERROR', 503]);
    expect(tries).toEqual(['POST /certificate/validate']);
  });
});

describe('logging and silence', () => {
  it('logs each failure once and tells the error listeners', async () => {
    const log = vi.fn();
    const listener = vi.fn();
    const client = createApiClient({ baseUrl: sandbox.url, log });
    client.onError(listener);
    await rejectionOf(listMyProjects(client));
    expect(log).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatchObject({ kind: 'HTTP_ERROR', status: 401, code: 'UNAUTHORIZED' });
  });

  it('"Access Error!" is logged and shows nothing', async () => {
    const log = vi.fn();
    const { token } = await sandbox.loggedIn('business@greenfee.example');
    const client = createApiClient({ baseUrl: sandbox.url, getToken: () => token, log });
    const error = (await rejectionOf(getProject(client, { id: 'prj_demo_office' }))) as ApiError;
    expect(error.serverMessage).toBe('Access Error!');
    expect(error.silent).toBe(true);
    expect(errorMessageKey(error)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a call the caller cancels is not reported', async () => {
    const log = vi.fn();
    const client = createApiClient({ baseUrl: sandbox.url, log });
    const controller = new AbortController();
    const call = listCountries(client, { signal: controller.signal });
    controller.abort();
    await rejectionOf(call);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('files', () => {
  it('downloads a PDF and refuses an answer of another type', async () => {
    const client = sandbox.client();
    const pdf = await client.file(contract.getCertificatePdf, { id: 'GFT-DEMO-VALID' });
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const notPdf: typeof fetch = async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } });
    const error = (await rejectionOf(
      createApiClient({ baseUrl: sandbox.url, fetch: notPdf, log: () => {} }).file(contract.getCertificatePdf, { id: 'x' }),
    )) as ApiError;
    expect(error.kind).toBe('PARSING_ERROR');
  });

  it('builds media URLs with the default size m1000 and never puts the token in them', () => {
    const client = sandbox.client({ token: 'secret-token' });
    const url = new URL(client.fileUrl(contract.getMedia, { hash: 'abc', pt: 'm1000' }));
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/media/get`);
    expect(url.searchParams.get('pt')).toBe('m1000');
    expect(url.href).not.toContain('secret-token');
  });
});

describe('withActionCode', () => {
  it('names the failed action for a failure without a catalogue code, and leaves coded and non-HTTP failures alone', async () => {
    const { withActionCode } = await import('#shared/api/errors');
    const internal = new ApiError({ kind: 'HTTP_ERROR', endpoint: 'POST /auth/finalizeRegister', status: 500, code: 'INTERNAL' });
    expect(errorMessageKey(withActionCode(internal, 'FINALIZE_REGISTER_FAILED'))).toBe('errors.finalizeRegisterFailed');
    const coded = new ApiError({ kind: 'HTTP_ERROR', endpoint: 'POST /x', status: 400, code: 'TOKEN_NOT_VERIFIED' });
    expect(withActionCode(coded, 'FINALIZE_REGISTER_FAILED')).toBe(coded);
    const network = new ApiError({ kind: 'FETCH_ERROR', endpoint: 'POST /x' });
    expect(withActionCode(network, 'FINALIZE_REGISTER_FAILED')).toBe(network);
  });
});
