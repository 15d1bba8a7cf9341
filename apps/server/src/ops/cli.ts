/**
 * `npm run backup [-- --out file.tar.gz]`, `npm run restore -- <file.tar.gz>` and
 * `npm run admin -- reset-password <email>`, with the server's own settings (DATA_DIR,
 * DATABASE_URL, S3_*). With the embedded database the server must be stopped: the data directory
 * allows one process (db/lock.ts), and every command takes its lock.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { createStorage } from '../storage/index.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';
import { adminCommand, type AdminCommand } from './admin.ts';

const USAGE =
  'Usage: npm run backup [-- --out <file.tar.gz>]\n       npm run restore -- <file.tar.gz>\n' +
  '       npm run admin -- reset-password <email>       (a new random password; every session of the account ends)\n' +
  '       npm run admin -- disable-two-factor <email>   (for an owner who lost both the phone and the recovery codes)';

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore' && command !== 'admin') throw new BackupError(USAGE);
  if (command === 'admin' && (!['reset-password', 'disable-two-factor'].includes(rest[0] ?? '') || !rest[1])) throw new BackupError(USAGE);
  // The signing secret plays no part here; only the database and storage settings do.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'backup-and-restore-need-no-signing-secret' });
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = await lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) throw new BackupError(`${err.message}\nThe embedded database can only be backed up or restored while the server is stopped.`);
      throw err;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(config);
  try {
    if (command === 'admin') {
      // The schema may be older than this code (the server has not run since an upgrade).
      await database.migrate();
      process.stdout.write(`${await adminCommand(database.db, rest[0] as AdminCommand, rest[1]!)}\n`);
    } else if (command === 'backup') {
      const i = rest.indexOf('--out');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const out = i >= 0 && rest[i + 1] ? rest[i + 1]! : path.join('backups', `academy-${stamp}.tar.gz`);
      const m = await createBackup({ database, storage, out });
      const rows = m.tables.reduce((n, t) => n + t.rows, 0);
      process.stdout.write(`Backup written to ${path.resolve(out)}: ${m.tables.length} tables, ${rows} rows, ${m.files.length} files.\n`);
      if (m.missing.length) process.stdout.write(`Warning: ${m.missing.length} file(s) named by the database were not in storage: ${m.missing.join(', ')}\n`);
    } else {
      const archive = rest.find((a) => !a.startsWith('--'));
      if (!archive) throw new BackupError(USAGE);
      const m = await restoreBackup({ database, storage, archive });
      const rows = m.tables.reduce((n, t) => n + t.rows, 0);
      process.stdout.write(`Restored ${path.resolve(archive)} (made ${m.createdAt}): ${m.tables.length} tables, ${rows} rows, ${m.files.length} files.\n`);
    }
  } finally {
    storage.close?.();
    await database.close();
    release();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof BackupError || err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else process.stderr.write(`${command()} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

function command() {
  return process.argv[2] === 'restore' ? 'Restore' : process.argv[2] === 'admin' ? 'The admin command' : 'Backup';
}
