#!/usr/bin/env node
// The manifest of released migrations (apps/server/drizzle/released.json, decision 056).
//
//   node scripts/released-migrations.mjs          prints what main's history holds beside the manifest
//   node scripts/released-migrations.mjs --write  adds main's new migrations to the manifest (run on
//                                                 main after a merge); never changes a released one
//
// "released" lists every migration of main as it stands, in journal order: once listed, its tag,
// timestamp and SQL hash (sha256 of the file, as drizzle stores it in __drizzle_migrations) may not
// change (test/db/released-migrations.test.ts). "rewritten" lists the versions of released
// migrations that a later commit of main rewrote before this check existed: a recorded fact, each
// with the first commit that had it; the migrator bridges the ones a landed release had and refuses
// the others with a message (src/db/migrations.ts).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DRIZZLE = 'apps/server/drizzle';
const MANIFEST = path.join(root, DRIZZLE, 'released.json');
const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The migrations of one commit (or of the working tree when `commit` is undefined), in journal order. */
export function migrationsAt(commit) {
  const read = (p) => (commit ? git('show', `${commit}:${DRIZZLE}/${p}`) : fs.readFileSync(path.join(root, DRIZZLE, p), 'utf8'));
  const journal = JSON.parse(read('meta/_journal.json'));
  return journal.entries.map((e) => ({ idx: e.idx, tag: e.tag, when: e.when, sha256: sha(read(`${e.tag}.sql`)) }));
}

/** Every version of every migration on main's first-parent line up to `head`, oldest first, with the first commit that had it. */
export function historyVersions(head = 'HEAD') {
  const commits = git('log', '--first-parent', '--reverse', '--format=%H', head, '--', DRIZZLE).trim().split('\n').filter(Boolean);
  const seen = new Map();
  for (const c of commits) {
    for (const m of migrationsAt(c)) {
      const key = `${m.tag} ${m.when} ${m.sha256}`;
      if (!seen.has(key)) seen.set(key, { tag: m.tag, when: m.when, sha256: m.sha256, first: c.slice(0, 7) });
    }
  }
  return [...seen.values()];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  const current = migrationsAt(undefined);
  if (process.argv.includes('--write')) {
    const known = manifest.released.length;
    for (let i = 0; i < known; i++) {
      const a = manifest.released[i];
      const b = current[i];
      if (!b || a.tag !== b.tag || a.when !== b.when || a.sha256 !== b.sha256) {
        console.error(`released migration ${a.idx} ${a.tag} was changed, removed or moved: put it back before writing the manifest`);
        process.exit(1);
      }
    }
    manifest.released = current;
    manifest.main = git('rev-parse', '--short', 'HEAD').trim();
    fs.writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`released.json: ${current.length - known} migration(s) added, ${current.length} released`);
  } else {
    const listed = new Set([...manifest.released, ...manifest.rewritten].map((m) => `${m.tag} ${m.when} ${m.sha256}`));
    const missing = historyVersions(manifest.main).filter((v) => !listed.has(`${v.tag} ${v.when} ${v.sha256}`));
    for (const v of missing) console.log(`not in the manifest: ${v.tag} (${v.when}) ${v.sha256.slice(0, 10)} first in ${v.first}`);
    console.log(`${missing.length} version(s) of main's history missing from the manifest`);
    process.exit(missing.length ? 1 : 0);
  }
}
