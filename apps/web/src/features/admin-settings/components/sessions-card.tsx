import { SESSIONS_CARD as T } from '@academy/contract/staff-account-constants';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { useConfirmation } from '../../../hooks/use-confirmed-delete';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useEndSession, useSessions, useSignOutEverywhere } from '../api/security';
import styles from './settings.module.css';

/** "Firefox on Windows" from a User-Agent: enough to tell one's own browsers apart. */
export function browserOf(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (!browser) return system ?? T.unknownBrowser;
  return system ? `${browser} on ${system}` : browser;
}

/** The browsers signed in to this account (decision 022): sign one out, or every one at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  // This browser's token stopped working too: the next call answers 401, which signs it out (api-client's onUnauthorized).
  const signOutAll = useConfirmation(everywhere.isPending, (close) =>
    everywhere.mutate(undefined, { onSuccess: () => void sessions.refetch(), onSettled: close }),
  );

  return (
    <AdminCard id="settings-sessions" title={T.title}>
      <p className={styles.muted}>{T.intro}</p>
      {sessions.isError ? <AdminAlert tone="error">{T.loadFailed}</AdminAlert> : null}
      {end.isError || everywhere.isError ? <AdminAlert tone="error">{errorMessage(end.error ?? everywhere.error, T.failed)}</AdminAlert> : null}
      <ul className={styles.sessions}>
        {(sessions.data ?? []).map((s) => {
          const name = browserOf(s.user_agent);
          return (
            <li key={s.id} className={styles.session}>
              <div>
                <strong>{name}</strong> {s.current ? <span className={`${ui.badge} ${styles.current}`}>{T.current}</span> : null}
                <p className={styles.muted}>
                  {T.signedIn} {formatDateTime(s.created_at, 'dayTime')} · {T.lastActive} {formatDateTime(s.last_seen_at, 'dayTime')}
                </p>
              </div>
              {s.current ? null : (
                <button
                  type="button"
                  className={`${ui.btn} ${ui.small}`}
                  aria-label={T.signOutLabel(name)}
                  disabled={end.isPending}
                  onClick={() => end.mutate(s.id)}
                >
                  {T.signOut}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <button type="button" className={`${ui.btn} ${ui.danger}`} onClick={signOutAll.ask}>
          {T.signOutEverywhere}
        </button>
      </div>
      <AdminConfirmDialog
        {...signOutAll.dialog}
        title={T.signOutEverywhereTitle}
        message={T.signOutEverywhereBody}
        confirmLabel={T.signOutEverywhere}
        busyLabel={T.signOutEverywhere}
      />
    </AdminCard>
  );
}
