import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { contract, errorsOf, type DocumentedEndpoint, type Endpoint, type EndpointName } from '#shared/api/contract';
import { apiErrorCodes, maxListedIssues } from '#shared/api/schemas/common';
import { SandboxError, languageOf, type Ctx, type ResolvedOptions, type Sandbox, type SandboxOptions } from './context';
import { printable, printableFields } from '#shared/api/schemas/printable';
import { registerDevRoutes } from './dev-routes';
import { registerDocsRoutes } from './docs-routes';
import { generateOpenApi } from '#demo/openapi/generate';
import { Drifts } from './drift';
import { Faults, applyFault } from './faults';
import type { Handlers } from './handler-types';
import { accountHandlers } from './handlers/account';
import { authHandlers } from './handlers/auth';
import { burningHandlers } from './handlers/burning';
import { buyingHandlers } from './handlers/buying';
import { impactHandlers } from './handlers/impact';
import { projectHandlers } from './handlers/projects';
import { publicHandlers } from './handlers/public';
import { reportHandlers } from './handlers/report';
import { seed } from './seed';
import { clientKey } from './login-throttle';
import { JsonStore, defaultStoreCaps } from './store';
import { fieldIssues } from '#shared/api/field-issues';
import { describeIssues } from './validation';
import { defaultPasswordCost } from './crypto';
import { exampleImprint } from '#demo/example-provider';

const handlers: Handlers = {
  ...authHandlers,
  ...projectHandlers,
  ...buyingHandlers,
  ...burningHandlers,
  ...accountHandlers,
  ...publicHandlers,
  ...reportHandlers,
  ...impactHandlers,
};

export const defaultSandboxOptions = {
  certificateDelayMs: 30_000,
  sessionTtlMs: 12 * 60 * 60 * 1000,
  codeTtlMs: 30 * 60 * 1000,
  maxCodeAttempts: 5,
  maxLoginFailures: 5,
  maxClientLoginFailures: 20,
  loginWindowMs: 15 * 60 * 1000,
  mailedPasswordTtlMs: 24 * 60 * 60 * 1000,
  passwordCost: defaultPasswordCost,
  dataPlatformUrl: 'https://data.greenfee.example/projects',
  caps: defaultStoreCaps,
  portalOrigin: 'http://localhost:5173',
  provider: exampleImprint,
} as const;

type AppContext = Context<{ Bindings: HttpBindings }>;

/** A fault switched on for the path (POST /dev/faults) answers instead of the call, or delays it. */
const faultsOf =
  (faults: Faults): MiddlewareHandler =>
  async (c, next) => {
    const fault = faults.take(c.req.path);
    if (fault) {
      const response = await applyFault(c, fault);
      if (response) return response;
    }
    await next();
  };

/** Every answer: nosniff, and no cache unless the answer sets its own rule. */
const noStoreNoSniff: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('x-content-type-options', 'nosniff');
  // Answers carry personal data and tokens (JSON, the certificate's and the invoice's PDFs with name, address and a
  // card's last digits, errors): no cache keeps them. Public files (forest images, the payment page's stylesheet)
  // set their own rule.
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};

const routes = new Map(Object.values(contract).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint as DocumentedEndpoint]));
/**
 * The error's answer. The sandbox keeps its own contract: an error answer that a call's entry does not list
 * (`errorsOf`) is a sandbox bug, logged (the answer still goes out: it says what went wrong).
 */
function errorAnswer(c: AppContext, error: SandboxError, log: (line: string) => void) {
  const route = `${c.req.method} ${c.req.path}`;
  const endpoint = routes.get(route);
  if (endpoint && !errorsOf(endpoint).get(error.status)?.includes(error.code)) {
    log(`[sandbox] ${route} answered ${error.status} ${error.code}, which its contract entry does not list (shared/api/contract.ts)`);
  }
  if (error.retryAfter !== undefined) c.header('retry-after', String(error.retryAfter));
  return c.json(
    {
      message: error.message,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      // A flood of bad items must not become a flood of issues: the first ones, and how many more.
      ...(error.issues ? { issues: error.issues.slice(0, maxListedIssues) } : {}),
      ...(error.issues && error.issues.length > maxListedIssues ? { moreIssues: error.issues.length - maxListedIssues } : {}),
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    },
    error.status,
  );
}

/** What a handler gets: the request, the data, the options, the session's user, the language, the origin and the clock. */
function contextOf(c: AppContext, store: JsonStore, options: ResolvedOptions): Ctx {
  const token = c.req.header('lt') ?? '';
  const now = options.now();
  const session = token ? store.data.sessions.find((candidate) => candidate.token === token) : undefined;
  const valid = session && !session.revoked && session.expiresAt > now.getTime();
  const user = valid ? (store.data.users.find((candidate) => candidate._id === session.userId) ?? null) : null;
  const forwardedProto = c.req.header('x-forwarded-proto');
  const url = new URL(c.req.url);
  return {
    c,
    store,
    db: store.data,
    options,
    user,
    lang: languageOf(c),
    origin: `${forwardedProto ?? url.protocol.replace(':', '')}://${url.host}`,
    // Over a socket only: `app.request` (some tests) has none.
    client: clientKey(c.env?.incoming ? getConnInfo(c).remote.address : undefined),
    now,
  };
}

/** Builds the sandbox API: every call of the contract, validated with the contract's schemas, on file-backed data. */
export function createSandbox(input: SandboxOptions): Sandbox {
  const options: ResolvedOptions = {
    ...defaultSandboxOptions,
    now: () => new Date(),
    log: (line) => console.error(line),
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  } as ResolvedOptions;
  const store = new JsonStore(
    options.dataDir,
    (created) => seed(created, options.passwordCost),
    input.reset ?? false,
    { ...defaultStoreCaps, ...options.caps },
    options.now,
  );
  const faults = new Faults();
  const drifts = new Drifts();
  const app = new Hono<{ Bindings: HttpBindings }>();
  const context = (c: AppContext) => contextOf(c, store, options);
  const errorResponse = (c: AppContext, error: SandboxError) => errorAnswer(c, error, options.log);

  // Outermost: a drift switched on (POST /dev/contract-drift) changes the answers as the client gets them.
  app.use('*', drifts.middleware());
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['lt', 'ln', 'content-type', 'idempotency-key'],
      exposeHeaders: ['content-disposition'],
      maxAge: 600,
    }),
  );
  app.use('*', noStoreNoSniff);

  app.use('*', faultsOf(faults));

  const seen = new Set<string>();
  for (const [name, endpoint] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    const key = `${endpoint.method} ${endpoint.path}`;
    // updateMyProject shares GET /project/mine with listMyProjects: one route serves both.
    if (seen.has(key)) continue;
    seen.add(key);
    const limit = endpoint.in === 'multipart' ? endpoint.limits.maxBytes + 64 * 1024 : 1024 * 1024;
    // What prints on a certificate or an invoice must be printable there (shared/api/schemas/printable.ts): checked here,
    // by the server, so that the fonts' character table stays out of the portal's bundles.
    const printed: readonly string[] | undefined = Object.hasOwn(printableFields, name) ? printableFields[name as keyof typeof printableFields] : undefined;
    const input = 'input' in endpoint && endpoint.input ? (printed ? endpoint.input.check(printable(printed)) : endpoint.input) : undefined;
    app.on(
      endpoint.method,
      endpoint.path,
      bodyLimit({
        maxSize: limit,
        onError: (c) => {
          // The rest of the body is never read: close the connection so a kept-alive socket is not reused mid-body.
          c.header('connection', 'close');
          return errorResponse(c as AppContext, new SandboxError(413, 'PAYLOAD_TOO_LARGE'));
        },
      }),
      async (c) => {
        const ctx = context(c);
        if (endpoint.auth && !ctx.user) return errorResponse(c, new SandboxError(401, 'UNAUTHORIZED'));
        let raw: unknown = undefined;
        if (endpoint.in === 'body') {
          try {
            raw = await c.req.json();
          } catch {
            return errorResponse(c, new SandboxError(400, 'VALIDATION', undefined, [], 'Invalid request. The body must be JSON.'));
          }
        } else if (endpoint.in === 'query') {
          raw = c.req.query();
        }
        let parsedInput: unknown = undefined;
        if (input) {
          const parsed = input.safeParse(raw);
          if (!parsed.success) {
            const issues = fieldIssues(parsed.error.issues);
            return errorResponse(c, new SandboxError(400, 'VALIDATION', issues[0]?.path || undefined, issues, describeIssues(issues)));
          }
          parsedInput = parsed.data;
        }
        const handler = handlers[name] as (ctx: Ctx, input: unknown) => unknown;
        const result = await handler(ctx, parsedInput);
        if (result instanceof Response) return result;
        // The sandbox honours its own contract: an answer that fails its schema is a sandbox bug, never sent.
        if ('answer' in endpoint) {
          const checked = endpoint.answer.safeParse(result);
          if (!checked.success) {
            options.log(`[sandbox] answer of ${key} breaks the contract: ${checked.error.message}`);
            return errorResponse(c, new SandboxError(500, 'INTERNAL'));
          }
        }
        return c.json(result as object);
      },
    );
  }

  registerDevRoutes(app as unknown as Hono, { store, faults, drifts, context: context as unknown as (c: Context) => Ctx });
  // The document's examples come from a sandbox of its own, freshly seeded (demo/openapi/examples.ts).
  registerDocsRoutes(app as unknown as Hono, () => generateOpenApi(createSandbox));

  app.notFound((c) => c.json({ message: apiErrorCodes.NOT_FOUND, code: 'NOT_FOUND' }, 404));
  app.onError((error, c) => {
    if (error instanceof SandboxError) return errorResponse(c as AppContext, error);
    options.log(`[sandbox] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json({ message: apiErrorCodes.INTERNAL, code: 'INTERNAL' }, 500);
  });

  return { app, store, faults, drifts, options };
}
