import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/**
 * The log's destination writes in batches (plugins/access-log.ts, logDestination): no line may be
 * lost when the server shuts down, and a line that starts no batch still goes out soon.
 */
const WRITER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'log-writer.ts');

function run(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, exited };
}

const lines = (out: string) => out.split('\n').filter((l) => l.includes('"msg":"line"'));

describe('log destination', () => {
  it('has written every line, in order, when the process exits after flushLog (as the server shuts down)', async () => {
    const p = run(['exit', '2000']);
    await p.exited;
    const written = lines(p.out());
    expect(written).toHaveLength(2000);
    expect(written.map((l) => (JSON.parse(l) as { i: number }).i)).toEqual([...Array(2000).keys()]);
  });

  it('writes a lone line within a moment, with no batch to fill and the process still running', async () => {
    const p = run(['stay']);
    try {
      await vi.waitFor(() => expect(lines(p.out())).toHaveLength(1), { timeout: 10_000, interval: 50 });
    } finally {
      p.child.kill('SIGKILL');
      await p.exited;
    }
  });
});
