import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
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
  project.provide('webUrl', servers.webUrl);
  project.provide('apiUrl', servers.apiUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await servers.stop();
  };
}
