import type { PagingQuery } from '@academy/contract/common';
import { NewTeamMemberInputSchema, TEAM_MESSAGES, TeamMemberInputSchema, isMinorByDefault, type TeamMember, type TeamRole } from '@academy/contract/team';
import { withImage, deleteStored, type StoredImage } from '../../images/store.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import { sentFields, storedFields } from '../../lib/columns.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import { createTeamRepository } from './repository.ts';

const notFound = () => new HttpError(404, TEAM_MESSAGES.memberLoadFailed);

const photoColumns = (image: StoredImage | undefined) => (image ? { image: image.url, image_width: image.width, image_height: image.height } : {});

/** "Liam Okello" → "Liam O.": how a child is named on public pages unless the academy shows full names. */
export const publicName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts.at(-1)![0]!.toUpperCase()}.` : (parts[0] ?? '');
};

/** What a visitor may see of a member: a child's short name, and its photo only with consent. */
export function forPublic(member: TeamMember, showFullNames: boolean): TeamMember {
  if (!member.is_minor) return member;
  const photo = member.photo_consent ? {} : { image: null, image_url: null, image_width: null, image_height: null };
  return { ...member, name: showFullNames ? member.name : publicName(member.name), ...photo };
}

export function createTeamService({ db, storage, change }: Pick<ModuleDeps, 'db' | 'storage' | 'change'>) {
  const repo = createTeamRepository(db);
  async function get(id: number): Promise<TeamMember> {
    const member = await repo.get(id);
    if (!member) throw notFound();
    return member;
  }

  return {
    list: (q: PagingQuery & { role?: TeamRole }) => repo.list({ role: q.role, offset: offsetOf(q), limit: q.limit }),
    get,

    /** A new member needs a photo (the contract's rule); the stored photo goes when the change fails. */
    async create(by: Actor, fields: Record<string, string>, photo: TempFile | undefined): Promise<TeamMember> {
      const input = parseOr400(NewTeamMemberInputSchema, { ...fields, image: photo });
      return withImage(storage, photo?.path, 'images', async (image) => ({
        result: await change(by, async (c) => {
          const member = await createTeamRepository(c.tx).insert({
            ...storedFields(input, ['image']),
            is_minor: input.is_minor ?? isMinorByDefault(input.role),
            photo_consent: input.photo_consent ?? false,
            ...photoColumns(image),
          });
          await c.audit({ action: 'content.publish', record: { type: 'team_member', id: member.id }, summary: 'Team member added' });
          return member;
        }),
      }));
    },

    /** Fields the form leaves out keep their values; without a new photo the current one stays, with one the old photo is deleted once the row points at the new. */
    async update(by: Actor, id: number, fields: Record<string, string>, photo: TempFile | undefined): Promise<TeamMember> {
      const existing = await get(id);
      const input = parseOr400(TeamMemberInputSchema, { ...fields, image: photo });
      return withImage(storage, photo?.path, 'images', async (image) => {
        const member = await change(by, (c) => createTeamRepository(c.tx).update(id, { ...sentFields(input, fields, ['image']), ...photoColumns(image) }));
        if (!member) throw notFound();
        return { result: member, replaced: existing.image };
      });
    },

    async remove(by: Actor, id: number): Promise<{ id: number }> {
      const member = await change(by, async (c) => {
        const row = await createTeamRepository(c.tx).remove(id);
        if (row) await c.audit({ action: 'content.delete', record: { type: 'team_member', id }, summary: 'Team member deleted with the photo' });
        return row;
      });
      if (!member) throw notFound();
      await deleteStored(storage, member.image);
      return { id };
    },
  };
}
