import { MAIL_TEXTS } from '@academy/contract/email';
import { adminHref } from '@academy/contract/admin-paths';
import {
  DEFAULT_HEALTH_CONDITIONS,
  REGISTRATION_CSV_COLUMNS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUSES,
  REGISTRATION_SUMMARY_LABELS,
  type Registration,
  type RegistrationFields,
  type RegistrationHistoryEntry,
  type RegistrationStats,
  type RegistrationStatus,
  CONSENT_VERSION,
  type NoPhotoList,
} from '@academy/contract/registration';
import { publicName as shortName } from '../team/service.ts';
import { academyAddress, enqueueMail } from '../../background/outbox.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { csvDocument } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import { changeStatus } from './journey.ts';
import { createRegistrationRepository, type RegistrationFilter } from './repository.ts';
import type { StatusLinks } from './status-links.ts';

const RECENT_MS = 7 * 24 * 3600 * 1000;

/** What a honeypot submission is answered with: looks accepted, id 0, nothing stored. */
export function fakeRegistration(fields: RegistrationFields): Registration {
  const now = new Date().toISOString();
  return { ...fields, id: 0, status: 'pending', source: 'public', data_consent_version: CONSENT_VERSION, data_consent_at: now, photo_consent_version: CONSENT_VERSION, photo_consent_at: now, created_at: now, updated_at: now };
}

export type RegistrationServiceDeps = {
  db: Db;
  links: StatusLinks;
  config: Pick<Config, 'publicUrl' | 'academyEmail'>;
  /** Wakes the background runner: called after a commit that queued mail. */
  wake: () => void;
};

/** The parent's acknowledgement: what was sent (health conditions only as provided / none), what happens next, the status link. */
const receivedMail = (r: Registration, statusUrl: string) =>
  MAIL_TEXTS.registrationReceived({
    parentName: r.parent_name,
    playerName: r.player_name,
    facts: Object.entries(REGISTRATION_SUMMARY_LABELS).map(([field, label]) => [label, String(r[field as keyof typeof REGISTRATION_SUMMARY_LABELS])]),
    healthProvided: r.health_conditions.trim() !== DEFAULT_HEALTH_CONDITIONS,
    statusUrl,
  });

/** The consents' text version and time, stored with the answers (issue 14 §1). */
const consentStamp = () => {
  const now = new Date();
  return { data_consent_version: CONSENT_VERSION, data_consent_at: now, photo_consent_version: CONSENT_VERSION, photo_consent_at: now };
};

export function createRegistrationService({ db, links, config, wake }: RegistrationServiceDeps) {
  const repo = createRegistrationRepository(db);
  const found = <T>(row: T | undefined): T => {
    if (!row) throw new HttpError(404, REGISTRATION_MESSAGES.notFound);
    return row;
  };

  return {
    list: (opts: RegistrationFilter & { offset: number; limit: number }) => repo.list(opts),
    get: async (id: number) => found(await repo.get(id)),

    /**
     * A parent's registration (checked with the public rules), its first history entry, its status
     * link, the parent's acknowledgement and the academy's notice: one transaction, so an
     * acknowledged registration always gets its mails.
     */
    async createPublic(fields: RegistrationFields): Promise<Registration> {
      const registration = await db.transaction(async (tx) => {
        const txRepo = createRegistrationRepository(tx);
        const r = await txRepo.insert({ ...fields, ...consentStamp(), source: 'public' });
        const about = { type: 'registration' as const, id: r.id };
        const statusUrl = await links.urlFor(tx, r.id);
        const emailId = await enqueueMail(tx, { to: r.parent_email, kind: 'registration_received', content: receivedMail(r, statusUrl), about });
        await txRepo.addHistory({ registration_id: r.id, from_status: null, to_status: r.status, actor: 'family', email_id: emailId });
        const academy = await academyAddress(tx, config);
        if (academy) {
          const content = MAIL_TEXTS.registrationNotice({
            playerName: r.player_name,
            playerAge: r.player_age,
            parentName: r.parent_name,
            parentEmail: r.parent_email,
            phone: r.contact_phone,
            adminUrl: `${config.publicUrl}${adminHref('enrollment', { id: r.id })}`,
          });
          await enqueueMail(tx, { to: academy, kind: 'registration_notice', content, about });
        }
        return r;
      });
      wake();
      return registration;
    },

    /** A registration from the admin form (admin rules): its first history entry names the administrator; no mail. */
    createByAdmin: (fields: RegistrationFields, userId: number | null) =>
      db.transaction(async (tx) => {
        const txRepo = createRegistrationRepository(tx);
        const r = await txRepo.insert({ ...fields, ...consentStamp(), source: 'admin' });
        await txRepo.addHistory({ registration_id: r.id, from_status: null, to_status: r.status, actor: 'admin', user_id: userId });
        return r;
      }),

    /** An administrator's status change (409 for a transition the contract refuses), with its optional note and mail. */
    async setStatus(id: number, change: { status: RegistrationStatus; note: string | null; notify: boolean }, userId: number | null): Promise<Registration> {
      const result = await db.transaction((tx) => changeStatus(tx, links, id, { to: change.status, actor: 'admin', userId, note: change.note, notify: change.notify }));
      if (result.emailId !== null) wake();
      return result.registration;
    },

    async history(id: number): Promise<RegistrationHistoryEntry[]> {
      found(await repo.get(id));
      return repo.history(id);
    },

    remove: async (id: number) => found(await repo.remove(id)),

    /** Whom no photo may show: children by first name and last initial with their age (nothing else), team members by name. */
    async noPhotoConsent(): Promise<NoPhotoList> {
      const { children, team } = await repo.noPhotoConsent();
      return { children: children.map((c) => ({ name: shortName(c.player_name), age: c.player_age })), team };
    },

    async stats(now = new Date()): Promise<RegistrationStats> {
      const [total, byStatus, byAge, recent] = await Promise.all([repo.total(), repo.countByStatus(), repo.countByAge(), repo.countSince(new Date(now.getTime() - RECENT_MS))]);
      // Every status appears, with 0 when it has no rows; ages only when they have some.
      const by_status = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as RegistrationStats['by_status'];
      return {
        total,
        by_status,
        by_age: Object.fromEntries([...byAge].sort((a, b) => Number(a[0]) - Number(b[0]))),
        last_7_days: recent,
      };
    },

    /** Every registration, newest first, as the spreadsheet the admin downloads. */
    async exportCsv(): Promise<string> {
      const rows = await repo.all();
      return csvDocument(
        REGISTRATION_CSV_COLUMNS,
        rows.map((r) => REGISTRATION_CSV_COLUMNS.map((c) => r[c])),
      );
    },
  };
}
