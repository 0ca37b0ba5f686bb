/**
 * `npm run serve`, the production web server (demo/serve.ts), as a host runs it: the real command in a process of its
 * own, against the sandbox started on its own, compared with the web server of `npm start` for the same paths.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, get as httpGet, Agent, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startWebServer, type RunningWebServer } from '#demo/web/server';
import { productListAnswerSchema } from '#shared/api/schemas/product';
import { configFromEnv } from '#shared/config/config';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';
import { slowHeaders } from '#tests/helpers/slow-client';
import { rawRequest } from './raw-request';

/** A started `npm run serve`: its output line by line, and how it ended. */
interface Served {
  child: ChildProcessByStdio<null, Readable, Readable>;
  stdout: string[];
  stderr: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** The first stdout line that matches, now or when it comes; rejects when the process ends without one. */
  line(pattern: RegExp): Promise<string>;
}

const running: Served[] = [];

/** `npm run serve` with these variables and none of the caller's GFT_ or WEB_ ones. */
function serve(variables: Record<string, string>): Served {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GFT|WEB)_/.test(name)));
  // Its own process group, so that the cleanup can end whatever it started should a test fail half way.
  const child = spawn('npm', ['run', '--silent', 'serve'], { cwd: repoRoot, env: { ...env, ...variables }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiting = new Set<() => void>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const outLines = createInterface({ input: child.stdout });
  outLines.on('line', (text) => {
    stdout.push(text);
    for (const wake of waiting) wake();
  });
  createInterface({ input: child.stderr }).on('line', (text) => stderr.push(text));
  const outClosed = new Promise<void>((resolve) => outLines.once('close', resolve));
  const served: Served = {
    child,
    stdout,
    stderr,
    exited,
    line: (pattern) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = stdout.find((text) => pattern.test(text));
          if (found === undefined) return false;
          waiting.delete(check);
          resolve(found);
          return true;
        };
        const check = () => void look();
        if (look()) return;
        waiting.add(check);
        void outClosed.then(() => {
          if (!look()) reject(new Error(`npm run serve ended without a line matching ${pattern}:\n${[...stdout, ...stderr].join('\n')}`));
        });
      }),
  };
  running.push(served);
  return served;
}

/** The URL the server says it listens on (it is started on a free port, WEB_PORT=0). */
const urlOf = async (served: Served) => matched(/listening on (http:\/\/\S+)/, await served.line(/listening on http:\/\//));

/** The first group of `pattern` in `text`, which must match. */
function matched(pattern: RegExp, text: string): string {
  const group = pattern.exec(text)?.[1];
  if (group === undefined) throw new Error(`${pattern} not in ${text.slice(0, 200)}`);
  return group;
}

/** The id of the sandbox's first forest project. */
async function firstForestId(): Promise<string> {
  const [first] = productListAnswerSchema.parse(await (await sandbox.http('/product/list')).json()).products;
  if (!first) throw new Error('The sandbox has no forest project.');
  return first._id;
}

let sandbox: TestSandbox;
let production: Served;
let productionUrl: string;
let demoWeb: RunningWebServer;
let forestId: string;

/** The variables of `npm start` that `npm run serve` reads too, each set to something other than its default. */
const variables = () => ({
  GFT_API_BASE: sandbox.url,
  GFT_SITE_URL: 'https://www.greenfee.example',
  GFT_API_TIMEOUT_MS: '7000',
  GFT_LINKS_JSON: JSON.stringify({ blog: 'https://blog.greenfee.example/' }),
  GFT_PRESALE_MONTH: '2031-05',
  GFT_WHITEPAPER_MONTH: '2031-04',
  GFT_PRIVACY_POLICY_UPDATED: '2024-02-01',
});

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // GFT_EXAMPLE_DATA is not read: a production API's entries are no examples.
  production = serve({ ...variables(), GFT_EXAMPLE_DATA: 'true', WEB_PORT: '0' });
  productionUrl = await urlOf(production);
  // The web server of `npm start`, demo on, with the configuration `npm start` makes of the same variables.
  demoWeb = await startWebServer({ config: configFromEnv(variables(), { apiBase: sandbox.url }), siteUrl: variables().GFT_SITE_URL, port: 0, demo: true });
  forestId = await firstForestId();
});

afterAll(async () => {
  for (const served of running) {
    const { pid, exitCode, signalCode } = served.child;
    if (pid !== undefined && exitCode === null && signalCode === null) process.kill(-pid, 'SIGKILL');
  }
  await demoWeb?.close();
  await sandbox?.stop();
});

/** Every header but the date, as a plain object. */
const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));

const configIn = (html: string) => JSON.parse(matched(/<script id="gft-config" type="application\/json">(.*?)<\/script>/, html)) as Record<string, unknown>;

describe('npm run serve', () => {
  it('serves the home page, a forest page, a dashboard route and the files as npm start does, with the same headers', async () => {
    for (const path of [
      '/',
      `/forests/${forestId}`,
      '/en/dashboard/projects',
      '/en/faq',
      '/sitemap.xml',
      '/robots.txt',
      '/widgets/gft-widgets.js',
      '/no/such/page',
    ]) {
      for (const encoding of ['br', 'gzip', '']) {
        const headers = { 'accept-encoding': encoding };
        const [ours, demo] = await Promise.all([fetch(productionUrl + path, { headers }), fetch(demoWeb.url + path, { headers })]);
        expect(ours.status, path).toBe(demo.status);
        expect(headersOf(ours), `${path} (${encoding || 'plain'})`).toEqual(headersOf(demo));
        expect(await ours.text(), path).toBe(await demo.text());
      }
    }
    const home = await (await fetch(productionUrl + '/')).text();
    expect(configIn(home)).toMatchObject({ apiBase: sandbox.url, exampleData: false, apiTimeoutMs: 7000, links: { blog: 'https://blog.greenfee.example/' } });
    expect(home).toContain('<link rel="canonical" href="https://www.greenfee.example/"');
    const forest = await fetch(`${productionUrl}/forests/${forestId}`);
    expect(forest.headers.get('content-security-policy')).toContain(`connect-src 'self' ${sandbox.url}`);
    expect(await forest.text()).toContain(forestId);
    expect(configIn(await (await fetch(productionUrl + '/en/dashboard/projects')).text())).toMatchObject({ apiBase: sandbox.url, exampleData: false });
    expect(await (await fetch(productionUrl + '/sitemap.xml')).text()).toContain(`<loc>https://www.greenfee.example/forests/${forestId}</loc>`);
  });

  it('has no demo: /demo/ and its host scripts are not found', async () => {
    const hostScript = readFileSync(join(repoRoot, 'dist', 'demo-hosts', 'react-host.js'));
    expect(hostScript.byteLength).toBeGreaterThan(0);
    expect((await fetch(demoWeb.url + '/demo/')).status).toBe(200);
    expect((await fetch(demoWeb.url + '/demo/hosts/react-host.js')).status).toBe(200);
    for (const path of ['/demo/', '/demo/partner.html', '/demo/hosts/react-host.js', '/dev/mailbox'])
      expect((await fetch(productionUrl + path)).status, path).toBe(404);
    expect((await fetch(productionUrl + '/demo', { redirect: 'manual' })).status).toBe(404);
  });

  it("answers /healthz with the build's version, never cached", async () => {
    const health = await fetch(productionUrl + '/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
    expect(await health.json()).toEqual({ status: 'ok', version, built: readFileSync(join(repoRoot, 'dist', '.build-stamp'), 'utf8').trim() });
  });

  it('logs one line per request (method, path, status, duration), without the query string', async () => {
    await (await fetch(`${productionUrl}/en/how-it-works?token=secret&email=a@b.c`)).text();
    await (await fetch(`${productionUrl}/no/such/page?email=${encodeURIComponent('a@b.c')}`)).text();
    await (await fetch(`${productionUrl}/healthz?token=secret`, { method: 'HEAD' })).text();
    const page = await production.line(/ GET \/en\/how-it-works\b/);
    expect(page).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z GET \/en\/how-it-works 200 \d+ms$/);
    expect(await production.line(/ GET \/no\/such\/page\b/)).toMatch(/ GET \/no\/such\/page 404 \d+ms$/);
    expect(await production.line(/ HEAD \/healthz\b/)).toMatch(/ HEAD \/healthz 200 \d+ms$/);
    expect(production.stdout.filter((text) => text.includes(' GET /en/how-it-works '))).toHaveLength(1);
    const output = [...production.stdout, ...production.stderr].join('\n');
    for (const secret of ['secret', 'a@b.c', 'a%40b.c', 'token=', 'email=', '?']) expect(output).not.toContain(secret);
  });
});

/** A GET of `path` from `base` with the Host header given (fetch sends its own): the body, uncompressed. */
const withHost = (base: string, path: string, host: string) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    httpGet({ host: hostname, port, path, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString()));
    }).once('error', reject);
  });

describe("the site's origin in pages, sitemap.xml and robots.txt: configured, never the request's Host", () => {
  const hostile = 'evil.example"x="1';
  let startWithoutSiteUrl: RunningWebServer;
  let oddSite: RunningWebServer;

  beforeAll(async () => {
    const config = configFromEnv(variables(), { apiBase: sandbox.url });
    // `npm start` without GFT_SITE_URL, and with one that holds what an attribute must escape.
    startWithoutSiteUrl = await startWebServer({ config, port: 0, demo: true });
    oddSite = await startWebServer({ config, siteUrl: 'https://www.gree"n&fee.example', port: 0, demo: true });
  });
  afterAll(async () => {
    await startWithoutSiteUrl?.close();
    await oddSite?.close();
  });

  /** The page's head, the sitemap and robots.txt as asked for with `host`, each naming `origin` (as written). */
  const expectOrigin = async (base: string, host: string, origin: string) => {
    for (const [path, own] of [
      ['/faq', '/faq'],
      ['/en/faq', '/en/faq'],
      [`/forests/${forestId}`, `/forests/${forestId}`],
    ] as const) {
      const html = await withHost(base, path, host);
      expect(html, `${base}${path}`).toContain(`<link rel="canonical" href="${origin}${own}" />`);
      expect(html, `${base}${path}`).toContain(`<link rel="alternate" hreflang="en" href="${origin}${own.replace(/^(\/en)?/, '/en')}" />`);
      expect(html, `${base}${path}`).toContain(`<meta property="og:url" content="${origin}${own}" />`);
      expect(html, `${base}${path}`).not.toContain('evil.example');
    }
    const xml = await withHost(base, '/sitemap.xml', host);
    expect(xml).toContain(`<loc>${origin}/en/faq</loc>`);
    expect(xml).not.toContain('evil.example');
    const robots = await withHost(base, '/robots.txt', host);
    expect(robots).toContain(`\nSitemap: ${origin.replace(/&quot;/g, '"').replace(/&amp;/g, '&')}/sitemap.xml\n`);
    expect(robots).not.toContain('evil.example');
  };

  it('npm run serve: GFT_SITE_URL, whatever the Host header', async () => {
    await expectOrigin(productionUrl, hostile, 'https://www.greenfee.example');
  });

  it('npm start without GFT_SITE_URL: its own http://localhost:PORT, whatever the Host header', async () => {
    const own = new URL(startWithoutSiteUrl.url).origin;
    expect(own).toMatch(/^http:\/\/localhost:\d+$/);
    await expectOrigin(startWithoutSiteUrl.url, hostile, own);
    await expectOrigin(startWithoutSiteUrl.url, `127.0.0.1:${new URL(own).port}`, own);
  });

  it('escapes a configured origin for the attribute or the XML it is written into', async () => {
    await expectOrigin(oddSite.url, hostile, 'https://www.gree&quot;n&amp;fee.example');
    expect(await withHost(oddSite.url, '/faq', 'www.greenfee.example')).not.toContain('gree"n');
  });
});

describe('npm run serve, a client sending its headers slowly', () => {
  it('is cut off (408) after the headers timeout, 10 s, as are others at the same time', async () => {
    const ends = await Promise.all(Array.from({ length: 3 }, () => slowHeaders(productionUrl, 20_000)));
    for (const end of ends) {
      // Cut off by the server (a 408) before the client gives up at 20 s; the 10 s itself is asserted on the server's
      // settings (tests/unit/demo/web-server.test.ts), as tests do not assert timings.
      expect(end.answer).toMatch(/^HTTP\/1\.1 408 /);
    }
  }, 30_000);
});

describe('npm run serve, asked with paths and encodings as sent', () => {
  const raw = (path: string, acceptEncoding = '') => rawRequest(productionUrl, path, acceptEncoding);

  it('honours an encoding the client refuses (q=0), for pages as for built files', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip, br ; q=0.000', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const path of ['/', '/en/faq', '/en/dashboard', '/no/such/page', '/sitemap.xml', '/widgets/gft-widgets.js']) {
      for (const [acceptEncoding, sent] of cases) {
        const answer = await raw(path, acceptEncoding);
        expect(answer.headers['content-encoding'], `${path} with ${acceptEncoding}`).toBe(sent);
      }
    }
  });

  it('tells search engines not to list the embed builder however its path is written', async () => {
    for (const path of ['/embed', '//embed', '/%65mbed', '/en//embed', '/%2fembed', '/en/%65mbed/', '/faq/../embed'])
      expect((await raw(path, 'br')).headers['x-robots-tag'], path).toBe('noindex');
    for (const path of ['/', '//en/faq', '/en/embedded', '/%65mbedded']) expect((await raw(path)).headers['x-robots-tag'], path).toBeUndefined();
  });

  it('answers a folder and the host configurations with 404, the same for every encoding', async () => {
    for (const path of ['/assets', '/widgets', '/forests', '/assets/', '/nginx.conf', '/_headers', '/_redirects']) {
      for (const encoding of ['', 'gzip', 'br']) {
        const answer = await raw(path, encoding);
        expect(answer.status, `${path} (${encoding || 'plain'})`).toBe(404);
        expect(answer.headers.location, path).toBeUndefined();
      }
    }
  });
});

describe('npm run serve, misconfigured', () => {
  /** Runs it to its end: it must end by itself, at once, with one line on stderr naming the variable. */
  const refused = async (variables: Record<string, string>) => {
    const started = Date.now();
    const served = serve({ WEB_PORT: '0', ...variables });
    const { code } = await served.exited;
    return { code, seconds: (Date.now() - started) / 1000, stderr: served.stderr, stdout: served.stdout };
  };

  // The process's side: one line on stderr, nothing on stdout, a non-zero exit at once. Which values are refused, and
  // the message for each, are unit tests of serveSettingsFromEnv (tests/unit/demo/serve-settings.test.ts): a process per
  // value cost a second each.
  it('exits at once with one line naming the variable: GFT_API_BASE or GFT_SITE_URL missing, or a bad value of another', async () => {
    for (const [name, variables] of [
      ['GFT_API_BASE', {}],
      ['GFT_SITE_URL', { GFT_API_BASE: 'https://api.greenfee.example' }],
      ['WEB_PORT', { GFT_API_BASE: 'https://api.greenfee.example', GFT_SITE_URL: 'https://www.greenfee.example', WEB_PORT: '70000' }],
    ] as const) {
      const answer = await refused(variables);
      expect(answer.code, name).not.toBe(0);
      expect(answer.stderr, name).toHaveLength(1);
      expect(answer.stderr[0], name).toContain(name);
      expect(answer.stdout, name).toEqual([]);
      expect(answer.seconds, name).toBeLessThan(8);
    }
  });
});

describe('npm run serve, stopped', () => {
  /** An API whose /product/list (the sitemap's forest ids) answers only when released. */
  let api: Server;
  let asked: Promise<void>;
  let release: () => void;

  beforeAll(async () => {
    let wasAsked!: () => void;
    asked = new Promise((resolve) => (wasAsked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const list = await (await sandbox.http('/product/list')).text();
    api = createServer((request, response) => {
      if (request.url !== '/product/list') return void response.writeHead(404).end();
      wasAsked();
      void released.then(() => response.writeHead(200, { 'content-type': 'application/json' }).end(list));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it('on SIGTERM stops accepting, closes idle connections, finishes the request in flight and exits within 10 s', async () => {
    const served = serve({
      GFT_API_BASE: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      GFT_SITE_URL: 'https://www.greenfee.example',
      WEB_PORT: '0',
    });
    const url = new URL(await urlOf(served));
    const request = (path: string, agent: Agent) =>
      new Promise<{ response: IncomingMessage; socket: Socket; text: Promise<string> }>((resolve, reject) =>
        httpGet({ host: url.hostname, port: url.port, path, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          const text = new Promise<string>((done) => response.on('end', () => done(Buffer.concat(chunks).toString())));
          resolve({ response, socket: response.socket, text });
        }).once('error', reject),
      );
    // A keep-alive connection left idle, and a request held open by the API.
    const agents = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true })] as const;
    const idle = await request('/healthz', agents[0]);
    await idle.text;
    const idleClosed = new Promise<void>((resolve) => idle.socket.once('close', () => resolve()));
    const held = request('/sitemap.xml', agents[1]);
    await asked;

    const signalled = Date.now();
    served.child.kill('SIGTERM');
    await served.line(/draining/);
    await idleClosed;
    const refusedCode = await new Promise<string>((resolve) => {
      const socket = connect(Number(url.port), url.hostname);
      socket.once('connect', () => (socket.destroy(), resolve('connected')));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refusedCode).toBe('ECONNREFUSED');
    expect(served.child.exitCode).toBeNull();

    release();
    const sitemap = await held;
    expect(sitemap.response.statusCode).toBe(200);
    // Answered while draining: its keep-alive connection is not kept.
    expect(sitemap.response.headers.connection).toBe('close');
    expect(await sitemap.text).toContain(`/forests/${await firstForestId()}</loc>`);
    const { code, at } = await served.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(served.stdout.some((text) => / GET \/sitemap\.xml 200 \d+ms$/.test(text))).toBe(true);
    for (const agent of agents) agent.destroy();
  });
});
