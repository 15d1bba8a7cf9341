import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkReleased, readManifest, readMigrations } from '../../src/db/migrations.ts';

/**
 * Released migrations are never rewritten (decision 056): the folder keeps every migration of
 * drizzle/released.json unchanged and in place, and the manifest itself holds every version that
 * main's history ever had (rewrites before the rule are listed there as "rewritten", not failures).
 */
const DRIZZLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const ROOT = path.resolve(DRIZZLE, '../../..');

function copyOfFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'released-'));
  fs.cpSync(DRIZZLE, dir, { recursive: true });
  return dir;
}

function editJournal(dir: string, edit: (entries: { idx: number; tag: string; when: number }[]) => void) {
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
  edit(journal.entries);
  fs.writeFileSync(file, JSON.stringify(journal));
}

describe('released migrations', () => {
  const manifest = readManifest(DRIZZLE);

  it('stand in the folder unchanged, in journal order', () => {
    expect(manifest.released.length).toBeGreaterThanOrEqual(21);
    expect(checkReleased(manifest, readMigrations(DRIZZLE))).toEqual([]);
  });

  it('fail the check when one is changed, removed, reordered or re-timed, or a new one is dated before them', () => {
    const changed = copyOfFolder();
    fs.appendFileSync(path.join(changed, '0014_trial_to_squad.sql'), '\nSELECT 1;');
    expect(checkReleased(manifest, readMigrations(changed))).toEqual([
      'released migration 0014_trial_to_squad: its SQL was changed (a change is a new migration after it)',
    ]);

    const removed = copyOfFolder();
    editJournal(removed, (e) => void e.splice(15, 1));
    expect(checkReleased(manifest, readMigrations(removed))).toContain('released migration 0015_progress_reports_and_squad_events was removed');

    const reordered = copyOfFolder();
    editJournal(reordered, (e) => {
      const [a, b] = [e[3], e[4]];
      if (!a || !b) throw new Error('journal too short');
      e[3] = b;
      e[4] = a;
    });
    expect(checkReleased(manifest, readMigrations(reordered))).toContain('released migration 0003_row_counts moved from place 3 to 4 in the journal');

    const retimed = copyOfFolder();
    editJournal(retimed, (e) => {
      const entry = e[7];
      if (!entry) throw new Error('journal too short');
      entry.when += 1;
    });
    expect(checkReleased(manifest, readMigrations(retimed))).toEqual([
      'released migration 0007_post_status: its journal timestamp changed from 1795500000000 to 1795500000001',
    ]);

    const early = copyOfFolder();
    fs.writeFileSync(path.join(early, '9999_early.sql'), 'SELECT 1;');
    editJournal(early, (e) => void e.push({ idx: e.length, tag: '9999_early', when: 1795500000000 }));
    expect(checkReleased(manifest, readMigrations(early))).toEqual([
      `new migration 9999_early: its timestamp 1795500000000 is not after the last released one (${manifest.released.at(-1)?.when}), so drizzle would skip it`,
    ]);
  });

  // A clone with main's history (CI clones whole): the manifest must hold every version of every
  // migration that main's first-parent line ever had up to the commit it was written at.
  const hasHistory = (() => {
    try {
      execFileSync('git', ['cat-file', '-e', `${manifest.main}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
      return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: ROOT, encoding: 'utf8' }).trim() === 'false';
    } catch {
      return false;
    }
  })();
  it.runIf(hasHistory)("hold every version main's history had (the manifest cannot drop a rewrite)", () => {
    const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/released-migrations.mjs')], { cwd: ROOT, encoding: 'utf8' });
    expect(out.trim().split('\n').at(-1)).toBe("0 version(s) of main's history missing from the manifest");
  });
});
