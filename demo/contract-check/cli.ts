/**
 * `npm run contract-check -- --api URL [--email E --password P] [--write | --write=money] [--json FILE]`: the
 * conformance check as a program. Exit 0 when everything conforms, 1 otherwise: something does not, or bad input to the
 * tool itself (no URL, an API that does not answer, a refused login), which ends at once with one line.
 */
import { writeFileSync } from 'node:fs';
import { ToolError, runContractCheck, type CheckResult, type Report, type WriteMode } from './check';

const usage =
  'usage: npm run contract-check -- --api URL [--email ADDRESS --password PASSWORD] [--write | --write=money] [--json FILE] [--origin URL] [--return-url URL]';

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

function parse(argv: readonly string[]): Arguments {
  const parsed: Arguments = { write: 'none', origin: 'http://localhost:5173', help: false };
  for (let index = 0; index < argv.length; index += 1) {
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
  }
  return parsed;
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

/** Runs the check as the program does; answers the exit code. */
export async function contractCheckCli(argv: readonly string[], output: Output): Promise<number> {
  try {
    const args = parse(argv);
    if (args.help) {
      output.out(usage);
      return 0;
    }
    if (!args.api) throw new ToolError('name the API to check: --api URL (for example --api http://localhost:8787)');
    const api = httpUrl(args.api, '--api');
    const origin = httpUrl(args.origin, '--origin').origin;
    if ((args.email === undefined) !== (args.password === undefined)) throw new ToolError('a test account needs both --email and --password');
    if (args.write !== 'none' && !args.email) throw new ToolError('--write needs a test account: --email and --password');
    const returnUrl = httpUrl(args.returnUrl ?? `${origin}/dashboard/charge/result`, '--return-url').href;
    const mode = { none: 'read-only', projects: 'writes: a project of the test account', money: 'writes: a project, pending purchases and one burned token' }[
      args.write
    ];
    const report = await runContractCheck({
      api: api.href,
      ...(args.email !== undefined && args.password !== undefined ? { email: args.email, password: args.password } : {}),
      write: args.write,
      origin,
      returnUrl,
      timeoutMs: 15_000,
      onStart: () =>
        output.out(
          `contract-check of ${api.href.replace(/\/$/, '')} against the contract's OpenAPI document (${mode}${args.email ? `, as ${args.email}` : ', no account'})`,
        ),
      onResult: (result) => {
        for (const line of resultLines(result)) output.out(line);
      },
    });
    output.out(summaryLine(report));
    if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
    return report.conforms ? 0 : 1;
  } catch (error) {
    // Bad input, or the tool's own failure: one line, never a stack trace.
    output.err(`contract-check: ${error instanceof ToolError ? error.message : `failed: ${(error as Error).message}`}`);
    return 1;
  }
}
