/** The first step of `npm test`: without Chromium the browser tests cannot run, so say how to get it, in one line. */
import { existsSync } from 'node:fs';
import { chromiumPath, missingChromium } from './browser/chromium';

if (!existsSync(chromiumPath)) {
  console.error(missingChromium);
  process.exit(1);
}
