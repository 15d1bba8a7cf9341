import fsp from 'node:fs/promises';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';
import { createTestApp } from '../helpers.ts';
import { registration } from '../reliability/server-process.ts';

/**
 * Errors named and logged as they are (decision 021): a failed write logs its statement, never its
 * parameters (a parent's name, email, phone, health line); a full disk answers 503 with its own
 * message, not 500.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('a failed write', () => {
  it('logs the statement without its parameters', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logLevel: 'error' }, { logStream: { write: (l) => void lines.push(l) } });
    cleanups.push(() => t.close());
    // Every insert into registrations now fails in PostgreSQL, after drizzle has its parameters.
    await t.app.db.execute(sql`alter table registrations add constraint fault_injected check (id < 0) not valid`);
    const family = {
      ...registration('secret-kid'),
      parent_name: 'Ziporah Nakitende-Secret',
      parent_email: 'ziporah.secret@example.com',
      contact_phone: '+256 711 987 654',
      health_conditions: 'Asthma-secret-line',
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: family });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toMatch(/insert into \\"registrations\\"/i);
    expect(logged).toContain('params: [not logged]');
    for (const secret of ['Ziporah', 'ziporah.secret@example.com', '711 987 654', 'Asthma-secret-line']) expect(logged).not.toContain(secret);
  });
});

describe.skipIf(!fs.existsSync('/dev/full'))('a full disk', () => {
  it('answers 503 with its own message and logs "disk full"', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (l: string) => void lines.push(l) } } });
    cleanups.push(() => app.close());
    registerErrorHandler(app);
    // The kernel's own ENOSPC: /dev/full refuses every write with "No space left on device".
    app.post('/write', async () => {
      await fsp.writeFile('/dev/full', 'a photo');
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/write' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: COMMON_MESSAGES.diskFull });
    expect(lines.join('')).toContain('disk full');
  });
});
