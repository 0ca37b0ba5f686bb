/**
 * The three builds, chosen by `--mode`: `widgets` (the embeddable elements on Preact), `hosts` (the demo's React and
 * Vue host pages' scripts), any other (`portal`, `development`…) the portal. Each build's configuration
 * is in demo/build-config/, its plugins one per file in demo/build-plugins/ (each with a unit test in
 * tests/unit/build/); the tests' configuration is vitest.config.ts.
 */
import { defineConfig } from 'vite';
import { hosts } from './demo/build-config/hosts.ts';
import { portal } from './demo/build-config/portal.ts';
import { widgets } from './demo/build-config/widgets.ts';

export default defineConfig(({ mode }) => (mode === 'widgets' ? widgets : mode === 'hosts' ? hosts : portal));
