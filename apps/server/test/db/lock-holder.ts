/**
 * A process that takes data-directory locks for lock.test.ts.
 *   lock-holder.ts <dir>           locks <dir>, prints "locked <pid>" (or "refused <message>") and stays alive
 *   lock-holder.ts --return <dir>  locks <dir>, prints "locked <pid>" and leaves the event loop empty
 *   lock-holder.ts --churn <dir> <ms>  for <ms>, takes and releases <dir> as fast as it can, creating
 *                                  <dir>/owner exclusively while it holds it; prints the counts as JSON
 *   lock-holder.ts                 prints "ready", then for every line "lock <dir>" on stdin prints
 *                                  "won <dir>" or "refused <dir>", holding what it won until stdin ends
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { DataDirLockedError, lockDataDir } from '../../src/db/lock.ts';

const args = process.argv.slice(2);
const stayAlive = () => setInterval(() => {}, 1 << 30);

if (args[0] === '--churn') {
  const [dir, ms] = [args[1]!, Number(args[2])];
  const owner = path.join(dir, 'owner');
  const counts = { wins: 0, refused: 0, overlaps: 0 };
  for (const until = Date.now() + ms; Date.now() < until;) {
    try {
      const release = await lockDataDir(dir);
      counts.wins++;
      try {
        fs.writeFileSync(owner, String(process.pid), { flag: 'wx' });
      } catch {
        counts.overlaps++; // someone else holds the lock too
      }
      await new Promise((r) => setTimeout(r, Math.random() * 3));
      fs.rmSync(owner, { force: true });
      release();
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      counts.refused++;
    }
    await new Promise((r) => setImmediate(r));
  }
  process.stdout.write(`${JSON.stringify(counts)}\n`);
} else if (args.length > 0) {
  const dir = args.at(-1)!;
  try {
    await lockDataDir(dir);
    process.stdout.write(`locked ${process.pid}\n`);
    if (args[0] !== '--return') stayAlive();
  } catch (err) {
    process.stdout.write(`refused ${(err as Error).message}\n`);
    stayAlive();
  }
} else {
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const dir = line.replace(/^lock /, '');
    lockDataDir(dir).then(
      () => process.stdout.write(`won ${dir}\n`),
      (err: unknown) => process.stdout.write(`${err instanceof DataDirLockedError ? 'refused' : `error ${String(err)}`} ${dir}\n`),
    );
  });
  lines.on('close', () => process.exit(0));
  process.stdout.write('ready\n');
}
