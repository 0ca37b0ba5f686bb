import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { build, buildIsStale } from '#demo/build';
import { missingChromium, testChromiumPath, testChromiumArgs } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    wsEndpoint: string;
  }
}

/** Starts what `npm start` starts (sandbox and web server, on free ports, fresh data) in a process of its own. */
async function startServers(): Promise<{ webUrl: string; apiUrl: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./servers.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The test servers stopped before they listened (exit code ${code}).`)));
  });
  const { webUrl, apiUrl } = JSON.parse(line) as { webUrl: string; apiUrl: string };
  return {
    webUrl,
    apiUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The servers, and one Chromium for all test files. */
export default async function setup(project: TestProject) {
  if (!existsSync(testChromiumPath)) throw new Error(missingChromium);
  if (buildIsStale()) build();
  const servers = await startServers();
  const browser = await chromium.launchServer({ executablePath: testChromiumPath, headless: true, args: testChromiumArgs });
  // The Playwright server runs in this process, beside vitest's own work: a long block here would stall every test's
  // browser calls at once. Its worst delay, printed at the end, tells a stalled action's cause from a stalled page.
  const lag = monitorEventLoopDelay({ resolution: 20 });
  lag.enable();
  project.provide('webUrl', servers.webUrl);
  project.provide('apiUrl', servers.apiUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    lag.disable();
    process.stderr.write(`main process event loop delay: max ${Math.round(lag.max / 1e6)} ms, p99 ${Math.round(lag.percentile(99) / 1e6)} ms\n`);
    await browser.close();
    await servers.stop();
  };
}
