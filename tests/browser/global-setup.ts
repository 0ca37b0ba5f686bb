import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { build, buildIsStale } from '../../demo/build';
import { startSandbox } from '../../demo/sandbox/server';
import { startWebServer } from '../../demo/web/server';
import { parseAppConfig } from '../../shared/config/config';
import { chromiumArgs, chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    wsEndpoint: string;
  }
}

/** Starts what `npm start` starts (sandbox and web server, on free ports, fresh data) and one Chromium for all tests. */
export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  if (buildIsStale()) build();
  const dataDir = mkdtempSync(join(tmpdir(), 'gft-browser-'));
  const sandbox = await startSandbox({ dataDir, port: 0, env: {}, log: () => {} });
  const web = await startWebServer({ config: parseAppConfig({ apiBase: sandbox.url, exampleData: true }), port: 0 });
  // The payment page sends buyers back only to the portal under test.
  sandbox.sandbox.options.portalOrigin = new URL(web.url).origin;
  const browser = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  project.provide('webUrl', web.url);
  project.provide('apiUrl', sandbox.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await web.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
