import { asc, eq, sql } from 'drizzle-orm';
import { adminHref } from '@academy/contract/admin-paths';
import { AUDIT_ACTORS } from '@academy/contract/audit-constants';
import { FAMILY_MAIL_TEXTS } from '@academy/contract/family-mail-constants';
import { photoConsentPartsList } from '@academy/contract/photo-consent-constants';
import {
  CONSENT_BEFORE,
  PHOTO_CONSENT_COLUMNS,
  PHOTO_CONSENT_PARTS,
  PHOTO_CONSENT_VERSION,
  REGISTRATION_MESSAGES,
  type PhotoConsentPart,
  type PhotoConsentSource,
} from '@academy/contract/registration';
import {
  type FamilyPhotoConsent,
  type PhotoConsentAnswer,
  type PhotoConsentChange,
  type PhotoConsentResult,
  type StaffPhotoConsent,
} from '@academy/contract/photo-consent';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import { academyAddress } from '../../background/outbox.ts';
import type { Db } from '../../db/client.ts';
import { photoConsentChanges } from '../../db/schema/photo-subjects.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, Change, ModuleDeps } from '../../lib/module-deps.ts';
import { withIsoDates } from '../../lib/serialize.ts';
import type { StatusLinks } from '../access/status-links.ts';

/**
 * Photo consent in three parts (decision 046): website photos (`photo_consent`, which the "no photos"
 * list, the enrollment filter and the photo tagging read), the name with a photo, social media.
 * The registration's columns hold the answers as they stand; `photo_consent_changes` keeps every
 * answer with its text version, time and source.
 */
type Row = typeof registrations.$inferSelect;

/** Who the audit trail names for a change made through the status link (decision 019). */
const FAMILY_ACTOR = { id: null, label: AUDIT_ACTORS.family };

export const answersOf = (row: Pick<Row, 'photo_consent' | 'photo_name_consent' | 'photo_social_consent'>): PhotoConsentAnswer => ({
  website: row.photo_consent,
  name_with_photo: row.photo_name_consent,
  social_media: row.photo_social_consent,
});

/** The registration columns of an answer, stamped with today's text version and the time. */
const columnsOf = (answer: PhotoConsentAnswer, at: Date) => ({
  ...(Object.fromEntries(PHOTO_CONSENT_PARTS.map((p) => [PHOTO_CONSENT_COLUMNS[p], answer[p]])) as Record<
    (typeof PHOTO_CONSENT_COLUMNS)[PhotoConsentPart],
    PhotoConsentAnswer[PhotoConsentPart]
  >),
  photo_consent_version: PHOTO_CONSENT_VERSION,
  photo_consent_at: at,
});

/** A registration's first answer (the registration form's), in the transaction that stores the registration. */
export async function recordFirstAnswer(
  tx: Db,
  row: Pick<Row, 'id' | 'photo_consent' | 'photo_name_consent' | 'photo_social_consent'> & { photo_consent_at: string | null },
) {
  await tx.insert(photoConsentChanges).values({
    registration_id: row.id,
    ...answersOf(row),
    version: PHOTO_CONSENT_VERSION,
    source: 'registration',
    created_at: row.photo_consent_at ? new Date(row.photo_consent_at) : new Date(),
  });
}

/**
 * Start-up (decision 027): every registration without a history gets its first entry from its stored
 * answer, as the registration form's. One statement, so running it again (or on two instances) adds nothing.
 */
export async function backfillPhotoConsentHistory(db: Db): Promise<number> {
  const result = await db.execute(sql`insert into photo_consent_changes (registration_id, website, name_with_photo, social_media, version, source, created_at)
    select r.id, r.photo_consent, r.photo_name_consent, r.photo_social_consent, coalesce(r.photo_consent_version, ${CONSENT_BEFORE}), 'registration', coalesce(r.photo_consent_at, r.created_at)
    from registrations r
    where not exists (select 1 from photo_consent_changes c where c.registration_id = r.id)
    returning id`);
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows.length;
}

async function historyOf(db: Db, id: number): Promise<PhotoConsentChange[]> {
  const rows = await db
    .select()
    .from(photoConsentChanges)
    .where(eq(photoConsentChanges.registration_id, id))
    .orderBy(asc(photoConsentChanges.created_at), asc(photoConsentChanges.id));
  return rows.map(({ registration_id: _r, source, ...change }) => ({ ...withIsoDates(change), source: source as PhotoConsentSource }));
}

/**
 * Each part as it stands, with the time and version of the answer that set it: the oldest entry of the
 * last run of equal answers (a later answer that left the part as it was does not move its time). An
 * answer from before consent was asked is no answer.
 */
export function stateOf(row: Row, history: PhotoConsentChange[]): FamilyPhotoConsent {
  const current = answersOf(row);
  const state = {} as FamilyPhotoConsent;
  for (const part of PHOTO_CONSENT_PARTS) {
    let since: PhotoConsentChange | undefined;
    for (const change of history) if (!since || change[part] !== since[part]) since = change;
    const given = since && since[part] === current[part] ? since : undefined;
    const version = given?.version ?? row.photo_consent_version;
    const at = given?.created_at ?? (row.photo_consent_at ? row.photo_consent_at.toISOString() : null);
    state[part] =
      version === CONSENT_BEFORE || !version ? { answer: current[part], given_at: null, version: null } : { answer: current[part], given_at: at, version };
  }
  return state;
}

export function createPhotoConsentService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>, links: StatusLinks) {
  const invalidLink = () => new HttpError(404, FAMILY_PAGE.invalidLink);
  const registrationOf = async (token: string) => (await links.registrationOf(db, token)) ?? Promise.reject(invalidLink());

  async function read(tx: Db, id: number, missing: () => HttpError, lock = false): Promise<Row> {
    const query = tx.select().from(registrations).where(eq(registrations.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw missing();
    return row;
  }

  /**
   * Stores an answer (locked row, columns, history entry, audit entry) and empties the public cache
   * on every instance after the commit: a withdrawal hides the child's tagged photos at once. An
   * answer equal to the stored one records nothing.
   */
  async function record(c: Change, id: number, answer: PhotoConsentAnswer, source: 'family' | 'staff', missing: () => HttpError) {
    const before = await read(c.tx, id, missing, true);
    const was = answersOf(before);
    const withdrawn = PHOTO_CONSENT_PARTS.filter((p) => was[p] === 'yes' && answer[p] === 'no');
    const given = PHOTO_CONSENT_PARTS.filter((p) => was[p] === 'no' && answer[p] === 'yes');
    if (withdrawn.length === 0 && given.length === 0) return { row: before, withdrawn, given };
    const now = new Date();
    const [row] = await c.tx
      .update(registrations)
      .set({ ...columnsOf(answer, now), updated_at: now })
      .where(eq(registrations.id, id))
      .returning();
    await c.tx.insert(photoConsentChanges).values({ registration_id: id, ...answer, version: PHOTO_CONSENT_VERSION, source, created_at: now });
    c.publicChanged();
    const moves = [withdrawn.length ? `withdrawn: ${withdrawn.join(', ')}` : null, given.length ? `given: ${given.join(', ')}` : null]
      .filter(Boolean)
      .join('; ');
    await c.audit({
      action: 'registration.photo_consent',
      record: { type: 'registration', id },
      summary: `${source === 'family' ? 'Changed by the family' : 'Recorded by staff (answer on paper)'}: ${moves}`,
      ...(source === 'family' ? { actor: FAMILY_ACTOR } : {}),
    });
    return { row: row!, withdrawn, given };
  }

  const notFound = () => new HttpError(404, REGISTRATION_MESSAGES.notFound);

  return {
    /** The family's three answers, for its status page. */
    async familyView(token: string): Promise<FamilyPhotoConsent> {
      const id = await registrationOf(token);
      return stateOf(await read(db, id, invalidLink), await historyOf(db, id));
    },

    /**
     * The family changes its answers on its status page. A withdrawal takes effect at once and the
     * academy is told by mail, naming the child and the parts; the family gets its answers by mail.
     */
    async familyChange(by: Actor, token: string, answer: PhotoConsentAnswer): Promise<PhotoConsentResult> {
      const id = await registrationOf(token);
      return change(by, async (c) => {
        const { row, withdrawn, given } = await record(c, id, answer, 'family', invalidLink);
        if (withdrawn.length || given.length) {
          const about = { type: 'registration' as const, id };
          const answers = answersOf(row);
          const statusUrl = await links.urlFor(c.tx, id);
          await c.mail({
            to: row.parent_email,
            kind: 'photo_consent_changed',
            content: FAMILY_MAIL_TEXTS.photoConsentChanged({ parentName: row.parent_name, playerName: row.player_name, answers, statusUrl }),
            about,
          });
          const academy = withdrawn.length ? await academyAddress(c.tx, config) : undefined;
          if (academy) {
            const content = FAMILY_MAIL_TEXTS.photoConsentWithdrawn({
              playerName: row.player_name,
              parts: photoConsentPartsList(withdrawn),
              answers,
              adminUrl: `${config.publicUrl}${adminHref('enrollment', { id })}`,
            });
            await c.mail({ to: academy, kind: 'photo_consent_withdrawn', content, about });
          }
        }
        return { consent: stateOf(row, await historyOf(c.tx, id)), withdrawn, given };
      });
    },

    /** The parts as they stand and every answer, for the enrollment detail. */
    async staffView(id: number): Promise<StaffPhotoConsent> {
      const row = await read(db, id, notFound);
      const history = await historyOf(db, id);
      return { consent: stateOf(row, history), history };
    },

    /** An administrator records an answer the family gave on paper (audited; a withdrawal takes effect at once). */
    staffChange: (by: Actor, id: number, answer: PhotoConsentAnswer): Promise<PhotoConsentResult> =>
      change(by, async (c) => {
        const { row, withdrawn, given } = await record(c, id, answer, 'staff', notFound);
        return { consent: stateOf(row, await historyOf(c.tx, id)), withdrawn, given };
      }),
  };
}
