import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { eventually } from '../helpers.ts';
import { adminToken, registration } from '../reliability/server-process.ts';
import { call, crashRig, outboxEmpty, recipient, useCleanups } from './season-helpers.ts';

/**
 * The server process SIGKILLed between a family's decline and the next child's offer (decision
 * 031): the decline commits with its 'squad-fill' job, the process dies before that job's
 * transaction commits, and after a restart on the same database the next child is offered the
 * place exactly once (one offer mail, one history entry). On PostgreSQL the test holds the waiting
 * child's place (the decline takes the squad's lock first, decision 031's lock order, so holding
 * the squad would block the decline itself), so the fill job is claimed, holds the squad and is
 * blocked inside its transaction when the process is killed, then moves the dead claim's lease to now instead of waiting the runner's two minutes. On
 * PGlite (one process owns the data directory) the process is killed as soon as the decline is
 * answered, and the restart clears the dead process's claims.
 */
const cleanups = useCleanups();
const isOffer = (m: ParsedMail) => /^A place in/.test(m.subject ?? '');

describe('an offer interrupted by a crash', () => {
  it('offers the freed place to the next child exactly once after a restart', async () => {
    const rig = await crashRig(cleanups, 'academy-offer-crash-');
    const { smtp } = rig;
    let server = await rig.start();
    let token = await adminToken(server.base);
    const squad = await call(server.base, token, 'POST', '/api/squads', { name: 'U12', season: '2026/27', min_age: 10, max_age: 14, capacity: 1 });
    const [first, second] = [registration('crash-first'), registration('crash-second')];
    const ids: number[] = [];
    for (const form of [first, second]) {
      const res = await fetch(`${server.base}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form),
      });
      expect(res.status).toBe(201);
      // The public answer carries no id (decision 035): the administrator's list finds the child.
      const found = (await call(server.base, token, 'GET', `/api/registrations?q=${encodeURIComponent(form.parent_email)}`)) as unknown as { id: number }[];
      ids.push(found[0]!.id);
    }
    const respondBy = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    expect(await call(server.base, token, 'POST', `/api/registrations/${ids[0]}/offer`, { squad_id: squad.id, respond_by: respondBy })).toMatchObject({
      outcome: 'offered',
    });
    expect(await call(server.base, token, 'POST', `/api/registrations/${ids[1]}/offer`, { squad_id: squad.id, respond_by: respondBy })).toMatchObject({
      outcome: 'waitlisted',
    });

    // The first family declines from its mail's link.
    const offerMail = await eventually(() => smtp.messages.find((m) => recipient(m) === first.parent_email && isOffer(m)) ?? false);
    const declineUrl = new URL(offerMail.text!.match(/https?:\/\/\S+\?answer=decline_offer/)![0]);
    const statusToken = declineUrl.pathname.split('/').pop()!;

    const holder = await rig.hold('select id from squad_places where registration_id = $1 for update', [ids[1]]);
    const declined = await fetch(`${server.base}/api/public/status/${statusToken}/respond`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 'decline_offer' }),
    });
    expect(declined.status).toBe(200);
    // The fill job is claimed, holds the squad and waits for the next child's place inside its transaction.
    if (holder) await rig.blocked(holder, '%"squad_places"%for update%', "the fill job blocked on the next child's place");
    await rig.kill(server);
    if (holder) await rig.released(holder, `squad-fill:${String(squad.id)}`);
    const offeredBefore = smtp.messages.filter((m) => recipient(m) === second.parent_email && isOffer(m)).length;

    server = await rig.start();
    token = await adminToken(server.base);
    await eventually(async () => (await call(server.base, token, 'GET', `/api/registrations/${ids[1]}`)).status === 'offer_made', {
      timeout: 30_000,
      what: 'the next child offered after the restart',
    });
    await eventually(() => smtp.messages.some((m) => recipient(m) === second.parent_email && isOffer(m)));
    // Every mail queued so far has left the outbox (a second offer would be queued with its status change).
    await outboxEmpty(server, token);
    const history = (await call(server.base, token, 'GET', `/api/registrations/${ids[1]}/history`)) as unknown as { to_status: string }[];
    expect(history.filter((h) => h.to_status === 'offer_made')).toHaveLength(1);
    expect(smtp.messages.filter((m) => recipient(m) === second.parent_email && isOffer(m))).toHaveLength(1);
    expect(await call(server.base, token, 'GET', `/api/squads/${String(squad.id)}`)).toMatchObject({ offered: 1, waitlisted: 0, enrolled: 0 });
    if (holder) expect(offeredBefore).toBe(0);
  }, 120_000);
});
