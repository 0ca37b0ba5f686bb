/**
 * The first step of `npm test`: without Chromium the browser tests cannot run, without Poppler's tools (pdftotext,
 * pdffonts, pdftoppm) the PDF tests cannot read certificates and invoices back, and without nginx the static export
 * cannot be proved on a real web server, and without DejaVu the typeface test cannot draw a page with DejaVu only, so say
 * how to get them, in one line each.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingChromium, testChromiumPath } from './browser/support/chromium';
import { missingNginx, nginxPath } from './browser/deploy/nginx-path';
import { dejaVuFolder } from './browser/support/fonts';

const missing = [
  ...(existsSync(testChromiumPath) ? [] : [missingChromium]),
  ...(['pdftotext', 'pdffonts', 'pdftoppm'].every((tool) => !spawnSync(tool, ['-v']).error)
    ? []
    : ['No pdftotext, pdffonts or pdftoppm: install them with `apt-get update && apt-get install -y poppler-utils` (as .ci/run does).']),
  ...(existsSync(nginxPath) ? [] : [missingNginx]),
  ...(existsSync(dejaVuFolder)
    ? []
    : [`No DejaVu fonts in ${dejaVuFolder}: install them with \`apt-get update && apt-get install -y fonts-dejavu-core\` (as .ci/run does).`]),
];
if (missing.length > 0) {
  for (const line of missing) console.error(line);
  process.exit(1);
}
