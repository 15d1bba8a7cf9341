import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT, seedTemplate } from './serve.mjs';

/**
 * Once per run: a data directory seeded by a first start (demo content, the e2e administrator).
 * Each worker's server starts on a copy of it (e2e/fixtures.ts), which takes a fraction of a first
 * start (PGlite's initdb, migrations, the demo's pictures).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), 'academy-e2e-template-'));
  await seedTemplate(dir, E2E_PORT);
  process.env.E2E_DATA_TEMPLATE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
