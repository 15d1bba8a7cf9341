import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EVENT_FORM, SERIES_SCOPE } from '@academy/contract/calendar-admin-constants';
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_MESSAGES,
  HOME_AWAY,
  type EventInput,
  type EventScope,
  type EventUpdate,
  type SquadEvent,
  type SquadEventCreated,
} from '@academy/contract/event';
import type { Squad } from '@academy/contract/squad';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminDialogForm, recordOptions } from '../../../components/admin/form-controls';
import ui from '../../../components/admin/ui.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useSendForm } from '../../../hooks/use-form-send';
import { academyInstant, academyWallClock } from '../../../lib/academy-clock';
import { timeZone } from '../../../lib/format-date';
import { useSaveEvent } from '../api/events';
import { SeriesScopeChoice } from './series-scope-dialog';
import css from './calendar.module.css';

const M = EVENT_MESSAGES;
const F = EVENT_FORM.fields;
const look = ADMIN_FIELD_LOOK;
const time = (message: string) => z.string().regex(/^\d{2}:\d{2}$/, message);

/** The form's fields: a day and times on the academy's clock (lib/academy-clock.ts), turned into the contract's instants on send. */
const FormSchema = z
  .object({
    kind: z.enum(EVENT_KINDS, { error: M.kindRequired }),
    squad_id: z.string().min(1, EVENT_FORM.squadRequired),
    date: z.iso.date({ error: EVENT_FORM.dateRequired }),
    start: time(M.startsAtRequired),
    end: time(M.endsAtRequired),
    meet: z.union([z.literal(''), time(EVENT_FORM.timeRequired)]),
    venue_name: z.string().trim().min(1, M.venueNameRequired).max(120),
    venue_address: z.string().trim().min(1, M.venueAddressRequired).max(300),
    opponent: z.string().trim().max(120),
    home_away: z.enum(['', ...HOME_AWAY]),
    competition: z.string().trim().max(120),
    weekly_until: z.union([z.literal(''), z.iso.date({ error: M.weeklyUntilRequired })]),
  })
  .refine((v) => v.end > v.start, { path: ['end'], message: M.endsAfterStart })
  .refine((v) => v.meet === '' || v.meet <= v.start, { path: ['meet'], message: M.meetBeforeStart });
type FormValues = z.infer<typeof FormSchema>;
const FIELDS = [
  'kind',
  'squad_id',
  'date',
  'start',
  'end',
  'meet',
  'venue_name',
  'venue_address',
  'opponent',
  'home_away',
  'competition',
  'weekly_until',
] as const;

const instants = (v: FormValues) => ({
  starts_at: academyInstant(v.date, v.start),
  ends_at: academyInstant(v.date, v.end),
  meet_at: v.meet ? academyInstant(v.date, v.meet) : null,
});

/** A new event's fields, as POST /api/squads/:id/events takes them. */
function inputOf(v: FormValues): EventInput {
  const match = v.kind !== 'training';
  return {
    kind: v.kind,
    ...instants(v),
    venue: { name: v.venue_name, address: v.venue_address },
    ...(match ? { opponent: v.opponent || null, home_away: v.home_away || null, competition: v.competition || null } : {}),
    ...(!match && v.weekly_until ? { recurrence: { weekly_until: v.weekly_until } } : {}),
  };
}

/** What an edit changed, and only that: a "following" edit applies each field it names to the later sessions (docs/decisions/042). */
function updateOf(e: SquadEvent, v: FormValues): EventUpdate {
  const next = instants(v);
  const match = v.kind !== 'training';
  const update: EventUpdate = {};
  if (v.kind !== e.kind) update.kind = v.kind;
  if (Date.parse(next.starts_at) !== Date.parse(e.starts_at) || Date.parse(next.ends_at) !== Date.parse(e.ends_at)) {
    update.starts_at = next.starts_at;
    update.ends_at = next.ends_at;
  }
  if ((next.meet_at && Date.parse(next.meet_at)) !== (e.meet_at && Date.parse(e.meet_at))) update.meet_at = next.meet_at;
  if (v.venue_name !== e.venue.name || v.venue_address !== e.venue.address) update.venue = { name: v.venue_name, address: v.venue_address };
  const opponent = match ? v.opponent || null : null;
  const homeAway = match ? v.home_away || null : null;
  const competition = match ? v.competition || null : null;
  if (opponent !== e.opponent) update.opponent = opponent;
  if (homeAway !== e.home_away) update.home_away = homeAway;
  if (competition !== e.competition) update.competition = competition;
  return update;
}

function defaultsOf(event: SquadEvent | null, day: string, squadId: string): FormValues {
  if (!event) {
    return {
      kind: 'training',
      squad_id: squadId,
      date: day,
      start: '18:00',
      end: '19:30',
      meet: '',
      venue_name: '',
      venue_address: '',
      opponent: '',
      home_away: '',
      competition: '',
      weekly_until: '',
    };
  }
  const start = academyWallClock(event.starts_at);
  return {
    kind: event.kind,
    squad_id: String(event.squad_id),
    date: start.day,
    start: start.time,
    end: academyWallClock(event.ends_at).time,
    meet: event.meet_at ? academyWallClock(event.meet_at).time : '',
    venue_name: event.venue.name,
    venue_address: event.venue.address,
    opponent: event.opponent ?? '',
    home_away: event.home_away ?? '',
    competition: event.competition ?? '',
    weekly_until: '',
  };
}

/**
 * Creates an event (`day` and the squad filled in), or edits `event`. An occurrence of a weekly
 * series asks "this event only" or "this and all following events" before it is sent.
 */
export function EventForm({
  event,
  day = '',
  squads,
  squadId = '',
  onClose,
  onSaved,
}: {
  event: SquadEvent | null;
  day?: string;
  squads: readonly Squad[];
  squadId?: string;
  onClose: () => void;
  onSaved: (message: string, saved: SquadEvent) => void;
}) {
  const save = useSaveEvent();
  const { register, handleSubmit, formState, watch, sending, send } = useSendForm(zodResolver(FormSchema), defaultsOf(event, day, squadId), save, {
    fields: FIELDS,
    fallback: EVENT_FORM.saveFailed,
  });
  const [asking, setAsking] = useState<EventUpdate | null>(null);
  const errors = formState.errors;
  const kind = watch('kind');

  const sendUpdate = (e: SquadEvent, update: EventUpdate, scope: EventScope) =>
    send({ id: e.id, update: { ...update, scope } }, (saved) => {
      setAsking(null);
      onSaved(EVENT_FORM.saved, saved);
    });
  const onValid = (values: FormValues) => {
    if (!event) {
      send({ squadId: Number(values.squad_id), input: inputOf(values) }, (saved) =>
        onSaved(EVENT_FORM.created((saved as SquadEventCreated).occurrence_ids?.length ?? 1), saved),
      );
      return;
    }
    const update = updateOf(event, values);
    if (event.series_id !== null) setAsking(update);
    else sendUpdate(event, update, 'one');
  };

  if (asking && event) {
    return (
      <SeriesScopeChoice
        question={SERIES_SCOPE.editTitle}
        message={SERIES_SCOPE.message}
        busy={sending.busy}
        failure={sending.failure}
        onChoose={(scope) => sendUpdate(event, asking, scope)}
        onCancel={() => setAsking(null)}
      />
    );
  }
  return (
    <>
      <AdminDialogForm
        onSubmit={handleSubmit(onValid)}
        sending={sending}
        onCancel={onClose}
        texts={{ cancel: EVENT_FORM.close, submit: event ? EVENT_FORM.save : EVENT_FORM.create, busy: EVENT_FORM.saving }}
        testId="event-form"
      >
        <p className={ui.hint}>{EVENT_FORM.timeHint(timeZone())}</p>
        <div className={css.formRow}>
          <SelectField
            label={F.kind}
            look={look}
            options={EVENT_KINDS}
            optionLabel={(k) => EVENT_KIND_LABELS[k]}
            error={errors.kind?.message}
            {...register('kind')}
          />
          <SelectField
            label={F.squad}
            look={look}
            {...recordOptions(squads, (s) => `${s.name} ${s.season}`)}
            disabled={event !== null}
            error={errors.squad_id?.message}
            {...register('squad_id')}
          />
        </div>
        <TextField label={F.date} look={look} type="date" error={errors.date?.message} {...register('date')} />
        <div className={css.formRow}>
          <TextField label={F.start} look={look} type="time" error={errors.start?.message} {...register('start')} />
          <TextField label={F.end} look={look} type="time" error={errors.end?.message} {...register('end')} />
          <TextField label={F.meet} look={look} type="time" hint={EVENT_FORM.meetHint} error={errors.meet?.message} {...register('meet')} />
        </div>
        <TextField label={F.venueName} look={look} autoComplete="off" error={errors.venue_name?.message} {...register('venue_name')} />
        <TextField label={F.venueAddress} look={look} autoComplete="off" error={errors.venue_address?.message} {...register('venue_address')} />
        {kind !== 'training' ? (
          <>
            <TextField label={F.opponent} look={look} autoComplete="off" error={errors.opponent?.message} {...register('opponent')} />
            <div className={css.formRow}>
              <SelectField
                label={F.homeAway}
                look={look}
                options={HOME_AWAY}
                optionLabel={(h) => EVENT_FORM.homeAwayLabels[h]}
                placeholder="—"
                error={errors.home_away?.message}
                {...register('home_away')}
              />
              <TextField label={F.competition} look={look} autoComplete="off" error={errors.competition?.message} {...register('competition')} />
            </div>
          </>
        ) : null}
        {kind === 'training' && !event ? (
          <TextField
            label={F.weeklyUntil}
            look={look}
            type="date"
            hint={EVENT_FORM.weeklyHint}
            error={errors.weekly_until?.message}
            {...register('weekly_until')}
          />
        ) : null}
      </AdminDialogForm>
    </>
  );
}
