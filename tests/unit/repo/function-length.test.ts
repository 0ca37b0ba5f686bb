import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../../', import.meta.url).pathname });
const ruleIds = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages).map((message) => message.ruleId);

/** A function of `lines` statements, each on a line of its own. */
const functionOf = (lines: number) => `export function long(): number {\n  let sum = 0;\n${'  sum += 1;\n'.repeat(lines - 4)}  return sum;\n}\n`;
const describeOf = (lines: number) =>
  `import { describe, it } from 'vitest';\n\ndescribe('a list', () => {\n${"  it('x', () => {});\n".repeat(lines - 2)}});\n`;

describe('the function-length lint rule (issue 40)', () => {
  it.each(['portal/lib/x.ts', 'shared/api/x.ts', 'widgets/lib/x.ts', 'demo/sandbox/x.ts', 'tests/browser/x.ts'])(
    'refuses a function over 100 lines in %s',
    async (file) => {
      expect(await ruleIds(file, functionOf(101))).toEqual(['max-lines-per-function']);
      expect(await ruleIds(file, functionOf(100))).toEqual([]);
    },
  );

  it("leaves a test file's describe callbacks alone: they are lists of tests", async () => {
    expect(await ruleIds('tests/unit/x.test.ts', describeOf(150))).toEqual([]);
  });

  it('takes a marked exception, and refuses the mark once the function is short', async () => {
    const mark = '// eslint-disable-next-line max-lines-per-function -- a reason\n';
    expect(await ruleIds('portal/lib/x.ts', mark + functionOf(120))).toEqual([]);
    expect(await ruleIds('portal/lib/x.ts', mark + functionOf(20))).toEqual([null]);
  });
});
