import { OUTBOX_MESSAGES, type Email, type EmailState } from '@academy/contract/email';
import { HttpError } from '../../lib/http-error.ts';
import type { EmailRepository } from './repository.ts';

export function createEmailService(repo: EmailRepository, opts: { mailConfigured: boolean; wake: () => void }) {
  // Without SMTP_URL nothing is sent: say so on every waiting mail instead of an empty error.
  const shown = (mail: Email): Email => (!opts.mailConfigured && mail.state === 'queued' ? { ...mail, last_error: OUTBOX_MESSAGES.notConfigured } : mail);

  return {
    async list(q: { state?: EmailState | undefined; offset: number; limit: number }) {
      const { rows, total } = await repo.list(q);
      return { rows: rows.map(shown), total };
    },
    /** A failed or waiting mail goes out again now; a sent one stays sent (409). */
    async retry(id: number): Promise<Email> {
      const outcome = await repo.requeue(id);
      if (!outcome) throw new HttpError(404, OUTBOX_MESSAGES.notFound);
      if (outcome === 'sent') throw new HttpError(409, OUTBOX_MESSAGES.alreadySent);
      opts.wake();
      const mail = await repo.get(id);
      if (!mail) throw new HttpError(404, OUTBOX_MESSAGES.notFound);
      return shown(mail);
    },
  };
}
