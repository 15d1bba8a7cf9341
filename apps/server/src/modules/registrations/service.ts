import { MAIL_TEXTS } from '@academy/contract/email';
import { FAMILY_MAIL_TEXTS } from '@academy/contract/family-mail-constants';
import { adminHref } from '@academy/contract/admin-paths';
import {
  REGISTRATION_CSV_COLUMNS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUSES,
  type Registration,
  type RegistrationFields,
  type RegistrationHistoryEntry,
  type RegistrationStats,
  type RegistrationStatus,
  type StaffRegistration,
  type StatusLinkResult,
  CONSENT_VERSION,
  PHOTO_CONSENT_VERSION,
  type NoPhotoList,
} from '@academy/contract/registration';
import { publicName as shortName } from '../team/service.ts';
import { academyAddress } from '../../background/outbox.ts';
import { csvDocument } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { lockSquadsOf, releasePlacesOf } from '../squads/places.ts';
import { changeStatus } from './journey.ts';
import { recordFirstAnswer } from './photo-consent.ts';
import { createRegistrationRepository, type RegistrationFilter } from './repository.ts';
import type { StatusLinks } from '../access/status-links.ts';

const RECENT_MS = 7 * 24 * 3600 * 1000;

/** What a honeypot submission is answered with: looks accepted, id 0, nothing stored. */
export function fakeRegistration(fields: RegistrationFields): Registration {
  const now = new Date().toISOString();
  return {
    ...fields,
    id: 0,
    status: 'pending',
    source: 'public',
    data_consent_version: CONSENT_VERSION,
    data_consent_at: now,
    photo_consent_version: PHOTO_CONSENT_VERSION,
    photo_consent_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** The parent's acknowledgement: the academy's fixed words and the status link, no visitor text (docs/decisions/054). */
const receivedMail = (statusUrl: string) => MAIL_TEXTS.registrationReceived({ statusUrl });

/** A public form mails an unverified address at most once per address and child in this time (docs/decisions/054). */
export const FORM_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/** The consents' text versions and time, stored with the answers (decisions 017, 046). */
const consentStamp = () => {
  const now = new Date();
  return { data_consent_version: CONSENT_VERSION, data_consent_at: now, photo_consent_version: PHOTO_CONSENT_VERSION, photo_consent_at: now };
};

/** The signed-in user a history entry names. */
const userIdOf = (by: Actor) => by?.user?.id ?? null;

/**
 * Registrations (decision 026): every change (with its history, mail and audit entry) is one
 * `change`; reads that are recorded (a viewed enrollment, the CSV export) write their entry in a
 * transaction with the read, so nothing is answered without its trace.
 */
export function createRegistrationService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>, links: StatusLinks) {
  const repo = createRegistrationRepository(db);
  const found = <T>(row: T | undefined): T => {
    if (!row) throw new HttpError(404, REGISTRATION_MESSAGES.notFound);
    return row;
  };

  return {
    /**
     * A page of the list (it carries health conditions): one audit entry per request with the filter
     * and the count, never the rows, nor the search's text (a child's name, decision 061).
     */
    list: (by: Actor, opts: RegistrationFilter & { offset: number; limit: number }) =>
      change(by, async (c) => {
        const page = await createRegistrationRepository(c.tx).list(opts);
        const filter = [
          opts.status ? `status ${opts.status}` : null,
          opts.photo_consent ? `photo consent ${opts.photo_consent}` : null,
          opts.q ? 'a search' : null,
        ];
        const shown = filter.filter(Boolean).join(', ') || 'no filter';
        await c.audit({
          action: 'registration.view',
          record: { type: 'registration', id: 'all' },
          summary: `Enrollment list read (${shown}; from ${opts.offset + 1}): ${page.rows.length} of ${page.total}`,
        });
        return page;
      }),
    get: async (id: number) => found(await repo.get(id)),

    /** An administrator reads one registration (with its duplicate, decision 032): recorded in the audit trail. */
    view: (by: Actor, id: number): Promise<StaffRegistration> =>
      change(by, async (c) => {
        const registration = found(await createRegistrationRepository(c.tx).getForStaff(id));
        await c.audit({ action: 'registration.view', record: { type: 'registration', id }, summary: 'Enrollment details viewed' });
        return registration;
      }),

    /**
     * A parent's registration (checked with the public rules), its first history entry, its status
     * link, the parent's acknowledgement and the academy's notice: one transaction, so an
     * acknowledged registration always gets its mails.
     *
     * The same child registered again by the same parent while the first application is open
     * (decision 032): nothing is stored, the address on record gets the existing status link, and
     * the answer is made of what was sent (as for a honeypot, decision 004), so a stranger cannot
     * tell that the child is registered.
     */
    createPublic: (by: Actor, fields: RegistrationFields): Promise<Registration> =>
      change(by, async (c) => {
        const txRepo = createRegistrationRepository(c.tx);
        const existing = await txRepo.findOpenDuplicate(fields);
        if (existing) {
          const about = { type: 'registration' as const, id: existing.id };
          // Answered the same either way; the address gets at most one mail per child an hour.
          if (await txRepo.formMailedSince(existing.parent_email, existing.id, new Date(Date.now() - FORM_MAIL_INTERVAL_MS))) {
            await c.audit({ action: 'registration.duplicate', record: about, summary: 'Registered again by the same parent within the hour: no mail' });
            return fakeRegistration(fields);
          }
          const statusUrl = await links.urlFor(c.tx, existing.id);
          const content = FAMILY_MAIL_TEXTS.registrationDuplicate({ statusUrl });
          await c.mail({ to: existing.parent_email, kind: 'registration_duplicate', content, about });
          await c.audit({ action: 'registration.duplicate', record: about, summary: 'Registered again by the same parent: the status link was mailed' });
          return fakeRegistration(fields);
        }
        const r = await txRepo.insert({ ...fields, ...consentStamp(), source: 'public' });
        await recordFirstAnswer(c.tx, r);
        const about = { type: 'registration' as const, id: r.id };
        const statusUrl = await links.urlFor(c.tx, r.id);
        const emailId = await c.mail({ to: r.parent_email, kind: 'registration_received', content: receivedMail(statusUrl), about });
        await txRepo.addHistory({ registration_id: r.id, from_status: null, to_status: r.status, actor: 'family', email_id: emailId });
        const academy = await academyAddress(c.tx, config);
        if (academy) {
          const content = MAIL_TEXTS.registrationNotice({
            playerName: r.player_name,
            playerAge: r.player_age,
            parentName: r.parent_name,
            parentEmail: r.parent_email,
            phone: r.contact_phone,
            adminUrl: `${config.publicUrl}${adminHref('enrollment', { id: r.id })}`,
          });
          await c.mail({ to: academy, kind: 'registration_notice', content, about });
        }
        return r;
      }),

    /** A registration from the admin form (admin rules): its first history entry names the administrator, with its audit entry; no mail. */
    createByAdmin: (by: Actor, fields: RegistrationFields): Promise<Registration> =>
      change(by, async (c) => {
        const txRepo = createRegistrationRepository(c.tx);
        const r = await txRepo.insert({ ...fields, ...consentStamp(), source: 'admin' });
        await recordFirstAnswer(c.tx, r);
        await txRepo.addHistory({ registration_id: r.id, from_status: null, to_status: r.status, actor: 'admin', user_id: userIdOf(by) });
        await c.audit({ action: 'registration.create', record: { type: 'registration', id: r.id }, summary: 'Enrollment added from the admin form' });
        return r;
      }),

    /**
     * A new status link for the family (decision 032): the old token is revoked; the link is mailed
     * when a mail server is configured, and always returned so the screen can show it to copy.
     */
    resendStatusLink: (by: Actor, id: number): Promise<StatusLinkResult> =>
      change(by, async (c) => {
        const r = found(await createRegistrationRepository(c.tx).get(id));
        const url = await links.renew(c.tx, id);
        // The calendar address is renewed with it (docs/decisions/054): whoever held the old link could read it there.
        await links.renewFeed(c.tx, id);
        const mailed = Boolean(config.smtpUrl);
        if (mailed) {
          const content = FAMILY_MAIL_TEXTS.statusLink({ parentName: r.parent_name, playerName: r.player_name, statusUrl: url });
          await c.mail({ to: r.parent_email, kind: 'status_link', content, about: { type: 'registration', id } });
        }
        const summary = mailed
          ? 'New status link and calendar address, the old ones revoked; mailed to the family'
          : 'New status link and calendar address, the old ones revoked; shown to copy (no mail server)';
        await c.audit({ action: 'registration.status_link', record: { type: 'registration', id }, summary });
        return { url, mailed };
      }),

    /** An administrator's status change (409 for a transition the contract refuses), with its optional parent and staff notes, mail and audit entry. */
    setStatus: (
      by: Actor,
      id: number,
      next: { status: RegistrationStatus; note: string | null; staffNote: string | null; notify: boolean },
    ): Promise<Registration> =>
      change(by, async (c) => {
        const result = await changeStatus(c, links, id, {
          to: next.status,
          actor: 'admin',
          userId: userIdOf(by),
          note: next.note,
          staffNote: next.staffNote,
          notify: next.notify,
        });
        const summary = `${result.from} → ${result.registration.status}${next.notify ? ', family mailed' : ''}`;
        await c.audit({ action: 'registration.status', record: { type: 'registration', id }, summary });
        return result.registration;
      }),

    async history(id: number): Promise<RegistrationHistoryEntry[]> {
      found(await repo.get(id));
      return repo.history(id);
    },

    remove: (by: Actor, id: number) =>
      change(by, async (c) => {
        // Its squad place goes to the next child waiting, and off the public roster (decision 031), before the row goes.
        await lockSquadsOf(c, [id]);
        await releasePlacesOf(c, [id]);
        const removed = found(await createRegistrationRepository(c.tx).remove(id));
        await c.audit({ action: 'registration.delete', record: { type: 'registration', id }, summary: 'Enrollment deleted' });
        return removed;
      }),

    /** Whom no photo may show: children by first name and last initial with their age (nothing else), team members by name. */
    async noPhotoConsent(): Promise<NoPhotoList> {
      const { children, team } = await repo.noPhotoConsent();
      return { children: children.map((c) => ({ name: shortName(c.player_name), age: c.player_age })), team };
    },

    async stats(now = new Date()): Promise<RegistrationStats> {
      const [total, byStatus, byAge, recent] = await Promise.all([
        repo.total(),
        repo.countByStatus(),
        repo.countByAge(),
        repo.countSince(new Date(now.getTime() - RECENT_MS)),
      ]);
      // Every status appears, with 0 when it has no rows; ages only when they have some.
      const by_status = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as RegistrationStats['by_status'];
      return {
        total,
        by_status,
        by_age: Object.fromEntries([...byAge].sort((a, b) => Number(a[0]) - Number(b[0]))),
        last_7_days: recent,
      };
    },

    /** Every registration, newest first, as the spreadsheet the admin downloads (recorded in the audit trail). */
    exportCsv: (by: Actor): Promise<string> =>
      change(by, async (c) => {
        const rows = await createRegistrationRepository(c.tx).all();
        await c.audit({ action: 'registration.export_csv', record: { type: 'registration', id: 'all' }, summary: 'Every registration exported as CSV' });
        return csvDocument(
          REGISTRATION_CSV_COLUMNS,
          rows.map((r) => REGISTRATION_CSV_COLUMNS.map((column) => r[column])),
        );
      }),
  };
}
