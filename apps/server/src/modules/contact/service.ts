import type { z } from 'zod';
import type { HONEYPOT_FIELD } from '@academy/contract/common';
import { CONTACT_MESSAGES, type ContactInputSchema, type ContactMessage } from '@academy/contract/contact';
import { HttpError } from '../../lib/http-error.ts';
import type { ContactRepository } from './repository.ts';

/** A checked contact form, honeypot removed. */
export type ContactFields = Omit<z.output<typeof ContactInputSchema>, typeof HONEYPOT_FIELD>;

/** What a honeypot submission is answered with: looks sent, id 0, nothing stored. */
export function fakeContactMessage(fields: ContactFields): ContactMessage {
  return { ...fields, id: 0, status: 'new', created_at: new Date().toISOString() };
}

export function createContactService(repo: ContactRepository) {
  const found = <T>(row: T | undefined): T => {
    if (!row) throw new HttpError(404, CONTACT_MESSAGES.notFound);
    return row;
  };

  return {
    send: (fields: ContactFields) => repo.insert(fields),
    list: (opts: { offset: number; limit: number }) => repo.list(opts),
    get: async (id: number) => found(await repo.get(id)),
    setStatus: async (id: number, status: ContactMessage['status']) => found(await repo.setStatus(id, status)),
    remove: async (id: number) => found(await repo.remove(id)),
  };
}
