import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobKey } from '../../src/background/job-kinds.ts';
import { auditLog } from '../../src/db/schema/audit-log.ts';
import { emails } from '../../src/db/schema/emails.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { createRunChange } from '../../src/lib/module-deps.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * A change (decision 026) commits its row, audit entry, mail and job together or not at all, and
 * wakes the background runner after the commit only when it queued work.
 */
let t: TestApp;
let wakes = 0;
let change: ReturnType<typeof createRunChange>;

beforeAll(async () => {
  t = await createTestApp();
  change = createRunChange({ db: t.app.db, audit: t.app.audit, wake: () => wakes++ });
});
afterAll(async () => t?.close());

/** Each marker's job: a real kind (the list is typed) under an invitation id nothing else uses. */
const invitations = new Map<string, number>();
const invitationOf = (marker: string) => {
  if (!invitations.has(marker)) invitations.set(marker, 1_000_000_000 + invitations.size + Math.floor(Math.random() * 1_000_000));
  return invitations.get(marker)!;
};

async function traces(marker: string) {
  const [entries, mails, queued] = await Promise.all([
    t.app.db.select().from(auditLog).where(eq(auditLog.summary, marker)),
    t.app.db
      .select()
      .from(emails)
      .where(eq(emails.to, `${marker}@example.com`)),
    t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, jobKey('trial-reminder', { invitationId: invitationOf(marker) }))),
  ]);
  return { entries: entries.length, mails: mails.length, jobs: queued.length };
}

/** Queues one of each side effect under `marker`. */
async function everything(c: Parameters<Parameters<typeof change>[1]>[0], marker: string) {
  await c.audit({ action: 'settings.update', summary: marker });
  await c.mail({ to: `${marker}@example.com`, kind: 'contact_notice', content: { subject: marker, paragraphs: [marker] } });
  await c.schedule('trial-reminder', { invitationId: invitationOf(marker) }, new Date(Date.now() + 3_600_000));
}

describe('a change', () => {
  it('commits its audit entry, mail and job with it, and then wakes the runner once', async () => {
    const marker = `change-${randomUUID()}`;
    const before = wakes;
    await change(null, async (c) => {
      await everything(c, marker);
      expect(wakes, 'not before the commit').toBe(before);
    });
    expect(await traces(marker)).toEqual({ entries: 1, mails: 1, jobs: 1 });
    expect(wakes).toBe(before + 1);
  });

  it('leaves none of them when it fails, and does not wake the runner', async () => {
    const marker = `change-${randomUUID()}`;
    const before = wakes;
    await expect(
      change(null, async (c) => {
        await everything(c, marker);
        throw new Error('the change itself fails');
      }),
    ).rejects.toThrow('the change itself fails');
    expect(await traces(marker)).toEqual({ entries: 0, mails: 0, jobs: 0 });
    expect(wakes).toBe(before);
  });

  it('does not wake the runner for an audit entry alone', async () => {
    const marker = `change-${randomUUID()}`;
    const before = wakes;
    await change(null, (c) => c.audit({ action: 'settings.update', summary: marker }));
    expect(await traces(marker)).toEqual({ entries: 1, mails: 0, jobs: 0 });
    expect(wakes).toBe(before);
  });
});
