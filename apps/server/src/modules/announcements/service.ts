import { inArray } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { ANNOUNCEMENT_MESSAGES as M, type AnnouncementRecipients, type AnnouncementSent } from '@academy/contract/announcement';
import { MAIL_TEXTS } from '@academy/contract/email';
import type { Db } from '../../db/client.ts';
import { squads } from '../../db/schema/squads.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { createEventRepository, type RosterFamily } from '../events/repository.ts';
import { createCoachAccess, type StaffCaller } from '../trials/coach-access.ts';

type Family = RosterFamily & { squads: string[] };

const callerOf = (by: Actor): StaffCaller => {
  const user = by?.user;
  if (!user) throw new HttpError(401, AUTH_MESSAGES.forbidden);
  return { id: user.id, role: user.role };
};

/**
 * The families of the squads' rosters, one per parent address (case ignored) over all the squads:
 * brothers and sisters in two of the squads make one family, written to once (docs/decisions/041).
 */
async function familiesOf(db: Db, squadIds: number[]): Promise<{ families: Family[]; names: Map<number, string> }> {
  const rows = await db.select({ id: squads.id, name: squads.name }).from(squads).where(inArray(squads.id, squadIds));
  if (rows.length !== squadIds.length) throw new HttpError(400, M.squadNotFound, { squad_ids: M.squadNotFound });
  const names = new Map(rows.map((r) => [r.id, r.name]));
  const repo = createEventRepository(db);
  const byEmail = new Map<string, Family>();
  for (const squadId of squadIds) {
    for (const family of await repo.rosterFamilies(squadId)) {
      const key = family.email.trim().toLowerCase();
      const known = byEmail.get(key);
      if (!known) byEmail.set(key, { ...family, players: [...family.players], squads: [names.get(squadId)!] });
      else {
        for (const player of family.players) if (!known.players.includes(player)) known.players.push(player);
        known.squads.push(names.get(squadId)!);
      }
    }
  }
  return { families: [...byEmail.values()], names };
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
      return { families: (await familiesOf(db, squadIds)).families.length };
    },

    async send(by: Actor, input: { squad_ids: number[]; subject: string; body: string }): Promise<AnnouncementSent> {
      await allowed(by, input.squad_ids);
      return change(by, async (c) => {
        const { families, names } = await familiesOf(c.tx, input.squad_ids);
        if (families.length === 0) throw new HttpError(409, M.noFamilies);
        for (const family of families) {
          await c.mail({
            to: family.email,
            kind: 'squad_announcement',
            about: { type: 'registration', id: family.registrationId },
            content: MAIL_TEXTS.squadAnnouncement({
              parentName: family.parentName,
              players: family.players.join(' and '),
              squads: family.squads.join(', '),
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
