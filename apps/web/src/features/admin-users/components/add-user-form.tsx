import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ROLES, ROLE_LABELS } from '@academy/contract/auth-constants';
import { USER_PASSWORD_MODES, USERS_PAGE, UserInputSchema, type UserAccount } from '@academy/contract/users';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import ui from '../../../components/admin/ui.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { applyServerErrors, fieldsOf } from '../../../lib/form-errors';
import { useCreateUser } from '../api/create-user';
import css from './users.module.css';

type FormIn = z.input<typeof UserInputSchema>;
type FormOut = z.output<typeof UserInputSchema>;

const F = USERS_PAGE.form;
const DEFAULTS: FormIn = { name: '', email: '', role: 'editor', password_mode: 'password', password: '' };
const FIELDS = fieldsOf(DEFAULTS);

/** Add a user: name, email, role, and an initial password or a mailed set-password link. */
export function AddUserForm({ onAdded, onCancel }: { onAdded: (user: UserAccount, mode: FormOut['password_mode']) => void; onCancel: () => void }) {
  const create = useCreateUser();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(UserInputSchema),
    defaultValues: DEFAULTS,
  });
  const errors = formState.errors;
  const mode = useWatch({ control, name: 'password_mode' });

  const onValid = (values: FormOut) => {
    setAlert(null);
    const body = values.password_mode === 'link' ? { ...values, password: undefined } : values;
    create.mutate(body, {
      onSuccess: (user) => onAdded(user, values.password_mode),
      onError: (e) => setAlert(applyServerErrors(e, setError, FIELDS, F.failed)),
    });
  };

  return (
    <form className={css.form} onSubmit={handleSubmit(onValid)} noValidate aria-label={F.title}>
      {alert ? <AdminAlert tone="error">{alert}</AdminAlert> : null}
      <TextField label={F.name} autoComplete="off" error={errors.name?.message} look={ADMIN_FIELD_LOOK} {...register('name')} />
      <TextField label={F.email} type="email" autoComplete="off" error={errors.email?.message} look={ADMIN_FIELD_LOOK} {...register('email')} />
      <SelectField
        label={F.role}
        options={ROLES}
        optionLabel={(r) => ROLE_LABELS[r]}
        placeholder=""
        error={errors.role?.message}
        look={ADMIN_FIELD_LOOK}
        {...register('role')}
      />
      <fieldset className={css.modes}>
        <legend className={ui.label}>{F.mode}</legend>
        {USER_PASSWORD_MODES.map((m) => (
          <label key={m} className={css.mode}>
            <input type="radio" value={m} {...register('password_mode')} />
            {F.modes[m]}
          </label>
        ))}
      </fieldset>
      {mode === 'password' ? (
        <TextField
          label={F.password}
          type="password"
          autoComplete="new-password"
          hint={F.passwordHint}
          error={errors.password?.message}
          look={ADMIN_FIELD_LOOK}
          {...register('password')}
        />
      ) : (
        <p className={ui.hint}>{F.linkHint}</p>
      )}
      <div className={ui.actions}>
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={create.isPending}>
          {create.isPending ? 'Saving...' : F.submit}
        </button>
        <button type="button" className={ui.btn} onClick={onCancel}>
          {F.cancel}
        </button>
      </div>
    </form>
  );
}
