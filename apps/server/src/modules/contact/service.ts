import type { z } from 'zod';
import type { HONEYPOT_FIELD } from '@academy/contract/common';
import { CONTACT_MESSAGES, type ContactInputSchema, type ContactMessage } from '@academy/contract/contact';
import { MAIL_TEXTS } from '@academy/contract/email';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { academyAddress } from '../../background/outbox.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { createContactRepository } from './repository.ts';

/** A checked contact form, honeypot removed. */
export type ContactFields = Omit<z.output<typeof ContactInputSchema>, typeof HONEYPOT_FIELD>;

/** What a honeypot submission is answered with: looks sent, id 0, nothing stored. */
export function fakeContactMessage(fields: ContactFields): ContactMessage {
  return { ...fields, id: 0, status: 'new', created_at: new Date().toISOString() };
}

export function createContactService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>) {
  const repo = createContactRepository(db);
  const found = <T>(row: T | undefined): T => {
    if (!row) throw new HttpError(404, CONTACT_MESSAGES.notFound);
    return row;
  };

  return {
    /** Stores the message and queues the academy's notice in one change. */
    send: (by: Actor, fields: ContactFields): Promise<ContactMessage> =>
      change(by, async (c) => {
        const m = await createContactRepository(c.tx).insert(fields);
        const academy = await academyAddress(c.tx, config);
        if (academy) {
          const content = MAIL_TEXTS.contactNotice({
            fullname: m.fullname,
            email: m.email,
            phone: m.phone,
            city: m.city,
            message: m.message,
            adminUrl: `${config.publicUrl}${ADMIN_PATHS.messages}`,
          });
          await c.mail({ to: academy, kind: 'contact_notice', content, about: { type: 'contact_message', id: m.id } });
        }
        return m;
      }),
    list: (opts: { offset: number; limit: number }) => repo.list(opts),
    get: async (id: number) => found(await repo.get(id)),
    setStatus: async (by: Actor, id: number, status: ContactMessage['status']) =>
      found(await change(by, (c) => createContactRepository(c.tx).setStatus(id, status))),
    remove: (by: Actor, id: number) =>
      change(by, async (c) => {
        const removed = found(await createContactRepository(c.tx).remove(id));
        await c.audit({ action: 'message.delete', record: { type: 'contact_message', id }, summary: 'Contact message deleted' });
        return removed;
      }),
  };
}
