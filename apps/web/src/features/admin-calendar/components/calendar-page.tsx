import { useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { adminHref } from '@academy/contract/admin-paths';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { CALENDAR_DAY_CHIPS, CALENDAR_SCREEN, CALENDAR_VIEWS, EVENT_FORM, type CalendarView } from '@academy/contract/calendar-admin-constants';
import { eventTitle, type SquadEvent } from '@academy/contract/event';
import type { Squad } from '@academy/contract/squad';
import { AdminPage } from '../../../components/admin/admin-page';
import { useIsAdmin } from '../../../components/admin/admin-role';
import { AdminAlert } from '../../../components/admin/alert';
import { FilterSelect } from '../../../components/admin/filter-select';
import { AdminModal } from '../../../components/admin/modal';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import ui from '../../../components/admin/ui.module.css';
import { academyInstant, academyToday, academyWallClock, addDays, addMonths, dayLabel, isDay, monthWeeks, weekDays } from '../../../lib/academy-clock';
import { timeZone } from '../../../lib/format-date';
import { readerZoneDiffers, withZoneName, zoneNameAt } from '../../../lib/zone-name';
import { useCalendarSquads, useEventWindow } from '../api/events';
import { EventForm } from './event-form';
import { squadColour } from './squad-colour';
import css from './calendar.module.css';

const C = CALENDAR_SCREEN;

type Place = { view: CalendarView; date: string; squad: string };

/** The calendar's place from the address (`?view=week&date=2026-11-30&squad=3`): Back and reload keep it. */
function usePlace(): [Place, (next: Partial<Place>) => void] {
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const place: Place = {
    view: params.get('view') === 'week' ? 'week' : 'month',
    date: isDay(date) ? date : academyToday(),
    squad: params.get('squad') ?? '',
  };
  const go = (next: Partial<Place>) => {
    const merged = { ...place, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '')));
  };
  return [place, go];
}

/** The events of each day of the academy's clock, in time order. */
function byDay(events: readonly SquadEvent[]): Map<string, SquadEvent[]> {
  const days = new Map<string, SquadEvent[]>();
  for (const e of events) {
    const day = academyWallClock(e.starts_at).day;
    days.set(day, [...(days.get(day) ?? []), e]);
  }
  return days;
}

/** An event as a coloured chip linking to its screen: its time and title, struck through when cancelled. */
function EventChip({ event, squads, long = false }: { event: SquadEvent; squads: Map<number, Squad>; long?: boolean }) {
  const squad = squads.get(event.squad_id)?.name ?? '';
  const title = eventTitle(event, squad);
  const cancelled = event.status === 'cancelled';
  const time = academyWallClock(event.starts_at).time;
  const end = academyWallClock(event.ends_at).time;
  return (
    <Link
      to={adminHref('event', { id: event.id })}
      className={`${css.chip} ${cancelled ? css.cancelled : ''}`}
      style={{ '--squad': squadColour(event.squad_id) } as CSSProperties}
      data-testid="calendar-event"
      data-status={event.status}
    >
      <span className={css.chipTime}>{long ? withZoneName(`${time}–${end}`, event.starts_at) : time}</span> <span className={css.chipTitle}>{title}</span>
      {long ? <span className={css.chipVenue}>{event.venue.name}</span> : null}
      {cancelled ? <span className={ui.srOnly}>, {C.cancelledBadge}</span> : null}
    </Link>
  );
}

function MonthView({
  date,
  days,
  squads,
  onAdd,
  onMore,
}: {
  date: string;
  days: Map<string, SquadEvent[]>;
  squads: Map<number, Squad>;
  onAdd: ((day: string) => void) | null;
  onMore: (day: string) => void;
}) {
  const today = academyToday();
  const month = date.slice(0, 7);
  return (
    <table className={css.month} data-testid="calendar-month">
      <caption className={ui.srOnly}>{dayLabel(date, 'month')}</caption>
      <thead>
        <tr>
          {C.weekdays.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(date).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const events = days.get(day) ?? [];
              const shown = events.length > CALENDAR_DAY_CHIPS ? events.slice(0, CALENDAR_DAY_CHIPS - 1) : events;
              const label = dayLabel(day, 'long');
              return (
                <td key={day} className={`${css.day} ${day.startsWith(month) ? '' : css.otherMonth} ${day === today ? css.today : ''}`} data-day={day}>
                  {onAdd ? (
                    <button type="button" className={css.dayNumber} onClick={() => onAdd(day)} aria-label={C.addOn(label)}>
                      {Number(day.slice(8))}
                    </button>
                  ) : (
                    <span className={css.dayNumber} aria-label={label}>
                      {Number(day.slice(8))}
                    </span>
                  )}
                  <ul className={css.chips} aria-label={C.dayEvents(label)}>
                    {shown.map((e) => (
                      <li key={e.id}>
                        <EventChip event={e} squads={squads} />
                      </li>
                    ))}
                  </ul>
                  {events.length > shown.length ? (
                    <button
                      type="button"
                      className={css.more}
                      onClick={() => onMore(day)}
                      aria-label={`${C.more(events.length - shown.length)}: ${C.dayEvents(label)}`}
                    >
                      {C.more(events.length - shown.length)}
                    </button>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A week: its days as columns on a wide screen, one after the other (an agenda) on a phone. */
function WeekView({
  date,
  days,
  squads,
  onAdd,
}: {
  date: string;
  days: Map<string, SquadEvent[]>;
  squads: Map<number, Squad>;
  onAdd: ((day: string) => void) | null;
}) {
  const today = academyToday();
  return (
    <ol className={css.week} data-testid="calendar-week">
      {weekDays(date).map((day) => {
        const events = days.get(day) ?? [];
        const label = dayLabel(day, 'weekday');
        return (
          <li key={day} className={`${css.weekDay} ${day === today ? css.today : ''}`} data-day={day} aria-labelledby={`day-${day}`}>
            <div className={css.weekDayHead}>
              <h2 id={`day-${day}`} className={css.weekDayTitle}>
                {label}
              </h2>
              {onAdd ? (
                <button type="button" className={css.addDay} onClick={() => onAdd(day)} aria-label={C.addOn(dayLabel(day, 'long'))}>
                  <Plus size={16} aria-hidden="true" />
                </button>
              ) : null}
            </div>
            {events.length ? (
              <ul className={css.chips}>
                {events.map((e) => (
                  <li key={e.id}>
                    <EventChip event={e} squads={squads} long />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css.none}>{C.noEvents}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** /calendar: every squad's events by month or week (docs/decisions/042); an administrator adds an event from a day or the "New event" button. */
export default function CalendarPage() {
  const [place, go] = usePlace();
  const isAdmin = useIsAdmin();
  const notice = useNotice();
  const squads = useCalendarSquads();
  const [adding, setAdding] = useState<string | null>(null);
  const days = place.view === 'month' ? monthWeeks(place.date).flat() : weekDays(place.date);
  const from = academyInstant(days[0]!, '00:00');
  const to = academyInstant(addDays(days[days.length - 1]!, 1), '00:00');
  const events = useEventWindow(from, to, place.squad);
  const squadList = squads.data ?? [];
  const squadById = new Map(squadList.map((s) => [s.id, s]));
  const eventsByDay = byDay(events.data ?? []);
  const step = (n: number) => go({ date: place.view === 'month' ? addMonths(place.date, n) : addDays(place.date, 7 * n) });
  const heading = place.view === 'month' ? dayLabel(place.date, 'month') : C.weekOf(dayLabel(days[0]!, 'short'), dayLabel(days[days.length - 1]!, 'short'));
  const onAdd = isAdmin ? notice.clearing((day: string) => setAdding(day)) : null;

  return (
    <AdminPage
      title={adminScreenHeading('calendar')}
      subtitle={<span aria-live="polite">{heading}</span>}
      actions={
        isAdmin ? (
          <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={() => onAdd?.(place.date)}>
            <Plus size={18} aria-hidden="true" />
            {C.newEvent}
          </button>
        ) : null
      }
    >
      <div className={css.toolbar}>
        <div className={css.nav}>
          <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => step(-1)} aria-label={C.previous[place.view]}>
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => go({ date: academyToday() })}>
            {C.today}
          </button>
          <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => step(1)} aria-label={C.next[place.view]}>
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
        <div className={css.views} role="group" aria-label={C.viewLabel}>
          {CALENDAR_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              className={`${ui.btn} ${ui.small} ${place.view === view ? ui.primary : ''}`}
              aria-pressed={place.view === view}
              onClick={() => go({ view })}
            >
              {C.views[view]}
            </button>
          ))}
        </div>
        <FilterSelect
          id="calendar-squad"
          label={C.squadFilter}
          allLabel={C.allSquads}
          value={place.squad}
          options={squadList.map((s) => String(s.id))}
          labels={Object.fromEntries(squadList.map((s) => [String(s.id), `${s.name} ${s.season}`]))}
          onChange={(squad) => go({ squad })}
          inline
        />
      </div>
      {readerZoneDiffers(from) ? (
        <p className={ui.hint} data-testid="calendar-zone">
          {C.zoneNote(timeZone(), zoneNameAt(from))}
        </p>
      ) : null}
      <AdminNotice notice={notice.notice} />
      {events.isError ? <AdminAlert tone="error">{C.loadFailed}</AdminAlert> : null}
      {place.view === 'month' ? (
        <MonthView date={place.date} days={eventsByDay} squads={squadById} onAdd={onAdd} onMore={(day) => go({ view: 'week', date: day })} />
      ) : (
        <WeekView date={place.date} days={eventsByDay} squads={squadById} onAdd={onAdd} />
      )}
      {adding !== null ? (
        <AdminModal title={EVENT_FORM.newTitle} onClose={() => setAdding(null)}>
          <EventForm
            event={null}
            day={adding}
            squads={squadList}
            squadId={place.squad}
            onClose={() => setAdding(null)}
            onSaved={(message) => {
              setAdding(null);
              notice.success(message);
            }}
          />
        </AdminModal>
      ) : null}
    </AdminPage>
  );
}
