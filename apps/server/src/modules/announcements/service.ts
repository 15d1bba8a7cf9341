import { inArray } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { ANNOUNCEMENT_MESSAGES as M, type AnnouncementRecipients, type AnnouncementSent } from '@academy/contract/announcement';
import { MAIL_TEXTS } from '@academy/contract/email';
import type { Db } from '../../db/client.ts';
import { squads } from '../../db/schema/squads.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { createEventRepository } from '../events/repository.ts';
import { createCoachAccess, type StaffCaller } from '../access/coach-access.ts';

const callerOf = (by: Actor): StaffCaller => {
  const user = by?.user;
  if (!user) throw new HttpError(401, AUTH_MESSAGES.forbidden);
  return { id: user.id, role: user.role };
};

/** The squads' names, in the order given; 400 when one does not exist. */
async function squadNames(db: Db, squadIds: number[]): Promise<Map<number, string>> {
  const rows = await db.select({ id: squads.id, name: squads.name }).from(squads).where(inArray(squads.id, squadIds));
  if (rows.length !== squadIds.length) throw new HttpError(400, M.squadNotFound, { squad_ids: M.squadNotFound });
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return new Map(squadIds.map((id) => [id, names.get(id)!]));
}

/**
 * Announcements to squads (docs/decisions/041): an administrator to any squads, a coach to the
 * squads they coach. One mail per family through the outbox, in one change with its audit entry,
 * so every family gets it once or nobody does.
 */
export function createAnnouncementService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>) {
  const access = createCoachAccess(db);

  async function allowed(by: Actor, squadIds: number[]) {
    const caller = callerOf(by);
    for (const id of squadIds) if (!(await access.isAssigned(caller, { squad: id }))) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  }

  return {
    async recipients(by: Actor, squadIds: number[]): Promise<AnnouncementRecipients> {
      await allowed(by, squadIds);
      await squadNames(db, squadIds);
      return { families: (await createEventRepository(db).rosterFamilies(squadIds)).length };
    },

    async send(by: Actor, input: { squad_ids: number[]; subject: string; body: string }): Promise<AnnouncementSent> {
      await allowed(by, input.squad_ids);
      return change(by, async (c) => {
        const names = await squadNames(c.tx, input.squad_ids);
        // One family per parent address over all the squads: brothers and sisters in two of them are written to once (docs/decisions/041).
        const families = await createEventRepository(c.tx).rosterFamilies(input.squad_ids);
        if (families.length === 0) throw new HttpError(409, M.noFamilies);
        for (const family of families) {
          await c.mail({
            to: family.email,
            kind: 'squad_announcement',
            // Filed under the squad, like event mails under the event (docs/decisions/052): erasing one child keeps its sibling's mail; the family's export and erasure find it by its address.
            about: { type: 'squad', id: family.squadIds[0]! },
            content: MAIL_TEXTS.squadAnnouncement({
              parentName: family.parentName,
              players: family.players.join(' and '),
              squads: family.squadIds.map((id) => names.get(id)!).join(', '),
              subject: input.subject,
              body: input.body,
            }),
          });
        }
        await c.audit({
          action: 'squad.announcement',
          record: { type: 'squad', id: input.squad_ids[0]! },
          summary: `"${input.subject}" to ${[...names.values()].join(', ')}: ${families.length} ${families.length === 1 ? 'family' : 'families'}`,
        });
        return { families: families.length };
      });
    },
  };
}
