import type { ComponentProps } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EVENT_SCREEN } from '@academy/contract/calendar-admin-constants';
import { EVENT_MESSAGES, type EventResultInput, type SquadEvent } from '@academy/contract/event';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { SaveActions, recordOptions } from '../../../components/admin/form-controls';
import { AdminAlert } from '../../../components/admin/alert';
import ui from '../../../components/admin/ui.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useSendForm } from '../../../hooks/use-form-send';
import { formatDateTime } from '../../../lib/format-date';
import { useReportPosts, useRoster, useSaveResult } from '../api/events';
import css from './calendar.module.css';

const R = EVENT_SCREEN.result;
const look = ADMIN_FIELD_LOOK;
const goals = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ error: EVENT_MESSAGES.goalsRequired })
    .int(EVENT_MESSAGES.goalsRequired)
    .min(0, EVENT_MESSAGES.goalsRequired)
    .max(99, EVENT_MESSAGES.goalsRequired),
);
const FormSchema = z.object({
  goals_for: goals,
  goals_against: goals,
  report_post_id: z.string(),
  /** Goals per child of the roster, by registration id; 0 or empty: none. */
  scorers: z.record(z.string(), z.union([z.literal(''), goals])),
});
type FormIn = z.input<typeof FormSchema>;
type FormOut = z.output<typeof FormSchema>;
const FIELDS = ['goals_for', 'goals_against', 'report_post_id'] as const;

const inputOf = (v: FormOut): EventResultInput => ({
  goals_for: v.goals_for,
  goals_against: v.goals_against,
  report_post_id: v.report_post_id ? Number(v.report_post_id) : null,
  scorers: Object.entries(v.scorers)
    .filter(([, n]) => typeof n === 'number' && n > 0)
    .map(([id, n]) => ({ registration_id: Number(id), goals: n as number })),
});

/** A number of goals, 0 to 99: each side's score and each scorer's goals. */
function GoalsField(props: Omit<ComponentProps<typeof TextField>, 'look' | 'type' | 'inputMode' | 'min' | 'max'>) {
  return <TextField look={look} type="number" inputMode="numeric" min={0} max={99} {...props} />;
}

/** A match's or tournament's result, once it has started: the score, the report post, the scorers from the squad's roster. */
export function ResultForm({ event, onSaved }: { event: SquadEvent; onSaved: (message: string) => void }) {
  const save = useSaveResult(event.id);
  const roster = useRoster(event.squad_id);
  const posts = useReportPosts();
  const defaults: FormIn = {
    goals_for: event.result?.goals_for ?? '',
    goals_against: event.result?.goals_against ?? '',
    report_post_id: event.result?.report_post_id ? String(event.result.report_post_id) : '',
    // Editing a result starts from the scorers entered (GET /api/events/{id} carries them).
    scorers: Object.fromEntries((event.result?.scorers ?? []).map((sc) => [String(sc.registration_id), sc.goals])),
  };
  const { register, handleSubmit, formState, sending, send } = useSendForm(zodResolver(FormSchema), defaults, save, { fields: FIELDS, fallback: R.saveFailed });
  const errors = formState.errors;
  return (
    <form
      className={`${ui.card} ${ui.form}`}
      noValidate
      onSubmit={handleSubmit((v) => send(inputOf(v), () => onSaved(R.saved)))}
      aria-labelledby="result-title"
      data-testid="event-result"
    >
      <h2 id="result-title" className={ui.cardTitle}>
        {R.title}
      </h2>
      {event.result ? <p className={ui.hint}>{R.entered(formatDateTime(event.result.entered_at))}</p> : null}
      <AdminAlert tone="error">{sending.failure}</AdminAlert>
      <div className={css.formRow}>
        <GoalsField label={R.goalsFor} error={errors.goals_for?.message} {...register('goals_for')} />
        <GoalsField label={R.goalsAgainst} error={errors.goals_against?.message} {...register('goals_against')} />
      </div>
      <SelectField
        // Mounted again once the posts are there, so the report entered is shown selected (its option did not exist before).
        key={posts.data ? 'posts' : 'loading'}
        label={R.report}
        look={look}
        placeholder={R.noReport}
        {...recordOptions(posts.data ?? [], (p) => p.title)}
        error={errors.report_post_id?.message}
        {...register('report_post_id')}
      />
      {roster.data?.length ? (
        <fieldset className={css.scorers}>
          <legend>{R.scorers}</legend>
          {roster.data.map((p) => {
            const name = `${p.first_name} ${p.last_name}`.trim();
            return (
              <GoalsField key={p.registration_id} label={name} aria-label={R.scorerGoals(name)} placeholder="0" {...register(`scorers.${p.registration_id}`)} />
            );
          })}
        </fieldset>
      ) : null}
      <SaveActions busy={sending.busy} busyLabel={R.saving}>
        {R.save}
      </SaveActions>
    </form>
  );
}
