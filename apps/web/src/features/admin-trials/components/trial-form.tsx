import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ADMIN_AGE_RANGE, PUBLIC_AGE_RANGE } from '@academy/contract/registration-constants';
import { TRIAL_CAPACITY_MAX, TRIAL_MESSAGES, TRIAL_SCREEN, TrialInputSchema, type Trial } from '@academy/contract/trial';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import ui from '../../../components/admin/ui.module.css';
import { AdminCardForm, NumberFields, type NumberFieldDef } from '../../../components/admin/form-controls';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { useSendForm } from '../../../hooks/use-form-send';
import { timeZone } from '../../../lib/format-date';
import { useSaveTrial } from '../api/save-trial';
import { isoToLocal, localToIso } from './trial-time';
import css from './trials.module.css';

/** The time is picked on the academy's clock (datetime-local, docs/decisions/050); the contract's own rule checks the instant it stands for. */
const FormSchema = TrialInputSchema.safeExtend({ starts_at: z.string().transform(localToIso).pipe(TrialInputSchema.shape.starts_at) });
type FormIn = z.input<typeof FormSchema>;
type FormOut = z.output<typeof FormSchema>;
const FIELDS = ['starts_at', 'location', 'min_age', 'max_age', 'capacity', 'notes'] as const;
const F = TRIAL_SCREEN.fields;
const look = ADMIN_FIELD_LOOK;
/** The number fields, in a row: each with its bounds. */
const NUMBERS: NumberFieldDef<FormIn>[] = [
  { name: 'min_age', label: F.min_age, ...ADMIN_AGE_RANGE },
  { name: 'max_age', label: F.max_age, ...ADMIN_AGE_RANGE },
  { name: 'capacity', label: F.capacity, min: 1, max: TRIAL_CAPACITY_MAX },
];

/** Creates a session, or edits `trial`; a new time must be ahead (the server says so under the field otherwise). */
export function TrialForm({ trial, onSaved, onClose }: { trial: Trial | null; onSaved: (trial: Trial, created: boolean) => void; onClose: () => void }) {
  const save = useSaveTrial();
  const defaults: FormIn = {
    starts_at: trial ? isoToLocal(trial.starts_at) : '',
    location: trial?.location ?? '',
    min_age: trial?.min_age ?? PUBLIC_AGE_RANGE.min,
    max_age: trial?.max_age ?? PUBLIC_AGE_RANGE.max,
    capacity: trial?.capacity ?? 20,
    notes: trial?.notes ?? '',
  };
  const { register, handleSubmit, formState, sending, send } = useSendForm(zodResolver(FormSchema), defaults, save, {
    fields: FIELDS,
    fallback: TRIAL_MESSAGES.saveFailed,
  });
  const errors = formState.errors;

  const onValid = (values: FormOut) => {
    send({ id: trial?.id ?? null, input: values }, (saved) => onSaved(saved, trial === null));
  };

  return (
    <AdminCardForm
      id="trial-form-title"
      title={trial ? TRIAL_SCREEN.editSession : TRIAL_SCREEN.newSession}
      onSubmit={handleSubmit(onValid)}
      sending={sending}
      onClose={onClose}
      texts={{ submit: trial ? TRIAL_SCREEN.save : TRIAL_SCREEN.create, busy: TRIAL_SCREEN.saving, close: TRIAL_SCREEN.close }}
    >
      <div className={ui.formGrid}>
        <TextField
          label={F.starts_at}
          look={look}
          type="datetime-local"
          hint={TRIAL_SCREEN.timeHint(timeZone())}
          error={errors.starts_at?.message}
          {...register('starts_at')}
        />
        <TextField label={F.location} look={look} autoComplete="off" error={errors.location?.message} {...register('location')} />
      </div>
      <div className={css.numbers}>
        <NumberFields fields={NUMBERS} register={register} errors={errors} />
      </div>
      <TextAreaField label={F.notes} look={look} rows={3} error={errors.notes?.message} {...register('notes')} />
    </AdminCardForm>
  );
}
