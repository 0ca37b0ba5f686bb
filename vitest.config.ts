/**
 * The tests' configuration: the portal build's (demo/build-config/portal.ts: real React, the import scheme's aliases,
 * its plugins) and vitest's projects, workers and reporters. vitest reads this file instead of vite.config.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { portal } from './demo/build-config/portal.ts';
import { root } from './demo/build-plugins/shared.ts';

/**
 * Unit files that mock a module or stub a global or the environment (`vi.mock`, `vi.doMock`, `vi.stubGlobal`,
 * `vi.stubEnv`): each runs in a module graph of its own (the `unit-isolated` project). Found by their text, so that a
 * new one cannot end up in the shared graph.
 */
const mockingUnitFiles = readdirSync(`${root}tests/unit`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(`${root}tests/unit/${file}`, 'utf8')))
  .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`)
  .sort();
/**
 * The test workers: half again as many as the machine's cores, as a test waits for pages and answers. Measured on 2
 * cores: 2 workers leave a fifth of the CPU idle, 3 fill it (vitest 430 s against 503 s on a clean clone), 4 saturate
 * it and run slower.
 */
const testWorkers = () => Math.max(2, Math.round(availableParallelism() * 1.5));

export default mergeConfig(
  portal,
  defineConfig({
    test: {
      root,
      reporters: ['default', './tests/summary-reporter.ts'],
      // Browser files run side by side against one sandbox and one Chromium: each test makes its own user, and faults
      // are the test's own (tests/browser/support/faults.ts). Half again as many workers as cores (testWorkers).
      maxWorkers: Number(process.env.TEST_WORKERS || testWorkers()),
      projects: [
        {
          extends: true,
          // Unit files share the two cores with the browser files: a PDF rendered and read back takes seconds then. A
          // worker runs them one after another in one module graph, as the browser files (no fresh process and imports
          // per file: 12 s of the suite's CPU); the files that replace a module or a global for their own tests
          // (`vi.mock`, `vi.stubGlobal`) run apart, each in a graph of its own (`unit-isolated`).
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: mockingUnitFiles,
            environment: 'node',
            testTimeout: 30_000,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'unit-isolated', include: mockingUnitFiles, environment: 'node', testTimeout: 30_000 } },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/browser/support/global-setup.ts'],
            // A worker runs file after file without a fresh process and module graph for each: the files share no state but
            // the modules' (the browser connection and faults are per file and per context), and each file spared a fork
            // and the import of vitest, Playwright's client and the helpers (about a second of a core per file).
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // A state polled for (`expect.poll`) may take seconds to come when every core is busy: vitest's 1 s is too short
            // to be safe, and a state that comes passes as soon as it does (tests/browser/support/browser.ts: Playwright's too).
            expect: { poll: { timeout: 15_000 } },
          },
        },
      ],
    },
  }),
);
