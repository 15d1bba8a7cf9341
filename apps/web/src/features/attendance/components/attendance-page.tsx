import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { ATTENDANCE_MESSAGES, ATTENDANCE_TEXTS as T, type PlayerAttendance } from '@academy/contract/attendance';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { RecordFallback } from '../../../components/admin/admin-page';
import { AdminAlert } from '../../../components/admin/alert';
import { useAdminUserId } from '../../../components/admin/admin-role';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { QueueStatus } from '../../../components/admin/queue-status';
import ui from '../../../components/admin/ui.module.css';
import { useOfflineQueue } from '../../../hooks/use-offline-queue';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import type { OfflineQueue } from '../../../lib/offline-queue';
import { attendanceKeys, attendanceOpen, useEventAttendance } from '../../../components/admin/attendance-api';
import css from '../../../components/admin/attendance.module.css';

const markKey = (event: number, child: number) => `attendance:${event}:${child}`;

/** The marks still waiting in the queue for this event (a reload while offline shows them). */
function waitingMarks(queue: OfflineQueue, eventId: number): Record<number, boolean> {
  const out: Record<number, boolean> = {};
  for (const mark of queue.waiting()) {
    const [kind, event, child] = mark.key.split(':');
    if (kind === 'attendance' && Number(event) === eventId) out[Number(child)] = mark.body.attended === true;
  }
  return out;
}

/** Not marked → present → absent → present: one tap per child. */
const next = (attended: boolean | null) => attended !== true;

/**
 * /attendance/:id: the coach at the pitch marks who came, one tap per child, on a phone. Every tap
 * goes into the pitch-side queue first (decisions 030, 041): it is kept while offline and sent
 * when the connection is back, with the phone's time so the latest mark wins on the server.
 */
export default function AttendancePage() {
  const { id = '' } = useParams();
  const attendance = useEventAttendance(id);
  const event = attendance.data?.event;
  useAdminRecordTitle(event ? event.title : null);
  const back = (
    <Link to={event ? adminHref('squad', { id: event.squad_id }) : ADMIN_PATHS.trialDays} className={`${ui.btn} ${ui.small}`}>
      <ArrowLeft size={16} aria-hidden="true" />
      {T.backToSquad}
    </Link>
  );
  const refused = attendance.error instanceof ApiError && attendance.error.status === 403;
  if (!attendance.isSuccess || !event)
    return (
      <RecordFallback
        query={attendance}
        back={back}
        messages={{ notFound: ATTENDANCE_MESSAGES.notFound, failed: refused ? AUTH_MESSAGES.forbidden : T.loadFailed }}
      />
    );
  return (
    <div className={`${ui.page} ${css.pitch}`}>
      <div>{back}</div>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{event.title}</h1>
          <p className={ui.subtitle}>
            {formatDateTime(event.starts_at, 'long')} · {event.venue_name}
          </p>
        </div>
      </div>
      <Marks eventId={event.id} players={attendance.data.players} cancelled={event.status === 'cancelled'} open={attendanceOpen(event.starts_at)} />
    </div>
  );
}

function Marks({ eventId, players, cancelled, open }: { eventId: number; players: PlayerAttendance[]; cancelled: boolean; open: boolean }) {
  const userId = useAdminUserId();
  const { queue, snapshot } = useOfflineQueue(userId, 'attendance', attendanceKeys.all);
  const [local, setLocal] = useState<Record<number, boolean>>(() => waitingMarks(queue, eventId));
  const waiting = new Set(snapshot.keys);
  const valueOf = (p: PlayerAttendance) => (p.registration_id in local ? local[p.registration_id]! : p.attended);
  const present = players.filter((p) => valueOf(p) === true).length;
  const disabled = cancelled || !open;

  const tap = (p: PlayerAttendance) => {
    const attended = next(valueOf(p));
    setLocal((all) => ({ ...all, [p.registration_id]: attended }));
    queue.add({
      key: markKey(eventId, p.registration_id),
      method: 'POST',
      path: `/events/${eventId}/attendance`,
      body: { registration_id: p.registration_id, attended, recorded_at: new Date().toISOString() },
    });
  };

  return (
    <>
      {cancelled ? <AdminAlert tone="error">{ATTENDANCE_MESSAGES.eventCancelled}</AdminAlert> : null}
      {!cancelled && !open ? <AdminAlert tone="error">{ATTENDANCE_MESSAGES.notYet}</AdminAlert> : null}
      <QueueStatus snapshot={snapshot} onRetry={() => queue.retry()} />
      <p className={css.count} data-testid="attendance-count">
        <strong>{T.count(present, players.length)}</strong> <span className={css.hint}>{T.tapHint}</span>
      </p>
      {players.length === 0 ? <p className={`${ui.card} ${ui.empty}`}>{T.noMarks}</p> : null}
      <ul className={css.marks}>
        {players.map((p) => {
          const value = valueOf(p);
          const state = value === null ? 'none' : value ? 'present' : 'absent';
          const pending = waiting.has(markKey(eventId, p.registration_id));
          return (
            <li key={p.registration_id}>
              <button
                type="button"
                className={css.mark}
                data-state={state}
                aria-pressed={value === true}
                disabled={disabled}
                onClick={() => tap(p)}
                data-testid={`mark-${p.registration_id}`}
              >
                <span className={css.name}>{p.player_name}</span>
                <span className={css.state}>
                  {value === null ? T.notMarked : value ? T.present : T.absent}
                  {pending ? <span className={css.pending}> · {T.waiting}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
