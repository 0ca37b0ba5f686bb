/**
 * dist/widgets/release.json, written by the build beside the loader: the version partners pin to, the loader's path
 * under it (`/widgets/v0.1.0/gft-widgets.js`, served by `npm start`, `npm run serve` and the export) and its Subresource
 * Integrity value. The embed builder (portal/features/embed/) reads it to give the pinned snippet `npm run export` prints.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetRelease } from '#portal/lib/widget-release';
import { versionedWidgetsPrefix, widgetVersion } from './web/headers';

/** The loader's Subresource Integrity value (SHA-384), as a browser checks it. */
export const integrityOf = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The release of the loader in `widgetsDir` (dist/widgets). */
export const widgetRelease = (widgetsDir: string): WidgetRelease => ({
  version: widgetVersion,
  path: `${versionedWidgetsPrefix}gft-widgets.js`,
  integrity: integrityOf(readFileSync(join(widgetsDir, 'gft-widgets.js'))),
});

/** Writes release.json beside the loader. */
export function writeWidgetRelease(widgetsDir: string): void {
  writeFileSync(join(widgetsDir, 'release.json'), `${JSON.stringify(widgetRelease(widgetsDir), null, 2)}\n`);
}
