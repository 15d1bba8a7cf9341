import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { TRIAL_DAY_TEXTS as T } from '@academy/contract/trial-day-constants';
import type { QueueSnapshot } from '../../lib/offline-queue';
import ui from './ui.module.css';
import css from './queue-status.module.css';

/**
 * The pitch-side queue's state (decision 030), shared by the trial day and squad attendance
 * (decision 041): waiting marks, offline, a sign-in needed, refusals; sticky above the list.
 */
export function QueueStatus({ snapshot, onRetry }: { snapshot: QueueSnapshot; onRetry: () => void }) {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  let body: ReactNode;
  if (snapshot.state === 'signin')
    body = (
      <>
        {T.signInAgain}{' '}
        <Link to={ADMIN_PATHS.login} state={{ from: { pathname: window.location.pathname, search: window.location.search } }}>
          {T.signIn}
        </Link>
      </>
    );
  else if (snapshot.pending > 0)
    body = (
      <>
        <strong>{T.pending(snapshot.pending)}</strong>
        {!online ? <span className={css.detail}>{T.offline}</span> : snapshot.state === 'waiting' ? <span className={css.detail}>{T.sendFailed}</span> : null}
        <button type="button" className={`${ui.btn} ${ui.small}`} onClick={onRetry}>
          {T.retryNow}
        </button>
      </>
    );
  else body = T.allSent;
  return (
    <div className={css.queue} role="status" data-state={snapshot.pending > 0 ? 'pending' : 'sent'} data-testid="queue-status">
      {body}
      {snapshot.refused > 0 ? <span className={css.refused}> {T.refused(snapshot.refused)}</span> : null}
    </div>
  );
}
