import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json` (chunk file -> the source modules bundled into it) beside the
 * manifest, so the bundle budget check can tell which chunks hold admin or editor code.
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'academy:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = Object.keys(chunk.modules).map((id) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) });
    },
  };
}
