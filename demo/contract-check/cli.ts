/**
 * `npm run contract-check -- --api URL [--email E --password P] [--write | --write=money] [--json FILE]`: the
 * conformance check as a program. Exit 0 when everything conforms, 1 when something does not, 2 on a usage or tool
 * error (no or a bad `--api`, an API that does not answer or redirects, a refused login, the tool's own failure), which
 * ends the run with one line on stderr. `--json` writes the report in every case, with what the run has.
 *
 * Every line it prints has the control and bidirectional formatting characters of what the API sent escaped
 * (`printable`): an answer cannot rewrite the terminal. The JSON report keeps them as they were.
 */
import { writeFileSync } from 'node:fs';
import { ToolError, errorLine, runContractCheck, type CheckResult, type Report, type WriteMode } from './check';

const exitCodes = { conforms: 0, doesNotConform: 1, toolError: 2 } as const;

const usage: readonly string[] = [
  'usage: npm run contract-check -- --api URL [--email ADDRESS --password PASSWORD] [--write | --write=money] [--json FILE] [--origin URL] [--return-url URL]',
  'exit codes: 0 the API conforms, 1 it does not, 2 a usage or tool error (no or a bad --api, no answer, a redirect, a refused login)',
];

interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Arguments {
  api?: string;
  email?: string;
  password?: string;
  write: WriteMode;
  json?: string;
  origin: string;
  returnUrl?: string;
  help: boolean;
}

/** The arguments; `error` the first that is wrong (the rest are still read: `--json` after it is written to). */
function parse(argv: readonly string[]): Arguments & { error?: ToolError } {
  const parsed: Arguments & { error?: ToolError } = { write: 'none', origin: 'http://localhost:5173', help: false };
  for (let index = 0; index < argv.length; index += 1) {
    try {
      index = parseOne(argv, index, parsed);
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      parsed.error ??= error;
    }
  }
  return parsed;
}

/** Reads the argument at `index` into `parsed`; answers the index of the last argument it read (a flag's value). */
function parseOne(argv: readonly string[], start: number, parsed: Arguments): number {
  let index = start;
  const argument = argv[index] ?? '';
  const [flag = '', inline] = argument.startsWith('--')
    ? argument.includes('=')
      ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)]
      : [argument]
    : [argument];
  const value = () => {
    if (inline !== undefined) return inline;
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new ToolError(`${flag} needs a value`);
    index += 1;
    return next;
  };
  switch (flag) {
    case '--api':
      parsed.api = value();
      break;
    case '--email':
      parsed.email = value();
      break;
    case '--password':
      parsed.password = value();
      break;
    case '--json':
      parsed.json = value();
      break;
    case '--origin':
      parsed.origin = value();
      break;
    case '--return-url':
      parsed.returnUrl = value();
      break;
    case '--write':
      if (inline === undefined || inline === 'projects') parsed.write = 'projects';
      else if (inline === 'money') parsed.write = 'money';
      else throw new ToolError(`--write takes no value or "money", not "${inline}"`);
      break;
    case '--help':
    case '-h':
      parsed.help = true;
      break;
    default:
      throw new ToolError(`unknown argument ${argument}`);
  }
  return index;
}

const httpUrl = (text: string, what: string): URL => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ToolError(`${what} is not a URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ToolError(`${what} is not an http(s) URL: ${text}`);
  return url;
};

/** One result as the report prints it: the call, what was sent, status and time, then each mismatch. */
export function resultLines(result: CheckResult): string[] {
  const mark = result.ok ? '✓' : '✗';
  const sent = result.sent ? `  sent ${result.sent}` : '';
  const status = result.status !== undefined ? `  → ${result.status}${result.ms !== undefined ? ` in ${result.ms} ms` : ''}` : '';
  const note = result.note ? `  (${result.note})` : '';
  return [`${mark} ${result.call}${sent}${status}${note}`, ...result.mismatches.map((line) => `    ${line}`)];
}

export function summaryLine(report: Report): string {
  const failed = report.results.filter((result) => !result.ok).length;
  const calls = report.results.filter((result) => result.ms !== undefined);
  const slowest = calls.reduce<CheckResult | undefined>((max, result) => ((result.ms ?? 0) > (max?.ms ?? -1) ? result : max), undefined);
  return `${report.conforms ? 'Conforms' : 'Does not conform'}: ${report.results.length} checks, ${report.results.length - failed} passed, ${failed} failed; ${calls.length} requests, slowest ${slowest ? `${slowest.call} ${slowest.ms} ms` : 'none'}.`;
}

/**
 * A text as the terminal may show it: the control characters (C0, DEL, C1) and the bidirectional formatting characters
 * (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069) as visible escapes, `\x1b`, `\u202e`. What an API
 * answers (an error's code and message, a Location) can then neither move the cursor, nor clear or rewrite a line,
 * nor link, nor reorder what follows.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- the characters to escape are control characters
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (character) => {
    const code = character.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** What a run of the program needs: its arguments checked, or the usage error. */
interface Run {
  args: Arguments;
  api: URL;
  origin: string;
  returnUrl: string;
}

function checkedArguments(args: Arguments & { error?: ToolError }): Run {
  if (args.error) throw args.error;
  if (!args.api) throw new ToolError('name the API to check: --api URL (for example --api http://localhost:8787)');
  const api = httpUrl(args.api, '--api');
  const origin = httpUrl(args.origin, '--origin').origin;
  if ((args.email === undefined) !== (args.password === undefined)) throw new ToolError('a test account needs both --email and --password');
  if (args.write !== 'none' && !args.email) throw new ToolError('--write needs a test account: --email and --password');
  const returnUrl = httpUrl(args.returnUrl ?? `${origin}/dashboard/charge/result`, '--return-url').href;
  return { args, api, origin, returnUrl };
}

/** Runs the check as the program does; answers the exit code (`exitCodes`). */
export async function contractCheckCli(argv: readonly string[], output: Output): Promise<number> {
  const say = { out: (line: string) => output.out(printable(line)), err: (line: string) => output.err(`contract-check: ${printable(line)}`) };
  const args = parse(argv);
  if (args.help && !args.error) {
    for (const line of usage) output.out(line);
    return exitCodes.conforms;
  }
  let report: Report;
  try {
    report = await check(checkedArguments(args), say.out);
  } catch (error) {
    // A usage error, or the tool's own failure before the run: one line, never a stack trace.
    const api = args.api ?? null;
    report = { api, write: args.write, account: null, startedAt: new Date().toISOString(), results: [], conforms: false, error: errorLine(error) };
  }
  if (report.error === undefined) say.out(summaryLine(report));
  if (args.json) {
    try {
      writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
    } catch (error) {
      say.err(`the report could not be written to ${args.json} (${(error as Error).message})`);
      return exitCodes.toolError;
    }
  }
  if (report.error !== undefined) {
    say.err(report.error);
    return exitCodes.toolError;
  }
  return report.conforms ? exitCodes.conforms : exitCodes.doesNotConform;
}

/** The run itself: the report, its lines printed as they come. */
async function check({ args, api, origin, returnUrl }: Run, out: (line: string) => void): Promise<Report> {
  const mode = { none: 'read-only', projects: 'writes: a project of the test account', money: 'writes: a project, pending purchases and one burned token' }[
    args.write
  ];
  return runContractCheck({
    api: api.href,
    ...(args.email !== undefined && args.password !== undefined ? { email: args.email, password: args.password } : {}),
    write: args.write,
    origin,
    returnUrl,
    timeoutMs: 15_000,
    onStart: () =>
      out(
        `contract-check of ${api.href.replace(/\/$/, '')} against the contract's OpenAPI document (${mode}${args.email ? `, as ${args.email}` : ', no account'})`,
      ),
    onResult: (result) => {
      for (const line of resultLines(result)) out(line);
    },
  });
}
