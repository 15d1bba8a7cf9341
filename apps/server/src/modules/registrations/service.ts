import {
  REGISTRATION_CSV_COLUMNS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUSES,
  type Registration,
  type RegistrationFields,
  type RegistrationStats,
} from '@academy/contract/registration';
import { HttpError } from '../../lib/http-error.ts';
import type { RegistrationFilter, RegistrationRepository } from './repository.ts';

const RECENT_MS = 7 * 24 * 3600 * 1000;

/** Quotes every cell, and defuses cells a spreadsheet would run as a formula. */
const csvCell = (v: unknown) => {
  let s = String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
};

/** What a honeypot submission is answered with: looks accepted, id 0, nothing stored. */
export function fakeRegistration(fields: RegistrationFields): Registration {
  const now = new Date().toISOString();
  return { ...fields, id: 0, status: 'pending', source: 'public', created_at: now, updated_at: now };
}

export function createRegistrationService(repo: RegistrationRepository) {
  const found = <T>(row: T | undefined): T => {
    if (!row) throw new HttpError(404, REGISTRATION_MESSAGES.notFound);
    return row;
  };

  return {
    list: (opts: RegistrationFilter & { offset: number; limit: number }) => repo.list(opts),
    get: async (id: number) => found(await repo.get(id)),
    /** The route has checked `fields` with the rules of its source (public or admin). */
    create: (fields: RegistrationFields, source: Registration['source']) => repo.insert({ ...fields, source }),
    setStatus: async (id: number, status: Registration['status']) => found(await repo.setStatus(id, status)),
    remove: async (id: number) => found(await repo.remove(id)),

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
      const lines = [REGISTRATION_CSV_COLUMNS.join(','), ...rows.map((r) => REGISTRATION_CSV_COLUMNS.map((c) => csvCell(r[c])).join(','))];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
