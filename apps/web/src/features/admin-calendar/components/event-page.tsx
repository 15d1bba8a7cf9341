import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Ban, MapPin, Pencil } from 'lucide-react';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { EVENT_FORM, EVENT_SCREEN, SERIES_SCOPE } from '@academy/contract/calendar-admin-constants';
import { eventTitle, EVENT_KIND_LABELS, type EventScope } from '@academy/contract/event';
import { RecordFallback } from '../../../components/admin/admin-page';
import { useIsAdmin } from '../../../components/admin/admin-role';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { AdminModal } from '../../../components/admin/modal';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import { ActionButton } from '../../../components/admin/row-actions';
import { attendanceOpen } from '../../../components/admin/attendance-api';
import { TakeAttendanceLink } from '../../../components/admin/attendance-blocks';
import ui from '../../../components/admin/ui.module.css';
import { academyWallClock } from '../../../lib/academy-clock';
import { formatDateTime } from '../../../lib/format-date';
import { withZoneName } from '../../../lib/zone-name';
import { useOpen } from '../../../hooks/use-open';
import { useCalendarSquads, useCancelEvent, useEvent } from '../api/events';
import { AvailabilityPanel } from './availability-panel';
import { EventForm } from './event-form';
import { ResultForm } from './result-form';
import { SeriesScopeDialog } from './series-scope-dialog';
import css from './calendar.module.css';

const S = EVENT_SCREEN;
const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * /events/:id: one event's details, its availability, and for a match or tournament under way its
 * result; an administrator edits or cancels it here (docs/decisions/042). A coach of the squad reads it.
 */
export default function EventPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const squads = useCalendarSquads();
  const isAdmin = useIsAdmin();
  const editing = useOpen();
  const cancelling = useOpen();
  const cancel = useCancelEvent();
  const notice = useNotice();
  const [now] = useState(() => Date.now());
  const squad = squads.data?.find((s) => s.id === event.data?.squad_id);
  const title = event.data ? eventTitle(event.data, squad?.name ?? '') : null;
  useAdminRecordTitle(title);
  const back = (
    <Link
      to={event.data ? `${ADMIN_PATHS.calendar}?date=${academyWallClock(event.data.starts_at).day}` : ADMIN_PATHS.calendar}
      className={`${ui.btn} ${ui.small}`}
    >
      <ArrowLeft size={16} aria-hidden="true" />
      {S.back}
    </Link>
  );
  if (!event.isSuccess) return <RecordFallback query={event} back={back} messages={{ notFound: S.notFound, failed: S.loadFailed }} />;
  const e = event.data;
  const cancelled = e.status === 'cancelled';
  const started = Date.parse(e.starts_at) <= now;
  const doCancel = (scope: EventScope) =>
    cancel.mutate(
      { id: e.id, scope },
      {
        onSuccess: () => {
          cancelling.close();
          notice.success(S.cancelled);
        },
        onError: (error) => {
          cancelling.close();
          notice.failure(error, S.cancelFailed);
        },
      },
    );
  const facts: [string, React.ReactNode][] = [
    [S.facts.when, `${formatDateTime(e.starts_at, 'long')} – ${academyWallClock(e.ends_at).time}`],
    ...(e.meet_at ? [[S.facts.meet, withZoneName(academyWallClock(e.meet_at).time, e.meet_at)] as [string, string]] : []),
    [
      S.facts.venue,
      <>
        {e.venue.name}, {e.venue.address}{' '}
        <a href={mapUrl(`${e.venue.name}, ${e.venue.address}`)} target="_blank" rel="noreferrer" className={css.mapLink}>
          <MapPin size={14} aria-hidden="true" />
          {S.mapLink}
        </a>
      </>,
    ],
    ...(e.competition ? [[S.facts.competition, e.competition] as [string, string]] : []),
    ...(e.series_id !== null ? [[S.facts.series, S.weeklySeries] as [string, string]] : []),
  ];

  return (
    <div className={ui.page}>
      <div>{back}</div>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>
            <span className={cancelled ? css.struck : undefined}>{title}</span>{' '}
            {cancelled ? <span className={`${ui.badge} ${css.cancelledBadge}`}>{S.cancelledBadge}</span> : null}
          </h1>
          <p className={ui.subtitle}>
            {EVENT_KIND_LABELS[e.kind]} · {squad ? `${squad.name} ${squad.season}` : ''}
          </p>
        </div>
        {!cancelled ? (
          <div className={ui.actions} data-testid="event-actions">
            {/* The coach at the pitch, from the event's day on (decision 041). */}
            {attendanceOpen(e.starts_at) ? <TakeAttendanceLink eventId={e.id} /> : null}
            {isAdmin ? (
              <>
                <ActionButton icon={Pencil} look="plain" onClick={notice.clearing(editing.show)}>
                  {S.edit}
                </ActionButton>
                <ActionButton icon={Ban} look="danger" onClick={notice.clearing(cancelling.show)}>
                  {S.cancel}
                </ActionButton>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <AdminNotice notice={notice.notice} />
      <section className={ui.card} aria-label={S.facts.when}>
        <dl className={css.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AvailabilityPanel eventId={id} />
      {e.kind !== 'training' && !cancelled ? (
        isAdmin && started ? (
          <ResultForm key={e.updated_at} event={e} onSaved={notice.success} />
        ) : (
          <section className={ui.card} aria-labelledby="result-title">
            <h2 id="result-title" className={ui.cardTitle}>
              {S.result.title}
            </h2>
            <p className={ui.empty}>{e.result ? `${e.result.goals_for} – ${e.result.goals_against}` : S.result.notYet}</p>
          </section>
        )
      ) : null}
      {editing.open ? (
        <AdminModal title={EVENT_FORM.editTitle} onClose={editing.close}>
          <EventForm event={e} squads={squads.data ?? []} onClose={editing.close} onSaved={editing.closeThen(notice.success)} />
        </AdminModal>
      ) : null}
      {cancelling.open && e.series_id !== null ? (
        <SeriesScopeDialog
          title={SERIES_SCOPE.cancelTitle}
          message={`${SERIES_SCOPE.message} ${S.cancelMessage}`}
          busy={cancel.isPending}
          danger
          onChoose={doCancel}
          onCancel={cancelling.close}
        />
      ) : (
        <AdminConfirmDialog
          open={cancelling.open}
          title={S.cancelTitle}
          message={S.cancelMessage}
          confirmLabel={S.cancelConfirm}
          busyLabel={S.cancelling}
          cancelLabel={S.keep}
          busy={cancel.isPending}
          onConfirm={() => doCancel('one')}
          onCancel={cancelling.close}
        />
      )}
    </div>
  );
}
