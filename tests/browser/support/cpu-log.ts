import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';

/** The machine's busy CPU time so far, in seconds (Linux's /proc/stat: user, nice, system, irq, softirq). */
function busySeconds(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return (user + nice + system + irq + softirq) / 100;
}

/**
 * Where a run's CPU goes, test by test: with `TEST_CPU_LOG=file` each browser test appends a line (the machine's CPU
 * seconds while it ran, its wall seconds, its file, its name), tab-separated. Run with `TEST_WORKERS=1` so that the
 * machine's CPU during a test is that test's (Chromium's, the servers' and vitest's together), then `sort -rn file`.
 * How the suite's time was found (docs/testing.md, "Where the CPU goes").
 */
export function logTestCpu(): void {
  const file = process.env.TEST_CPU_LOG;
  if (!file) return;
  let started = { cpu: 0, wall: 0 };
  beforeEach(() => {
    started = { cpu: busySeconds(), wall: Date.now() };
  });
  afterEach(() => {
    const { testPath = '', currentTestName = '' } = expect.getState();
    const line = [
      (busySeconds() - started.cpu).toFixed(2),
      ((Date.now() - started.wall) / 1000).toFixed(2),
      relative(process.cwd(), testPath),
      currentTestName,
    ];
    appendFileSync(file, `${line.join('\t')}\n`);
  });
}
