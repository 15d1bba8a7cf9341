import { useState } from 'react';
import { Send } from 'lucide-react';
import { NEWSLETTER_SEND_TEXTS as T } from '@academy/contract/newsletter-constants';
import { errorMessage } from '../../lib/api-client';
import { AdminAlert } from './alert';
import { formatDateTime } from '../../lib/format-date';
import { AdminConfirmDialog } from './confirm-dialog';
import { useNewsletterProgress, useSendNewsletter } from './send-to-subscribers-api';
import css from './send-to-subscribers.module.css';
import ui from './ui.module.css';

/**
 * "Send to subscribers" for a published post: a confirmation naming how many confirmed subscribers
 * it reaches, then a progress bar while the batches go out (the progress is asked every second),
 * then what was sent. A post is sent once: afterwards the button is gone.
 */
export function SendToSubscribers({ postId, title }: { postId: number; title: string }) {
  const progress = useNewsletterProgress(postId);
  const send = useSendNewsletter(postId);
  const [asking, setAsking] = useState(false);
  const p = progress.data;

  if (!p) return null;

  if (!p.started) {
    const none = p.confirmed_subscribers === 0;
    return (
      <div className={css.box}>
        <button
          type="button"
          className={`${ui.btn} ${ui.small}`}
          onClick={() => setAsking(true)}
          disabled={none || send.isPending}
          aria-label={T.buttonLabel(title)}
          title={none ? T.noSubscribers : undefined}
        >
          <Send size={15} aria-hidden="true" />
          {T.button}
        </button>
        {send.isError ? <AdminAlert tone="error">{errorMessage(send.error, T.failed)}</AdminAlert> : null}
        <AdminConfirmDialog
          open={asking}
          title={T.confirmTitle}
          message={T.confirmMessage(title, p.confirmed_subscribers)}
          confirmLabel={T.confirm}
          busyLabel="Sending..."
          busy={send.isPending}
          onConfirm={() => send.mutate(undefined, { onSettled: () => setAsking(false) })}
          onCancel={() => setAsking(false)}
        />
      </div>
    );
  }

  const done = p.sent + p.failed;
  if (!p.finished) {
    return (
      <div className={css.box}>
        <progress className={css.bar} max={Math.max(p.total, 1)} value={done} aria-label={T.sending(done, p.total)} />
        <span className={css.label} role="status">
          {T.sending(done, p.total)}
        </span>
      </div>
    );
  }
  return (
    <div className={css.box}>
      <span className={css.label} role="status" title={p.started_at ? T.sentOn(formatDateTime(p.started_at, 'dayTime')) : undefined}>
        {T.finished(p.sent, p.failed)}
      </span>
    </div>
  );
}
