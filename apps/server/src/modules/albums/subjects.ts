import { and, asc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { ALBUM_MESSAGES } from '@academy/contract/album-constants';
import { PHOTO_SUBJECT_CANDIDATE_LIMIT, PHOTO_TAG_MESSAGES, shortChildName } from '@academy/contract/photo-tag-constants';
import type { PhotoSubject, PhotoSubjectCandidate } from '@academy/contract/album';
import type { Role } from '@academy/contract/auth-constants';
import type { Db } from '../../db/client.ts';
import { photoSubjects } from '../../db/schema/photo-subjects.ts';
import { photos } from '../../db/schema/photos.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { squadPlaces, squads } from '../../db/schema/squads.ts';
import { HttpError } from '../../lib/http-error.ts';
import { callerOf } from '../../lib/staff-route.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';

/** Applications that ended without a place: their children are not offered for tagging (unless enrolled in a squad). */
const CLOSED_STATUSES = ['rejected', 'withdrawn', 'offer_declined', 'offer_expired'] as const;

/** The projection an editor sees of a child (decision 051): never the family's contact details, school or health. */
const subjectColumns = {
  registration_id: registrations.id,
  name: registrations.player_name,
  age: registrations.player_age,
  squad: squads.name,
  photo_consent: registrations.photo_consent,
  photo_name_consent: registrations.photo_name_consent,
  photo_social_consent: registrations.photo_social_consent,
};

/** What the tag search answers an editor (decision 061): who the child is and their squad, nothing more. */
const editorCandidateColumns = { registration_id: registrations.id, name: registrations.player_name, squad: squads.name };

/** `%`, `_` and `\` stand for themselves in a search. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function createPhotoSubjectRepository(db: Db) {
  return {
    /** The children tagged in each of `photoIds`, by photo, by name. */
    async ofPhotos(photoIds: number[]): Promise<Map<number, PhotoSubject[]>> {
      const byPhoto = new Map<number, PhotoSubject[]>();
      if (photoIds.length === 0) return byPhoto;
      const rows = await db
        .select({ photo_id: photoSubjects.photo_id, ...subjectColumns })
        .from(photoSubjects)
        .innerJoin(registrations, eq(registrations.id, photoSubjects.registration_id))
        .leftJoin(squadPlaces, and(eq(squadPlaces.registration_id, registrations.id), eq(squadPlaces.state, 'enrolled')))
        .leftJoin(squads, eq(squads.id, squadPlaces.squad_id))
        .where(inArray(photoSubjects.photo_id, photoIds))
        .orderBy(asc(registrations.player_name), asc(registrations.id));
      for (const { photo_id, ...subject } of rows) {
        const list = byPhoto.get(photo_id) ?? [];
        list.push(subject);
        byPhoto.set(photo_id, list);
      }
      return byPhoto;
    },
    /**
     * Visitors' "In this photo" names: first name and initial of each tagged child whose family said
     * yes to photos on the website and to the name with the photo (only public photos are asked for).
     */
    async publicNames(photoIds: number[]): Promise<Map<number, string[]>> {
      const byPhoto = new Map<number, string[]>();
      if (photoIds.length === 0) return byPhoto;
      const rows = await db
        .select({ photo_id: photoSubjects.photo_id, name: registrations.player_name })
        .from(photoSubjects)
        .innerJoin(registrations, eq(registrations.id, photoSubjects.registration_id))
        .where(and(inArray(photoSubjects.photo_id, photoIds), eq(registrations.photo_consent, 'yes'), eq(registrations.photo_name_consent, 'yes')))
        .orderBy(asc(registrations.player_name), asc(registrations.id));
      for (const { photo_id, name } of rows) byPhoto.set(photo_id, [...(byPhoto.get(photo_id) ?? []), shortChildName(name)]);
      return byPhoto;
    },
    /**
     * Children an editor may tag whose name contains `q`: enrolled in a squad, or with an application
     * still open. An administrator's answer carries age and consent; an editor's only name and squad.
     */
    async candidates(q: string, role: Role): Promise<PhotoSubjectCandidate[]> {
      return db
        .select(role === 'admin' ? subjectColumns : editorCandidateColumns)
        .from(registrations)
        .leftJoin(squadPlaces, and(eq(squadPlaces.registration_id, registrations.id), eq(squadPlaces.state, 'enrolled')))
        .leftJoin(squads, eq(squads.id, squadPlaces.squad_id))
        .where(
          and(ilike(registrations.player_name, likeText(q)), or(eq(squadPlaces.state, 'enrolled'), notInArray(registrations.status, [...CLOSED_STATUSES]))),
        )
        .orderBy(asc(sql`lower(${registrations.player_name})`), asc(registrations.id))
        .limit(PHOTO_SUBJECT_CANDIDATE_LIMIT);
    },
    async existingRegistrations(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      return (await db.select({ id: registrations.id }).from(registrations).where(inArray(registrations.id, ids))).map((r) => r.id);
    },
    /** Replaces the photo's tags with `ids`. */
    async replace(photoId: number, ids: number[]): Promise<void> {
      await db.delete(photoSubjects).where(eq(photoSubjects.photo_id, photoId));
      if (ids.length > 0) await db.insert(photoSubjects).values(ids.map((registration_id) => ({ photo_id: photoId, registration_id })));
    },
    async photoExists(id: number, lock = false): Promise<boolean> {
      const query = db.select({ id: photos.id }).from(photos).where(eq(photos.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row !== undefined;
    },
  };
}

/** Tagging children in album photos (decision 051): editors and administrators; audited; changes what visitors see. */
export function createPhotoSubjectService({ db, change }: Pick<ModuleDeps, 'db' | 'change'>) {
  const repo = createPhotoSubjectRepository(db);
  const photoNotFound = () => new HttpError(404, ALBUM_MESSAGES.photoNotFound);
  return {
    async get(photoId: number): Promise<PhotoSubject[]> {
      if (!(await repo.photoExists(photoId))) throw photoNotFound();
      return (await repo.ofPhotos([photoId])).get(photoId) ?? [];
    },
    candidates: (by: Actor, q: string | undefined) => (q ? repo.candidates(q, callerOf(by).role) : Promise.resolve([])),
    async set(by: Actor, photoId: number, registrationIds: number[]): Promise<PhotoSubject[]> {
      const ids = [...new Set(registrationIds)];
      await change(by, async (c) => {
        const txRepo = createPhotoSubjectRepository(c.tx);
        if (!(await txRepo.photoExists(photoId, true))) throw photoNotFound();
        const known = await txRepo.existingRegistrations(ids);
        if (known.length !== ids.length) {
          throw new HttpError(400, PHOTO_TAG_MESSAGES.unknownChild, { registration_ids: PHOTO_TAG_MESSAGES.unknownChild });
        }
        await txRepo.replace(photoId, ids);
        await c.audit({
          action: 'content.publish',
          record: { type: 'photo', id: photoId },
          summary: ids.length === 0 ? 'Photo tags removed' : `${ids.length} child${ids.length === 1 ? '' : 'ren'} tagged in the photo`,
        });
        // Who is tagged decides whether visitors see the photo and its files.
        c.publicChanged();
      });
      return this.get(photoId);
    },
  };
}
