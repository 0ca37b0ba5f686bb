/**
 * Runtime configuration. The portal reads it at start from the page (one build serves any environment); the
 * widgets take `api-base` from their attributes. Parsed with zod: a bad value is a clear message, not a blank page.
 */
import * as z from 'zod/mini';
// Loads zod's jitless setting before any schema here is built.
import '../api/schemas/common.ts';

const httpUrl = z.url({ protocol: /^https?$/ });
const monthString = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month, YYYY-MM'));
const dayString = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a day, YYYY-MM-DD'));

/**
 * The provider's imprint (§ 5 DDG, or § 5 ECG and § 25 MedienG for an Austrian provider), each a line of text. SPEC gives no company data: what a deployment
 * leaves out, the page shows as a marked placeholder, never an invented value.
 */
export const imprintKeys = ['company', 'address', 'managingDirector', 'email', 'phone', 'register', 'vatId', 'authority'] as const;
const imprintLine = z._default(z.string().check(z.maxLength(300)), '');
const imprintSchema = z.object(Object.fromEntries(imprintKeys.map((key) => [key, imprintLine])) as Record<(typeof imprintKeys)[number], typeof imprintLine>);
/** The provider's lines, each '' when not configured: what the imprint shows and the sandbox's PDFs print. */
export type ImprintLines = z.infer<typeof imprintSchema>;

export const appConfigSchema = z.object({
  /** Base URL of the provider's API; the auth token is sent to this origin only. */
  apiBase: httpUrl,
  /** Milliseconds before an API call gives up. */
  apiTimeoutMs: z._default(z.number().check(z.int(), z.minimum(1000), z.maximum(120_000)), 15_000),
  /**
   * The API answers with example entries (the sandbox): each public page names them once in one discreet notice.
   * False for a production API: no notice.
   */
  exampleData: z._default(z.boolean(), false),
  /**
   * Dates the copy speaks of: the presale's and the whitepaper's month (`YYYY-MM`), the full privacy policy's last
   * update (`YYYY-MM-DD`, shown only when set: the summary carries its own date, decision 0072). The texts say "is
   * planned" before and "was planned" once the date has passed.
   */
  dates: z.prefault(
    z.object({
      presale: z._default(monthString, '2025-08'),
      whitepaper: z._default(monthString, '2025-07'),
      privacyPolicyUpdated: z.optional(dayString),
    }),
    {},
  ),
  /** The imprint's data (`imprintKeys`); '' for one not configured. */
  imprint: z.prefault(imprintSchema, {}),
  /**
   * The imprint holds the demo's example provider (demo/example-provider.ts), not a deployment's: the page says so in
   * one line above it. False whenever `GFT_IMPRINT_JSON` is set.
   */
  imprintExample: z._default(z.boolean(), false),
  /** External destinations of the header, footer and texts. */
  links: z.prefault(
    z.object({
      projects: z._default(httpUrl, 'https://greenfee.example/projects'),
      contact: z._default(httpUrl, 'https://greenfee.example/contact'),
      team: z._default(httpUrl, 'https://greenfee.example/team'),
      blog: z._default(httpUrl, 'https://greenfee.example/blog'),
      auditors: z._default(httpUrl, 'https://platform.greenfee.example/verify'),
      tokenSale: z._default(httpUrl, 'https://platform.greenfee.example/token-sale'),
      privacyPolicy: z._default(httpUrl, 'https://greenfee.example/privacy-policy'),
      imprint: z._default(httpUrl, 'https://greenfee.example/imprint'),
      /** The terms and conditions, linked at the sign-up's consent. */
      terms: z._default(httpUrl, 'https://greenfee.example/terms'),
      dataPlatform: z._default(httpUrl, 'https://data.greenfee.example/projects'),
      /** The external calendar service offered after a forest-owner meeting is booked. */
      calendar: z._default(httpUrl, 'https://calendar.greenfee.example/forest-owners'),
    }),
    {},
  ),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses a configuration object, throwing a ConfigError that names every bad setting. */
export function parseAppConfig(raw: unknown): AppConfig {
  const result = appConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
}

/** Environment variables that set the configuration (for `npm start` and the dev server). */
export const configEnv = {
  apiBase: 'GFT_API_BASE',
  apiTimeoutMs: 'GFT_API_TIMEOUT_MS',
  links: 'GFT_LINKS_JSON',
  imprint: 'GFT_IMPRINT_JSON',
  exampleData: 'GFT_EXAMPLE_DATA',
  presale: 'GFT_PRESALE_MONTH',
  whitepaper: 'GFT_WHITEPAPER_MONTH',
  privacyPolicyUpdated: 'GFT_PRIVACY_POLICY_UPDATED',
} as const;

/** A variable's JSON (GFT_LINKS_JSON, GFT_IMPRINT_JSON), undefined when unset. */
function jsonOf(env: Record<string, string | undefined>, key: 'links' | 'imprint'): unknown {
  const text = env[configEnv[key]];
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ConfigError([`${configEnv[key]}: not valid JSON`]);
  }
}

/**
 * The provider's lines from `GFT_IMPRINT_JSON`, undefined when unset (the sandbox's PDFs print them); throws a
 * ConfigError that names the variable for bad JSON or a bad line.
 */
export function imprintFromEnv(env: Record<string, string | undefined>): ImprintLines | undefined {
  const imprint = jsonOf(env, 'imprint');
  if (imprint === undefined) return undefined;
  const result = imprintSchema.safeParse(imprint);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${configEnv.imprint}: ${issue.path.join('.') || '(root)'}: ${issue.message}`));
}

/**
 * Builds the configuration from environment variables, with `defaults` for what they leave out; `defaults.imprint`
 * (the demo's example provider) stands in for an unset `GFT_IMPRINT_JSON` and is marked as an example.
 */
export function configFromEnv(
  env: Record<string, string | undefined>,
  defaults: { apiBase: string; exampleData?: boolean; imprint?: ImprintLines },
): AppConfig {
  const links = jsonOf(env, 'links');
  const imprint = jsonOf(env, 'imprint');
  const timeout = env[configEnv.apiTimeoutMs];
  const exampleData = env[configEnv.exampleData];
  if (exampleData !== undefined && exampleData !== '' && !/^(true|false|1|0)$/.test(exampleData))
    throw new ConfigError([`${configEnv.exampleData}: true or false`]);
  return parseAppConfig({
    // Against the sandbox (no GFT_API_BASE) the entries are examples, unless GFT_EXAMPLE_DATA says otherwise.
    exampleData: exampleData ? /^(true|1)$/.test(exampleData) : env[configEnv.apiBase] ? false : (defaults.exampleData ?? false),
    apiBase: env[configEnv.apiBase] || defaults.apiBase,
    ...(timeout ? { apiTimeoutMs: Number(timeout) } : {}),
    ...(links !== undefined ? { links } : {}),
    ...(imprint !== undefined ? { imprint } : defaults.imprint ? { imprint: defaults.imprint, imprintExample: true } : {}),
    dates: Object.fromEntries(
      (['presale', 'whitepaper', 'privacyPolicyUpdated'] as const).flatMap((key) => (env[configEnv[key]] ? [[key, env[configEnv[key]]]] : [])),
    ),
  });
}

/** The id of the `<script type="application/json">` element that carries the configuration in the portal's HTML. */
export const configElementId = 'gft-config';
