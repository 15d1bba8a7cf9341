import type { PagingQuery } from '@academy/contract/common';
import { NewTeamMemberInputSchema, TEAM_MESSAGES, TeamMemberInputSchema, isMinorByDefault, type TeamMember, type TeamRole } from '@academy/contract/team';
import { withImage, deleteStored, type StoredImage } from '../../images/store.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import type { TempFile } from '../../lib/multipart.ts';
import { offsetOf } from '../../lib/paging.ts';
import type { Storage } from '../../storage/storage.ts';
import type { TeamRepository } from './repository.ts';

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

export function createTeamService({ repo, storage }: { repo: TeamRepository; storage: Storage }) {
  async function get(id: number): Promise<TeamMember> {
    const member = await repo.get(id);
    if (!member) throw notFound();
    return member;
  }

  return {
    list: (q: PagingQuery & { role?: TeamRole }) => repo.list({ role: q.role, offset: offsetOf(q), limit: q.limit }),
    get,

    /** A new member needs a photo (the contract's rule); the stored photo goes when the insert fails. */
    async create(fields: Record<string, string>, photo: TempFile | undefined): Promise<TeamMember> {
      const input = parseOr400(NewTeamMemberInputSchema, { ...fields, image: photo });
      return withImage(storage, photo?.path, 'images', async (image) => ({
        result: await repo.insert({
          name: input.name,
          role: input.role,
          jersey_number: input.jersey_number,
          is_minor: input.is_minor ?? isMinorByDefault(input.role),
          photo_consent: input.photo_consent ?? false,
          ...photoColumns(image),
        }),
      }));
    },

    /** Without a new photo the current one stays; with one, the old photo is deleted once the row points at the new. */
    async update(id: number, fields: Record<string, string>, photo: TempFile | undefined): Promise<TeamMember> {
      const existing = await get(id);
      const input = parseOr400(TeamMemberInputSchema, { ...fields, image: photo });
      return withImage(storage, photo?.path, 'images', async (image) => {
        const member = await repo.update(id, {
          name: input.name,
          role: input.role,
          jersey_number: input.jersey_number,
          ...(input.is_minor === undefined ? {} : { is_minor: input.is_minor }),
          ...(input.photo_consent === undefined ? {} : { photo_consent: input.photo_consent }),
          ...photoColumns(image),
        });
        if (!member) throw notFound();
        return { result: member, replaced: existing.image };
      });
    },

    async remove(id: number): Promise<{ id: number }> {
      const member = await repo.remove(id);
      if (!member) throw notFound();
      await deleteStored(storage, member.image);
      return { id };
    },
  };
}
