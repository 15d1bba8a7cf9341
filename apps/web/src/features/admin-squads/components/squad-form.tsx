import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ADMIN_AGE_RANGE } from '@academy/contract/registration-constants';
import { SQUAD_CAPACITY_MAX, SQUAD_MESSAGES, SQUAD_SCREEN, SquadInputSchema, type Squad } from '@academy/contract/squad';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { SubmitButton } from '../../../components/admin/form-controls';
import ui from '../../../components/admin/ui.module.css';
import { TextField } from '../../../components/ui/form-field';
import { useFormSend } from '../../../hooks/use-form-send';
import { useCoachAccounts, useSaveSquad } from '../api/squads';
import css from './squads.module.css';

type FormIn = z.input<typeof SquadInputSchema>;
type FormOut = z.output<typeof SquadInputSchema>;
const FIELDS = ['name', 'season', 'min_age', 'max_age', 'capacity', 'coach_ids'] as const;
const S = SQUAD_SCREEN;
const look = ADMIN_FIELD_LOOK;

/** The season a new squad is for: from August, the one starting this year ("2026/27"). */
const currentSeason = (now = new Date()) => {
  const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
};

/** Creates a squad, or edits `squad` and its coaches (capacity below the places taken: the server says so under the field). */
export function SquadForm({ squad, onSaved, onClose }: { squad: Squad | null; onSaved: (squad: Squad, created: boolean) => void; onClose: () => void }) {
  const save = useSaveSquad();
  const accounts = useCoachAccounts();
  const [coachIds, setCoachIds] = useState<number[]>(squad?.coaches.map((c) => c.id) ?? []);
  const { register, handleSubmit, setError, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SquadInputSchema),
    defaultValues: {
      name: squad?.name ?? '',
      season: squad?.season ?? currentSeason(),
      min_age: squad?.min_age ?? 10,
      max_age: squad?.max_age ?? 11,
      capacity: squad?.capacity ?? 16,
    },
  });
  const { failure, send } = useFormSend(save, { setError, fields: FIELDS, fallback: SQUAD_MESSAGES.saveFailed });
  const errors = formState.errors;
  const toggle = (id: number) => setCoachIds((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));

  const onValid = (values: FormOut) => {
    send({ id: squad?.id ?? null, input: { ...values, coach_ids: coachIds } }, (saved) => onSaved(saved, squad === null));
  };

  return (
    <form className={`${ui.card} ${ui.form}`} noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="squad-form-title">
      <h2 id="squad-form-title" className={ui.cardTitle}>
        {squad ? S.editSquad : S.newSquad}
      </h2>
      <AdminAlert tone="error">{failure}</AdminAlert>
      <div className={ui.formGrid}>
        <TextField label={S.name} look={look} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField label={S.seasonLabel} look={look} autoComplete="off" hint={S.seasonHint} error={errors.season?.message} {...register('season')} />
      </div>
      <div className={css.numbers}>
        {(['min_age', 'max_age'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'min_age' ? S.minAge : S.maxAge}
            look={look}
            type="number"
            inputMode="numeric"
            min={ADMIN_AGE_RANGE.min}
            max={ADMIN_AGE_RANGE.max}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
        <TextField
          label={S.capacityLabel}
          look={look}
          type="number"
          inputMode="numeric"
          min={1}
          max={SQUAD_CAPACITY_MAX}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </div>
      <fieldset className={css.coaches}>
        <legend>{S.coaches}</legend>
        {(accounts.data ?? []).map((u) => (
          <label key={u.id} className={css.coach}>
            <input type="checkbox" checked={coachIds.includes(u.id)} onChange={() => toggle(u.id)} />
            {u.name}
          </label>
        ))}
        {accounts.isSuccess && accounts.data.length === 0 ? <p className={css.muted}>{S.noCoaches}</p> : null}
      </fieldset>
      <div className={ui.actions}>
        <SubmitButton busy={save.isPending} busyLabel={S.saving}>
          {squad ? S.save : S.create}
        </SubmitButton>
        <button type="button" className={ui.btn} onClick={onClose} disabled={save.isPending}>
          {S.close}
        </button>
      </div>
    </form>
  );
}
