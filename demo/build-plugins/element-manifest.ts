import type { Plugin } from 'vite';
import { elementManifest, vscodeCustomData } from '#widgets/lib/manifest.ts';

/**
 * dist/widgets/custom-elements.json (the Custom Elements Manifest) and vscode.html-custom-data.json (VS Code's HTML
 * custom data), both from the elements' definitions (widgets/lib/elements.ts through widgets/lib/manifest.ts).
 */
export function elementManifestFiles(): Plugin {
  return {
    name: 'gft-element-manifest',
    apply: 'build',
    generateBundle() {
      const manifest = elementManifest();
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'vscode.html-custom-data.json', source: `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n` });
    },
  };
}
