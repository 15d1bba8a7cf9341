import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { Decrypter, Encrypter } from 'age-encryption';
import { IMAGE_WIDTHS } from '@academy/contract/common';
import type { Database, Db } from '../db/client.ts';
import { contentTypeOf, isValidKey, type Storage } from '../storage/storage.ts';

/**
 * One archive (tar.gz) holding the database and the uploaded files:
 *   manifest.json        engine, migrations applied, tables (columns, row count), sequences, files (size, sha256)
 *   db/<table>.json      every row of the table, as PostgreSQL's own JSON of the row
 *   uploads/<key>        every stored object the rows refer to (with the image width variants)
 * The export is logical and made by the app itself, in one REPEATABLE READ read-only transaction,
 * so it is consistent, needs no pg_dump of a matching version, and restores into either engine.
 */
export const BACKUP_FORMAT = 'academy-backup';
export const BACKUP_VERSION = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: Database['kind'];
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; lastValue: string | null }[];
  files: { key: string; size: number; sha256: string }[];
  /** Keys the rows name but the storage did not have when the backup was made. */
  missing: string[];
  /**
   * The secret that signs the families' status links, calendar files and feeds (decision 056): its
   * fingerprint always, the secret itself in an encrypted backup only (secret/jwt-secret). Absent
   * from backups made before this was kept.
   */
  signing?: { fingerprint: string; carried: boolean };
};

/** What a restore needs to know of the target's signing secret (ops/cli.ts reads it). */
export type RestoreSigning = {
  current: { secret: string; from: 'env' | 'file' } | undefined;
  /** Writes the carried secret into the target's DATA_DIR. */
  install: (secret: string) => void;
  /** Restore even though the links will not work (said so in the result). */
  allowNewSecret?: boolean;
};

export const BACKUP_DAMAGED = 'The backup is damaged';

const fingerprint = (secret: string) => createHash('sha256').update(`academy-signing:${secret}`).digest('hex').slice(0, 16);

export class BackupError extends Error {}

/**
 * Encrypted backups are age files (https://age-encryption.org, the `age-encryption` library of
 * age's author) with a passphrase (scrypt): `age -d` decrypts them too, without this app. The
 * archive holds children's health data (docs/decisions/023).
 */
const AGE_HEADER = 'age-encryption.org/v1\n';
export const ENCRYPTED_SUFFIX = '.age';

/** Whether `file` is an age file (an encrypted backup) rather than a plain archive. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const buf = Buffer.alloc(AGE_HEADER.length);
    await handle.read(buf, 0, buf.length, 0);
    return buf.toString('latin1') === AGE_HEADER;
  } finally {
    await handle.close();
  }
}

/** Streams `from` through age into `to` (encrypting with the passphrase, or decrypting). */
async function ageFile(mode: 'encrypt' | 'decrypt', from: string, to: string, passphrase: string) {
  const input = Readable.toWeb(fs.createReadStream(from)) as unknown as ReadableStream<Uint8Array>;
  let output: ReadableStream<Uint8Array>;
  if (mode === 'encrypt') {
    const e = new Encrypter();
    e.setPassphrase(passphrase);
    output = await e.encrypt(input);
  } else {
    const d = new Decrypter();
    d.addPassphrase(passphrase);
    output = await d.decrypt(input);
  }
  await pipeline(Readable.fromWeb(output as unknown as WebReadableStream<Uint8Array>), fs.createWriteStream(to, { mode: 0o600 }));
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Matches storage keys inside any text of a row (URLs in columns, <img src> in post HTML). */
const KEY_IN_TEXT = /\/uploads\/((?:images|videos|thumbnails)\/[a-z0-9][a-z0-9-]{0,80}\.(?:webp|mp4|webm|mov))/g;

/** Derived tables: not archived, since the restored rows rebuild them (row_counts: by its triggers). */
const DERIVED_TABLES = ['row_counts'];

async function tablesOf(db: Db): Promise<{ name: string; columns: string[] }[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).filter((t) => !DERIVED_TABLES.includes(t.name));
  const out: { name: string; columns: string[] }[] = [];
  for (const { name } of tables) {
    const cols = rowsOf<{ name: string }>(
      await db.execute(
        sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`,
      ),
    );
    out.push({ name, columns: cols.map((c) => c.name) });
  }
  return out;
}

async function migrationsOf(db: Db): Promise<string[]> {
  const rows = await db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`).then(
    (r) => rowsOf<{ hash: string }>(r),
    () => [],
  );
  return rows.map((r) => r.hash);
}

/** The rows of a table as one JSON array text, as PostgreSQL writes it (exact numbers and timestamps). */
export async function tableJson(db: Db, table: string, columns: string[]): Promise<{ json: string; rows: number }> {
  const cols = columns.map(ident).join(', ');
  const [row] = rowsOf<{ j: string; n: number | string }>(
    await db.execute(sql.raw(`select count(*) as n, coalesce(json_agg(t), '[]'::json)::text as j from (select ${cols} from ${ident(table)} order by 1) t`)),
  );
  return { json: row?.j ?? '[]', rows: Number(row?.n ?? 0) };
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Writes the archive to `out` (through a `.part` file renamed at the end), readable by its owner
 * only (0600, in a directory created 0700); with a passphrase, as an age file: the plain archive
 * then exists only in the private staging directory.
 */
export async function createBackup(opts: {
  database: Database;
  storage: Storage;
  out: string;
  passphrase?: string;
  signingSecret?: string;
}): Promise<BackupManifest> {
  const { database, storage } = opts;
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-backup-'));
  try {
    await fsp.mkdir(path.join(staging, 'db'));
    await fsp.mkdir(path.join(staging, 'uploads'));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      migrations: [],
      tables: [],
      sequences: [],
      files: [],
      missing: [],
    };
    const keys = new Set<string>();
    await database.db.transaction(
      async (tx) => {
        const db = tx as unknown as Db;
        manifest.migrations = await migrationsOf(db);
        for (const t of await tablesOf(db)) {
          const { json, rows } = await tableJson(db, t.name, t.columns);
          await fsp.writeFile(path.join(staging, 'db', `${t.name}.json`), json);
          manifest.tables.push({ ...t, rows });
          for (const m of json.matchAll(KEY_IN_TEXT)) keys.add(m[1]!);
        }
        manifest.sequences = rowsOf<{ name: string; lastValue: string | null }>(
          await db.execute(
            sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename`,
          ),
        );
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Images are stored with width variants that the rows do not name.
    for (const key of [...keys]) {
      if (key.endsWith('.webp') && !/-\d+w\.webp$/.test(key)) for (const w of IMAGE_WIDTHS) keys.add(key.replace(/\.webp$/, `-${w}w.webp`));
    }
    for (const key of [...keys].sort()) {
      const obj = await storage.get(key);
      if (!obj) {
        if (!/-\d+w\.webp$/.test(key)) manifest.missing.push(key);
        continue;
      }
      const file = path.join(staging, 'uploads', key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          size += chunk.length;
          cb(null, chunk);
        },
      });
      await pipeline(obj.stream, tap, fs.createWriteStream(file));
      manifest.files.push({ key, size, sha256: hash.digest('hex') });
    }
    const entries = ['manifest.json', 'db', 'uploads'];
    if (opts.signingSecret) {
      // Only inside an encrypted archive: with it, anyone holding the file could make family links.
      manifest.signing = { fingerprint: fingerprint(opts.signingSecret), carried: Boolean(opts.passphrase) };
      if (opts.passphrase) {
        await fsp.mkdir(path.join(staging, 'secret'));
        await fsp.writeFile(path.join(staging, 'secret', 'jwt-secret'), opts.signingSecret, { mode: 0o600 });
        entries.push('secret');
      }
    }
    await fsp.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const out = path.resolve(opts.out);
    await fsp.mkdir(path.dirname(out), { recursive: true, mode: 0o700 });
    const part = `${out}.part`;
    if (opts.passphrase) {
      const plain = path.join(staging, 'archive.tar.gz');
      await tar.c({ gzip: true, file: plain, cwd: staging, portable: true }, entries);
      await ageFile('encrypt', plain, part, opts.passphrase);
    } else {
      await tar.c({ gzip: true, file: part, cwd: staging, portable: true }, entries);
    }
    await fsp.chmod(part, 0o600);
    await fsp.rename(part, out);
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function insertOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(
      sql`select c.relname as child, p.relname as parent from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public'`,
    ),
  );
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (t: string, stack: Set<string>) => {
    if (done.has(t) || stack.has(t)) return;
    stack.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t) visit(e.parent, stack);
    done.add(t);
    if (tables.includes(t)) order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

/**
 * Restores an archive into an EMPTY database (migrations are applied first; a table with rows is
 * refused) and its files into the storage: rows keep their ids, sequences continue where they were.
 */
export async function restoreBackup(opts: {
  database: Database;
  storage: Storage;
  archive: string;
  passphrase?: string;
  signing?: RestoreSigning;
}): Promise<BackupManifest & { warnings: string[] }> {
  const warnings: string[] = [];
  const { database, storage } = opts;
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-restore-'));
  try {
    let archive = path.resolve(opts.archive);
    if (await isEncryptedBackup(archive)) {
      if (!opts.passphrase) throw new BackupError(`${opts.archive} is encrypted: give its passphrase (BACKUP_PASSPHRASE, or type it when asked).`);
      const plain = path.join(staging, 'archive.tar.gz');
      await ageFile('decrypt', archive, plain, opts.passphrase).catch((err: unknown) => {
        throw new BackupError(
          `${opts.archive} could not be decrypted: wrong passphrase, or the file is damaged (${err instanceof Error ? err.message : String(err)}).`,
        );
      });
      archive = plain;
    }
    // Read whole before anything is written (gzip's checksum is checked at its end): a damaged
    // archive fails here, with nothing extracted, restored or left behind.
    const damaged = (err: unknown) =>
      new BackupError(`${BACKUP_DAMAGED}: ${opts.archive} cannot be read whole (${err instanceof Error ? err.message : String(err)}). Nothing was restored.`);
    await tar.t({ file: archive, strict: true }).catch((err: unknown) => {
      throw damaged(err);
    });
    await tar.x({ file: archive, cwd: staging, strict: true, filter: (p) => p !== 'archive.tar.gz' }).catch((err: unknown) => {
      throw damaged(err);
    });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => 'null')) as BackupManifest | null;
    if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${opts.archive} is not a backup made by npm run backup.`);
    if (manifest.version > BACKUP_VERSION) throw new BackupError(`${opts.archive} was made by a newer version of the app (format ${manifest.version}).`);

    // Files first, checked against the manifest: a damaged archive fails before the database is touched.
    for (const f of manifest.files) {
      if (!isValidKey(f.key)) throw new BackupError(`Unexpected file ${f.key} in the archive.`);
      const file = path.join(staging, 'uploads', f.key);
      if ((await sha256File(file).catch(() => '')) !== f.sha256)
        throw new BackupError(`${BACKUP_DAMAGED}: ${f.key} in it does not match its checksum. Nothing was restored.`);
    }

    // The families' links are signed: restored under another secret every status link, calendar
    // file and feed would answer 404 (decision 056). Checked before the database is touched.
    const carried = manifest.signing?.carried ? (await fsp.readFile(path.join(staging, 'secret', 'jwt-secret'), 'utf8').catch(() => '')).trim() : '';
    if (manifest.signing?.carried && !carried) throw new BackupError(`${BACKUP_DAMAGED}: the signing secret it should carry is missing. Nothing was restored.`);
    let install: string | undefined;
    if (manifest.signing && opts.signing) {
      const current = opts.signing.current;
      const same = current !== undefined && fingerprint(current.secret) === manifest.signing.fingerprint;
      if (!same) {
        if (carried && current?.from !== 'env') install = carried;
        else if (opts.signing.allowNewSecret) warnings.push(SIGNING_LOST);
        else if (carried) throw new BackupError(SIGNING_ENV_DIFFERS);
        else throw new BackupError(SIGNING_NOT_CARRIED);
      }
    } else if (opts.signing && !manifest.signing) warnings.push(SIGNING_UNKNOWN);

    await database.migrate();
    const db = database.db;
    const known = new Set(await migrationsOf(db));
    const unknown = manifest.migrations.filter((h) => !known.has(h));
    if (unknown.length)
      throw new BackupError(
        `The backup has ${unknown.length} database migration(s) this version of the app does not know: restore it with the version that made it.`,
      );
    const target = new Map((await tablesOf(db)).map((t) => [t.name, t.columns]));
    for (const t of manifest.tables) {
      if (!target.has(t.name)) throw new BackupError(`The backup has a table ${t.name} that this version of the app does not have.`);
      const [row] = rowsOf<{ n: boolean }>(await db.execute(sql.raw(`select exists (select 1 from ${ident(t.name)}) as n`)));
      if (row?.n)
        throw new BackupError(`Restore needs an empty database, but table ${t.name} already has rows. Use a fresh DATA_DIR or an empty PostgreSQL database.`);
    }

    await db.transaction(async (tx) => {
      const t2 = tx as unknown as Db;
      const byName = new Map(manifest.tables.map((t) => [t.name, t]));
      for (const name of await insertOrder(t2, [...byName.keys()])) {
        const t = byName.get(name)!;
        if (t.rows === 0) continue;
        const json = await fsp.readFile(path.join(staging, 'db', `${name}.json`), 'utf8');
        const targetCols = new Set(target.get(name));
        const cols = t.columns
          .filter((c) => targetCols.has(c))
          .map(ident)
          .join(', ');
        await t2.execute(
          sql`${sql.raw(`insert into ${ident(name)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${ident(name)}, `)}${json}${sql.raw('::json)')}`,
        );
      }
      for (const s of manifest.sequences) {
        if (s.lastValue !== null) await t2.execute(sql`select setval(${ident(s.name)}, ${s.lastValue}::bigint, true)`);
      }
      // Never behind the ids restored, whatever the archive said about the sequence.
      const serials = rowsOf<{ seq: string; tbl: string; col: string }>(
        await t2.execute(
          sql`select pg_get_serial_sequence(format('%I', table_name), column_name) as seq, table_name as tbl, column_name as col from information_schema.columns
              where table_schema = 'public' and pg_get_serial_sequence(format('%I', table_name), column_name) is not null`,
        ),
      );
      for (const s of serials) {
        await t2.execute(
          sql.raw(
            `select setval(${sqlLiteral(s.seq)}, greatest((select coalesce(max(${ident(s.col)}), 0) from ${ident(s.tbl)}), (select last_value from ${s.seq})), true) where exists (select 1 from ${ident(s.tbl)})`,
          ),
        );
      }
    });

    for (const f of manifest.files) {
      await storage.put(f.key, fs.createReadStream(path.join(staging, 'uploads', f.key)), contentTypeOf(f.key));
    }
    if (install) opts.signing?.install(install);
    return { ...manifest, warnings };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  }
}

export const SIGNING_NOT_CARRIED =
  "This backup does not carry the secret that signs the families' links (only an encrypted backup does), and this server's secret is not the one it was made with: every status link, calendar file and feed would answer 404. " +
  'Copy the jwt-secret file of the old DATA_DIR into the new one (or set JWT_SECRET to the old value) and restore again, or restore an encrypted backup (npm run backup -- --encrypt). ' +
  '--new-secret restores anyway and those links stop working. Nothing was restored.';
export const SIGNING_ENV_DIFFERS =
  "JWT_SECRET is not the secret this backup's family links were signed with: every status link, calendar file and feed would answer 404. " +
  'Unset JWT_SECRET to use the secret the backup carries (embedded database), or set it to the old value, and restore again; --new-secret restores anyway and those links stop working. Nothing was restored.';
export const SIGNING_LOST =
  "Warning: restored under a new signing secret (--new-secret): the families' status links, calendar files and feeds made before answer 404; families need new links.";
export const SIGNING_UNKNOWN =
  "Warning: this backup was made before backups recorded their signing secret: the families' status links, calendar files and feeds work only if this server's secret (JWT_SECRET or DATA_DIR/jwt-secret) is the old one.";
