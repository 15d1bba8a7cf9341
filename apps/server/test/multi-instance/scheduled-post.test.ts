import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobKey } from '../../src/background/job-kinds.ts';
import { openDatabase } from '../../src/db/client.ts';
import { eventually, freshPostgresUrl } from '../helpers.ts';
import { exited, adminToken, freePort, startServer } from '../reliability/server-process.ts';

/**
 * Two real server processes on one PostgreSQL: a post scheduled a few seconds ahead is published
 * once (one transition, one activity entry by the system), and both instances' public caches —
 * warmed before, holding the list without it — show it at its time.
 */
const cleanups: (() => Promise<void>)[] = [];
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a scheduled post with two instances on PostgreSQL', () => {
  it('is published once and appears on both', async () => {
    const db = await freshPostgresUrl();
    cleanups.push(() => db.drop());
    const dirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'academy-sched-'))));
    cleanups.push(async () => {
      for (const d of dirs) await fsp.rm(d, { recursive: true, force: true });
    });
    const ports = await Promise.all([freePort(), freePort()]);
    const servers = await Promise.all(
      ports.map((port, i) => startServer({ port: port!, dataDir: dirs[i]!, databaseUrl: db.url, env: { BACKGROUND_POLL_MS: '2000' } })),
    );
    cleanups.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await exited(s.child);
      }
    });
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const token = await adminToken(a.base);
    const title = `Zqtwice ${Date.now().toString(36)}`;
    const at = new Date(Date.now() + 4000).toISOString();
    const form = new FormData();
    form.set('title', title);
    form.set('content', '<p>Published once.</p>');
    form.set('status', 'scheduled');
    form.set('publish_at', at);
    const created = await fetch(`${a.base}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;

    // Both caches hold the list without it.
    for (const s of servers) expect(await (await fetch(`${s.base}/api/posts?limit=100`)).text()).not.toContain(title);
    const seen: Record<string, number> = {};
    await eventually(
      async () => {
        for (const [name, s] of [
          ['a', a],
          ['b', b],
        ] as const) {
          if (!seen[name] && (await (await fetch(`${s.base}/api/posts?limit=100`)).text()).includes(title)) seen[name] = Date.now() - Date.parse(at);
        }
        return Object.keys(seen).length === 2;
      },
      { timeout: 20_000, what: 'the post on both instances' },
    );
    console.log('[scheduled-post two instances] visible after publish_at (ms):', JSON.stringify(seen));
    expect(Math.min(seen.a!, seen.b!)).toBeGreaterThanOrEqual(0);

    // Published once: its job ran to the end after one claim (a claim counts an attempt, and a done
    // job is never claimed again), with one activity entry by the system for this post.
    const database = await openDatabase({ databaseUrl: db.url });
    cleanups.push(() => database.close());
    const job = await eventually(
      async () => {
        const [row] = rowsOf<{ state: string; attempts: number }>(
          await database.db.execute(sql`select state, attempts from jobs where key = ${jobKey('publish-post', { postId: id })}`),
        );
        return row?.state === 'done' && row;
      },
      { what: 'the publishing job done' },
    );
    expect(job.attempts).toBe(1);
    const audit = await fetch(`${b.base}/api/audit?action=content.publish&record_type=post&record_id=${id}`, { headers: { authorization: `Bearer ${token}` } });
    const entries = ((await audit.json()) as { data: { actor: string }[] }).data;
    expect(entries.map((e) => e.actor)).toEqual(['system']);
    const post = (await (await fetch(`${b.base}/api/posts/${id}`)).json()) as { data: { status: string } };
    expect(post.data.status).toBe('published');
  }, 120_000);
});
