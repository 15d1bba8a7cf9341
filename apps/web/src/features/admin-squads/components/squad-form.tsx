import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ADMIN_AGE_RANGE } from '@academy/contract/registration-constants';
import { SQUAD_CAPACITY_MAX, SQUAD_MESSAGES, SQUAD_SCREEN, SquadInputSchema, type Squad } from '@academy/contract/squad';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminCardForm, NumberFields, type NumberFieldDef } from '../../../components/admin/form-controls';
import ui from '../../../components/admin/ui.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { AVAILABILITY_DEFAULTS, DEFAULT_REMINDER_HOURS } from '@academy/contract/availability-constants';
import { useSendForm } from '../../../hooks/use-form-send';
import { useCoachAccounts, useSaveSquad } from '../api/squads';
import css from './squads.module.css';

type FormIn = z.input<typeof SquadInputSchema>;
type FormOut = z.output<typeof SquadInputSchema>;
const FIELDS = ['name', 'season', 'min_age', 'max_age', 'capacity', 'coach_ids', 'availability_default', 'reminder_hours'] as const;
const S = SQUAD_SCREEN;
const look = ADMIN_FIELD_LOOK;
/** The number fields, in a row: each with its bounds. */
const NUMBERS: NumberFieldDef<FormIn>[] = [
  { name: 'min_age', label: S.minAge, ...ADMIN_AGE_RANGE },
  { name: 'max_age', label: S.maxAge, ...ADMIN_AGE_RANGE },
  { name: 'capacity', label: S.capacityLabel, min: 1, max: SQUAD_CAPACITY_MAX },
];

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
  const defaults: FormIn = {
    name: squad?.name ?? '',
    season: squad?.season ?? currentSeason(),
    min_age: squad?.min_age ?? 10,
    max_age: squad?.max_age ?? 11,
    capacity: squad?.capacity ?? 16,
    availability_default: squad?.availability_default ?? 'asking',
    reminder_hours: (squad?.reminder_hours ?? DEFAULT_REMINDER_HOURS).join(', '),
  };
  const { register, handleSubmit, formState, sending, send } = useSendForm(zodResolver(SquadInputSchema), defaults, save, {
    fields: FIELDS,
    fallback: SQUAD_MESSAGES.saveFailed,
  });
  const errors = formState.errors;
  const toggle = (id: number) => setCoachIds((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));

  const onValid = (values: FormOut) => {
    send({ id: squad?.id ?? null, input: { ...values, coach_ids: coachIds } }, (saved) => onSaved(saved, squad === null));
  };

  return (
    <AdminCardForm
      id="squad-form-title"
      title={squad ? S.editSquad : S.newSquad}
      onSubmit={handleSubmit(onValid)}
      sending={sending}
      onClose={onClose}
      texts={{ submit: squad ? S.save : S.create, busy: S.saving, close: S.close }}
    >
      <div className={ui.formGrid}>
        <TextField label={S.name} look={look} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField label={S.seasonLabel} look={look} autoComplete="off" hint={S.seasonHint} error={errors.season?.message} {...register('season')} />
      </div>
      <div className={css.numbers}>
        <NumberFields fields={NUMBERS} register={register} errors={errors} />
      </div>
      {/* Availability before each event, and the reminders to families that have not answered (docs/decisions/040). */}
      <fieldset className={css.availability}>
        <legend>{S.availability}</legend>
        <SelectField
          label={S.availabilityDefaultLabel}
          look={look}
          options={AVAILABILITY_DEFAULTS}
          optionLabel={(o) => S.availabilityDefaults[o]}
          error={errors.availability_default?.message}
          {...register('availability_default')}
        />
        <TextField
          label={S.reminderHoursLabel}
          look={look}
          inputMode="numeric"
          autoComplete="off"
          hint={S.reminderHoursHint}
          error={errors.reminder_hours?.message}
          {...register('reminder_hours')}
        />
      </fieldset>
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
    </AdminCardForm>
  );
}
