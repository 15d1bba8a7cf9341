import { useState } from 'react';
import { Link } from 'react-router';
import { adminHref } from '@academy/contract/admin-paths';
import { ATTENDANCE_TEXTS as T, attendanceRate } from '@academy/contract/attendance';
import { eventTitle, type SquadEvent } from '@academy/contract/event';
import { AdminTable } from './admin-table';
import ui from './ui.module.css';
import { formatDateTime } from '../../lib/format-date';
import { attendanceOpen, useChildAttendance, useCoachEvents, useSquadAttendance, useSquadEvents } from './attendance-api';
import css from './attendance.module.css';

/** The "Take attendance" link of an event (decision 041). */
export function TakeAttendanceLink({ eventId }: { eventId: number }) {
  return (
    <Link to={adminHref('eventAttendance', { id: eventId })} className={`${ui.btn} ${ui.primary} ${ui.small}`}>
      {T.takeAttendance}
    </Link>
  );
}

/** The coach's landing screen: today's and the next week's events of their squads, each with "Take attendance" from its day on. */
export function CoachEvents() {
  const events = useCoachEvents();
  return (
    <section className={ui.card} aria-labelledby="coach-events" data-testid="coach-events">
      <h2 id="coach-events" className={ui.cardTitle}>
        {T.nextEvents}
      </h2>
      {events.isError ? <p className={css.muted}>{T.loadFailed}</p> : null}
      {events.data?.length === 0 ? <p className={css.muted}>{T.noEvents}</p> : null}
      {events.data?.length ? (
        <ul className={css.events}>
          {events.data.map((e) => (
            <li key={e.id} className={css.event}>
              <div>
                <strong>{e.title}</strong>
                <span className={css.muted}>
                  {formatDateTime(e.starts_at)} · {e.venue_name}
                </span>
              </div>
              {attendanceOpen(e.starts_at) ? <TakeAttendanceLink eventId={e.id} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const SHOWN = 5;

/** A squad's next and last events (scheduled ones), each past or today's with "Take attendance", and the children's attendance over the season. */
export function SquadSeason({ id, squadName }: { id: string; squadName: string }) {
  // The moment the screen opened splits next from past events.
  const [now] = useState(() => Date.now());
  const events = useSquadEvents(id);
  const table = useSquadAttendance(id);
  const scheduled = (events.data ?? []).filter((e) => e.status === 'scheduled');
  const upcoming = scheduled.filter((e) => Date.parse(e.ends_at) > now).slice(0, SHOWN);
  const past = scheduled
    .filter((e) => Date.parse(e.ends_at) <= now)
    .slice(-SHOWN)
    .reverse();
  const list = (items: SquadEvent[]) => (
    <ul className={css.events}>
      {items.map((e) => (
        <li key={e.id} className={css.event}>
          <div>
            <strong>{eventTitle(e, squadName)}</strong>
            <span className={css.muted}>
              {formatDateTime(e.starts_at)} · {e.venue.name}
            </span>
          </div>
          {attendanceOpen(e.starts_at) ? <TakeAttendanceLink eventId={e.id} /> : null}
        </li>
      ))}
    </ul>
  );
  const players = table.data?.players ?? [];
  return (
    <>
      <section className={ui.card} aria-labelledby="squad-events" data-testid="squad-events">
        <h2 id="squad-events" className={ui.cardTitle}>
          {T.upcomingEvents}
        </h2>
        {events.isError ? <p className={css.muted}>{T.loadFailed}</p> : null}
        {events.isSuccess && upcoming.length === 0 ? <p className={css.muted}>{T.noEvents}</p> : list(upcoming)}
        {past.length ? (
          <>
            <h3 className={css.subheading}>{T.pastEvents}</h3>
            {list(past)}
          </>
        ) : null}
      </section>
      <section className={ui.card} aria-labelledby="squad-attendance" data-testid="squad-attendance">
        <h2 id="squad-attendance" className={ui.cardTitle}>
          {T.seasonTitle}
        </h2>
        {table.isError ? <p className={css.muted}>{T.loadFailed}</p> : null}
        {table.isSuccess && players.length === 0 ? <p className={css.muted}>{T.noMarks}</p> : null}
        {players.length ? (
          <AdminTable
            rows={players}
            rowKey={(p) => p.registration_id}
            card={false}
            columns={[
              { header: T.child, cell: (p) => p.player_name },
              { header: T.trainings, cell: (p) => `${p.totals.trainings_attended} / ${p.totals.trainings}` },
              { header: T.matches, cell: (p) => `${p.totals.matches_attended} / ${p.totals.matches}` },
              { header: T.rate, cell: (p) => attendanceRate(p.totals) },
            ]}
          />
        ) : null}
      </section>
    </>
  );
}
/** The enrollment's attendance block: "Attendance: 14 of 16 trainings, 3 of 3 matches" and every marked event, newest first (decision 041). */
export function ChildAttendanceCard({ registrationId }: { registrationId: number }) {
  const season = useChildAttendance(registrationId);
  return (
    <section className={ui.card} aria-labelledby="child-attendance" data-testid="child-attendance">
      <h2 id="child-attendance" className={ui.cardTitle}>
        {T.seasonTitle}
      </h2>
      {season.isError ? <p className={css.muted}>{T.loadFailed}</p> : null}
      {season.data ? (
        season.data.events.length === 0 ? (
          <p className={css.muted}>{T.noMarks}</p>
        ) : (
          <>
            <p className={css.summary}>{T.seasonSummary(season.data.totals)}</p>
            <ul className={css.list}>
              {season.data.events.map((e) => (
                <li key={e.event_id}>
                  {formatDateTime(e.starts_at)} · {e.title}: <strong>{e.attended ? T.present : T.absent}</strong>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </section>
  );
}
