import { build } from 'esbuild';
import fs from 'node:fs';
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

// A chunk's name carries its hash: the previous build's would stay beside the new ones.
fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });

await build({
  // The post sanitizer's worker thread is its own file next to server.js (src/modules/posts/body-worker.ts);
  // ops-cli.js is `npm run backup|restore|admin` on a production install, without tsx (scripts/ops.mjs).
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'body-worker-thread': path.join(here, 'src/modules/posts/body-worker-thread.ts'),
    'ops-cli': path.join(here, 'src/ops/cli.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports stay dynamic (chunks of their own): the S3 driver and its SDK load only with
  // S3_BUCKET (src/storage/index.ts); code the entries share is a chunk of its own.
  splitting: true,
  // Chunks sit beside the entries, so a relative address (the body worker's thread file) is the same from any of them.
  chunkNames: '[name]-[hash]',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalsExceptContract],
});
