import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it, so the server
 * claims its data directory with a Unix socket it listens on for its lifetime. The kernel closes
 * the socket the moment its holder dies, whatever becomes of the pid afterwards (dying, an
 * unreaped zombie, reused by another process): a newcomer whose `connect` is refused knows the
 * holder is gone. No pid is ever checked; the holder's pid is written beside the socket only to
 * name it in the refusal.
 *
 * Taking over a dead holder's socket is the delicate part: "unlink it if it is still the dead one"
 * is not atomic, so two newcomers could each remove the other's fresh socket. Sockets are
 * therefore numbered and a number is never bound twice while its file exists:
 *   - the holder is whoever owns the highest-numbered socket `<n>.sock` in the lock directory;
 *   - a newcomer listens on a socket of its own (`claim-<random>.sock`), finds the highest n, and
 *     refuses if `<n>.sock` accepts a connection; otherwise (refused, or no socket yet) it
 *     hard-links its listening socket to `<n+1>.sock`, which fails if another newcomer got there
 *     first. Linking an already listening socket leaves no moment where the lock exists but does
 *     not answer;
 *   - the winner checks that no higher number appeared meanwhile (else it steps back and looks
 *     again), then removes the lower-numbered files, which are dead for good.
 * A holder never removes its own `<n>.sock`, even when it stops: the highest number only grows,
 * and a stopped holder's socket refuses connections like a dead one's.
 */
export class DataDirLockedError extends Error {}

const LOCK_DIR = '.lock.d';
/** sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH = 103;
const CLAIM_NAME_LENGTH = 'claim-0123456789ab.sock'.length;
const GENERATION = /^(\d+)\.sock$/;
const CLAIM = /^claim-[0-9a-f]{12}\.sock$/;
/** Filesystems without sockets or hard links (some FUSE and network mounts): use the fallback directory. */
const UNSUPPORTED = new Set(['ENOTSUP', 'EOPNOTSUPP', 'EPERM', 'ENOSYS']);

/**
 * `<dataDir>/.lock.d`, or, when a socket path there would be too long, `academy-lock-<hash>` in
 * os.tmpdir(), named after the data directory's real path (so every process that opens that
 * directory, by whatever path, meets in the same place, as long as they share os.tmpdir()).
 */
export function lockDirs(dataDir: string): string[] {
  const real = fs.realpathSync(dataDir);
  const inside = path.join(real, LOCK_DIR);
  const hash = crypto.createHash('sha256').update(real).digest('hex').slice(0, 16);
  const outside = path.join(os.tmpdir(), `academy-lock-${hash}`);
  const fits = (dir: string) => Buffer.byteLength(path.join(dir, 'x')) - 1 + CLAIM_NAME_LENGTH <= MAX_SOCKET_PATH;
  const dirs = [inside, outside].filter(fits);
  if (dirs.length === 0) throw new Error(`No directory for the lock socket of ${dataDir}: both ${inside} and ${outside} are too long for a socket path.`);
  return dirs;
}

/**
 * Claims the data directory for this process, or throws DataDirLockedError naming the process that
 * holds it. The returned function releases it (idempotent, synchronous: safe in an 'exit' handler).
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dirs = lockDirs(dataDir);
  for (const [i, dir] of dirs.entries()) {
    try {
      const release = await lockIn(dir, dataDir);
      fs.rmSync(path.join(dataDir, '.lock'), { force: true }); // the pid file earlier versions locked with
      return release;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (!(code && UNSUPPORTED.has(code) && i < dirs.length - 1)) throw err;
    }
  }
  throw new Error('unreachable');
}

async function lockIn(dir: string, dataDir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const claim = path.join(dir, `claim-${crypto.randomBytes(6).toString('hex')}.sock`);
  const server = net.createServer((socket) => socket.destroy());
  server.on('error', () => {}); // an accept error must not take the server down; the lock holds as long as we listen
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(claim, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  let generation: number;
  try {
    generation = await claimHighest(dir, claim, dataDir);
  } catch (err) {
    server.close(); // also removes the claim socket
    throw err;
  } finally {
    fs.rmSync(claim, { force: true });
  }
  const pidFile = path.join(dir, `${generation}.pid`);
  try {
    fs.writeFileSync(pidFile, `${process.pid}\n`);
    await removeLeftovers(dir, generation);
  } catch (err) {
    server.close();
    throw err;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    server.close();
    fs.rmSync(pidFile, { force: true });
  };
}

function generations(dir: string): number[] {
  return fs
    .readdirSync(dir)
    .map((name) => GENERATION.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

type Probe = 'live' | 'dead' | 'gone';

/** Does a process listen on this socket? The kernel answers at once: nobody listening is a refusal. */
function probe(socketPath: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve('live');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      socket.destroy();
      // ECONNRESET: the listener closed while our connection waited in its queue, i.e. it has just stopped or died.
      if (err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET') resolve('dead');
      else if (err.code === 'ENOENT') resolve('gone');
      else if (err.code === 'EAGAIN')
        resolve('live'); // listening, with a full backlog
      else reject(err);
    });
  });
}

function lockedError(dir: string, generation: number, dataDir: string) {
  let pid = '';
  try {
    pid = fs.readFileSync(path.join(dir, `${generation}.pid`), 'utf8').trim();
  } catch {
    // not written yet: the holder has just taken the lock
  }
  const who = /^\d+$/.test(pid) ? `another server process (pid ${pid})` : 'another server process';
  return new DataDirLockedError(`The data directory ${dataDir} is in use by ${who}. Stop that process first, or point DATA_DIR at another directory.`);
}

/** Links our listening claim socket as the next generation; returns its number, or throws DataDirLockedError. */
async function claimHighest(dir: string, claim: string, dataDir: string): Promise<number> {
  for (;;) {
    const highest = generations(dir).at(-1) ?? 0;
    if (highest > 0) {
      const state = await probe(path.join(dir, `${highest}.sock`));
      if (state === 'live') throw lockedError(dir, highest, dataDir);
      if (state === 'gone') continue; // removed by a newer holder: look again
    }
    const mine = path.join(dir, `${highest + 1}.sock`);
    try {
      fs.linkSync(claim, mine);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue; // another newcomer was first: look again
      throw err;
    }
    // A newcomer that read the directory long ago may have linked a number that had been cleaned
    // up; whoever is not the highest steps back.
    if ((generations(dir).at(-1) ?? 0) > highest + 1) {
      fs.rmSync(mine, { force: true });
      continue;
    }
    return highest + 1;
  }
}

/** Lower generations are dead for good; claim sockets of newcomers killed half-way are removed once dead. */
async function removeLeftovers(dir: string, generation: number) {
  for (const name of fs.readdirSync(dir)) {
    const n = GENERATION.exec(name)?.[1] ?? /^(\d+)\.pid$/.exec(name)?.[1];
    if (n !== undefined && Number(n) < generation) fs.rmSync(path.join(dir, name), { force: true });
    else if (CLAIM.test(name)) {
      const file = path.join(dir, name);
      const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      // A newcomer's claim socket refuses connections for a moment between bind and listen: only old ones are removed.
      if (age > 60_000 && (await probe(file).catch(() => 'live')) === 'dead') fs.rmSync(file, { force: true });
    }
  }
}
