import { describe, expect, it } from 'vitest';
import { eventually } from '../helpers.ts';
import { adminToken, type ServerProcess } from '../reliability/server-process.ts';
import { call, crashRig, enrolledFamily, isReminder, matchSoon, outboxEmpty, outboxOf, recipient, useCleanups } from './season-helpers.ts';

/**
 * The server process SIGKILLed between an availability reminder's claim and its mail (decision
 * 040): after a restart on the same database the family gets exactly one reminder. On PostgreSQL
 * the test holds the child's registration row, so the claimed job waits inside its transaction when
 * it marks the child reminded (its insert takes a key-share lock on that row), before its mail is
 * queued; the process is killed there, then the dead claim's lease is moved to now. On PGlite (one
 * process owns the data directory) the process is killed as soon as the event is created.
 */
const cleanups = useCleanups();

describe('a reminder interrupted by a crash', () => {
  it('reminds the family exactly once after a restart', async () => {
    const rig = await crashRig(cleanups, 'academy-reminder-crash-');
    const { smtp } = rig;
    let server: ServerProcess = await rig.start();
    let token = await adminToken(server.base);
    const squad = await call(server.base, token, 'POST', '/api/squads', { name: 'U11', season: '2026/27', min_age: 10, max_age: 14, capacity: 4 });
    const family = await enrolledFamily(server.base, token, smtp, squad.id, 'reminder-crash');

    const holder = await rig.hold('select id from registrations where lower(parent_email) = lower($1) for update', [family]);
    const event = await call(server.base, token, 'POST', `/api/squads/${String(squad.id)}/events`, matchSoon('Crash Rovers'));
    const key = `event-reminder:${String(event.id)}:144`;
    if (holder) await rig.blocked(holder, '%"event_reminders"%', 'the reminder job blocked marking the child reminded');
    await rig.kill(server);
    if (holder) {
      expect(smtp.messages.filter((m) => recipient(m) === family && isReminder(m))).toHaveLength(0);
      await rig.released(holder, key);
    }

    server = await rig.start();
    token = await adminToken(server.base);
    await eventually(() => smtp.messages.some((m) => recipient(m) === family && isReminder(m)), { timeout: 30_000, what: 'the reminder after the restart' });
    // The job is done and every queued mail has left the outbox: a second reminder would be among them.
    await outboxEmpty(server, token);
    const reminders = (await outboxOf(server, token)).filter((m) => m.kind === 'event_reminder');
    expect(reminders.map((m) => m.to)).toEqual([family]);
    expect(smtp.messages.filter((m) => recipient(m) === family && isReminder(m))).toHaveLength(1);
  }, 120_000);
});
