/**
 * `npm run backup [-- --out file.tar.gz] [--encrypt]`, `npm run restore -- <file>` and
 * `npm run admin -- reset-password <email>`, with the server's own settings (DATA_DIR,
 * DATABASE_URL, S3_*). With the embedded database the server must be stopped: the data directory
 * allows one process (db/lock.ts), and every command takes its lock.
 * `--encrypt` writes an age file with a passphrase (BACKUP_PASSPHRASE, or typed twice at the
 * terminal); restore asks for it, or takes BACKUP_PASSPHRASE, when the file is encrypted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { existingAppSecret, installAppSecret } from '../lib/app-secret.ts';
import { securePrivateDir } from '../lib/private-files.ts';
import { createStorage } from '../storage/index.ts';
import { BackupError, createBackup, ENCRYPTED_SUFFIX, isEncryptedBackup, restoreBackup } from './backup.ts';
import { adminCommand, type AdminCommand } from './admin.ts';

const USAGE =
  'Usage: npm run backup [-- --out <file.tar.gz>] [--encrypt]\n       npm run restore -- <file.tar.gz | file.tar.gz.age>\n' +
  '       npm run admin -- reset-password <email>       (a new random password; every session of the account ends)\n' +
  '       npm run admin -- disable-two-factor <email>   (for an owner who lost both the phone and the recovery codes)';

/** A passphrase typed at the terminal, not echoed. */
async function ask(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) throw new BackupError('A passphrase is needed: set BACKUP_PASSPHRASE, or run the command in a terminal to type it.');
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  let typed = '';
  try {
    for await (const chunk of stdin as AsyncIterable<Buffer>) {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\u0003') throw new BackupError('Cancelled.');
        if (ch === '\r' || ch === '\n') return typed;
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    }
    return typed;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write('\n');
  }
}

/** The passphrase of an encrypted backup: BACKUP_PASSPHRASE, or typed (twice when it is a new one). */
async function passphrase(confirm: boolean): Promise<string> {
  const fromEnv = process.env.BACKUP_PASSPHRASE;
  if (fromEnv) return fromEnv;
  const first = await ask('Backup passphrase: ');
  if (first.length < 12) throw new BackupError('The passphrase must be at least 12 characters.');
  if (confirm && (await ask('The same passphrase again: ')) !== first) throw new BackupError('The two passphrases differ.');
  return first;
}

async function main(argv: string[]) {
  // Backups and restored files are the owner's only (docs/decisions/023).
  process.umask(0o077);
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore' && command !== 'admin') throw new BackupError(USAGE);
  if (command === 'admin' && (!['reset-password', 'disable-two-factor'].includes(rest[0] ?? '') || !rest[1])) throw new BackupError(USAGE);
  // The signing secret plays no part here; only the database and storage settings do.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'backup-and-restore-need-no-signing-secret' });
  // The passphrase first: asked before the database is opened, and an encrypted archive without one fails at once.
  const archive = command === 'restore' ? rest.find((a) => !a.startsWith('--')) : undefined;
  if (command === 'restore' && !archive) throw new BackupError(USAGE);
  const encrypted = archive ? await isEncryptedBackup(archive).catch(() => false) : rest.includes('--encrypt');
  const pass = encrypted ? await passphrase(command === 'backup') : undefined;
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = await lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError)
        throw new BackupError(`${err.message}\nThe embedded database can only be backed up or restored while the server is stopped.`);
      throw err;
    }
  }
  // A restore that fails into a fresh DATA_DIR leaves no half-made database there.
  const freshPglite = command === 'restore' && !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'));
  let restored = false;
  const secret = existingAppSecret({ jwtSecret: process.env.JWT_SECRET, dataDir: config.dataDir });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = await createStorage(config);
  try {
    if (command === 'admin') {
      // The schema may be older than this code (the server has not run since an upgrade).
      await database.migrate();
      process.stdout.write(`${await adminCommand(database.db, rest[0] as AdminCommand, rest[1]!)}\n`);
    } else if (command === 'backup') {
      const i = rest.indexOf('--out');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const out = i >= 0 && rest[i + 1] ? rest[i + 1]! : path.join('backups', `academy-${stamp}.tar.gz${pass ? ENCRYPTED_SUFFIX : ''}`);
      const m = await createBackup({ database, storage, out, passphrase: pass, signingSecret: secret?.secret });
      const rows = m.tables.reduce((n, t) => n + t.rows, 0);
      process.stdout.write(`Backup written to ${path.resolve(out)}: ${m.tables.length} tables, ${rows} rows, ${m.files.length} files.\n`);
      if (m.missing.length) process.stdout.write(`Warning: ${m.missing.length} file(s) named by the database were not in storage: ${m.missing.join(', ')}\n`);
    } else {
      const m = await restoreBackup({
        database,
        storage,
        archive: archive!,
        passphrase: pass,
        signing: { current: secret, install: (s) => installAppSecret(config.dataDir, s), allowNewSecret: rest.includes('--new-secret') },
      });
      restored = true;
      const rows = m.tables.reduce((n, t) => n + t.rows, 0);
      process.stdout.write(`Restored ${path.resolve(archive!)} (made ${m.createdAt}): ${m.tables.length} tables, ${rows} rows, ${m.files.length} files.\n`);
      for (const w of m.warnings) process.stdout.write(`${w}\n`);
    }
  } finally {
    storage.close?.();
    await database.close();
    // PGlite writes its files 0666 whatever the umask (server.ts does the same at shutdown).
    if (freshPglite && !restored) fs.rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
    if (!config.databaseUrl) securePrivateDir(config.dataDir);
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
