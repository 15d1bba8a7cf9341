import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

// Packages stay in node_modules (native addons, wasm, dynamic requires) except the contract,
// which is TypeScript source and must be compiled into the bundle.
const externalsExceptContract = {
  name: 'externals-except-contract',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@academy/contract')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The post sanitizer's worker thread is its own file next to server.js (src/modules/posts/body-worker.ts).
  entryPoints: { server: path.join(here, 'src/server.ts'), 'body-worker-thread': path.join(here, 'src/modules/posts/body-worker-thread.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalsExceptContract],
});
