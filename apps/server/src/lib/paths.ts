import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bundle lives in apps/server/dist and the sources in apps/server/src/lib, so a fixed
 * relative path would differ between the two; walking up to the workspace root works for both.
 */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'apps', 'server', 'drizzle'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot();
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps', 'server', 'drizzle');
