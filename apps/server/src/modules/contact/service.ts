import type { z } from 'zod';
import type { HONEYPOT_FIELD } from '@academy/contract/common';
import { CONTACT_MESSAGES, type ContactInputSchema, type ContactMessage } from '@academy/contract/contact';
import { MAIL_TEXTS } from '@academy/contract/email';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { academyAddress, enqueueMail } from '../../background/outbox.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createContactRepository } from './repository.ts';

/** A checked contact form, honeypot removed. */
export type ContactFields = Omit<z.output<typeof ContactInputSchema>, typeof HONEYPOT_FIELD>;

/** What a honeypot submission is answered with: looks sent, id 0, nothing stored. */
export function fakeContactMessage(fields: ContactFields): ContactMessage {
  return { ...fields, id: 0, status: 'new', created_at: new Date().toISOString() };
}

export type ContactServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'academyEmail'>;
  /** Wakes the background runner: called after a commit that queued mail. */
  wake: () => void;
};

export function createContactService({ db, config, wake }: ContactServiceDeps) {
  const repo = createContactRepository(db);
  const found = <T>(row: T | undefined): T => {
    if (!row) throw new HttpError(404, CONTACT_MESSAGES.notFound);
    return row;
  };

  return {
    /** Stores the message and queues the academy's notice in one transaction. */
    async send(fields: ContactFields): Promise<ContactMessage> {
      const message = await db.transaction(async (tx) => {
        const m = await createContactRepository(tx).insert(fields);
        const academy = await academyAddress(tx, config);
        if (academy) {
          const content = MAIL_TEXTS.contactNotice({ fullname: m.fullname, email: m.email, phone: m.phone, city: m.city, message: m.message, adminUrl: `${config.publicUrl}${ADMIN_PATHS.messages}` });
          await enqueueMail(tx, { to: academy, kind: 'contact_notice', content, about: { type: 'contact_message', id: m.id } });
        }
        return m;
      });
      wake();
      return message;
    },
    list: (opts: { offset: number; limit: number }) => repo.list(opts),
    get: async (id: number) => found(await repo.get(id)),
    setStatus: async (id: number, status: ContactMessage['status']) => found(await repo.setStatus(id, status)),
    remove: async (id: number) => found(await repo.remove(id)),
  };
}
