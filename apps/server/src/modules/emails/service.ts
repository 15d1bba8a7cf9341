import { OUTBOX_MESSAGES, type Email, type EmailState } from '@academy/contract/email';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import { createEmailRepository } from './repository.ts';

/** The admin outbox (decision 011): the mails with their state, and a retry. */
export function createEmailService({ db, config, change, wake }: Pick<ModuleDeps, 'db' | 'config' | 'change' | 'wake'>) {
  const repo = createEmailRepository(db);
  // Without SMTP_URL nothing is sent: say so on every waiting mail instead of an empty error.
  const shown = (mail: Email): Email => (!config.smtpUrl && mail.state === 'queued' ? { ...mail, last_error: OUTBOX_MESSAGES.notConfigured } : mail);

  return {
    async list(q: { state?: EmailState | undefined; offset: number; limit: number }) {
      const { rows, total } = await repo.list(q);
      return { rows: rows.map(shown), total };
    },
    /** A failed or waiting mail goes out again now; a sent one stays sent (409). */
    async retry(by: Actor, id: number): Promise<Email> {
      const outcome = await change(by, (c) => createEmailRepository(c.tx).requeue(id));
      if (!outcome) throw new HttpError(404, OUTBOX_MESSAGES.notFound);
      if (outcome === 'sent') throw new HttpError(409, OUTBOX_MESSAGES.alreadySent);
      // The row was queued again, not queued through the change: the runner is woken here.
      wake();
      const mail = await repo.get(id);
      if (!mail) throw new HttpError(404, OUTBOX_MESSAGES.notFound);
      return shown(mail);
    },
  };
}
