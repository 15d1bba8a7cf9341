import fs from 'node:fs';
import path from 'node:path';

/** Figures for `npm run reliability`'s table; written only when RELIABILITY_REPORT names a directory. */
export function report(name: string, figures: Record<string, number | string>) {
  const dir = process.env.RELIABILITY_REPORT;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  fs.writeFileSync(path.join(dir, `${name}-${db}.json`), JSON.stringify({ name, db, ...figures }));
}
