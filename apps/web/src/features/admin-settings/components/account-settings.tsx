import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_RULE_HINT, ProfileFormSchema, type User } from '@academy/contract/auth';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { SubmitButton } from '../../../components/admin/form-controls';
import { TextField } from '../../../components/ui/form-field';
import { applyServerErrors, fieldsOf } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

type FormIn = z.input<typeof ProfileFormSchema>;
type FormOut = z.output<typeof ProfileFormSchema>;

export type AccountProps = { user: User | null; onSaved: (user: User, token?: string) => void };

const valuesOf = (user: Pick<User, 'name' | 'email'> | null): FormIn => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  current_password: '',
  new_password: '',
  confirm_password: '',
});
const FIELDS = fieldsOf(valuesOf(null));

/** The administrator's own account: name, email and password (SPEC leaves the screen's content open). */
export function AccountSettings({ user, onSaved }: AccountProps) {
  const save = useUpdateProfile();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: valuesOf(user),
  });
  const errors = formState.errors;

  const onValid = ({ confirm_password: _confirm, ...values }: FormOut) => {
    setResult(null);
    save.mutate(
      { ...values, new_password: values.new_password ? values.new_password : undefined },
      {
        onSuccess: ({ user: updated, token }) => {
          // A new password answers a new token for this browser (every other session ended).
          onSaved(updated, token);
          reset(valuesOf(updated));
          setResult({ tone: 'success', text: AUTH_MESSAGES.settingsSaved });
        },
        onError: (e) => setResult({ tone: 'error', text: applyServerErrors(e, setError, FIELDS, AUTH_MESSAGES.settingsFailed) }),
      },
    );
  };

  const field = (name: keyof FormIn, label: string, type: string, autoComplete: string, hint?: string) => (
    <TextField label={label} type={type} autoComplete={autoComplete} hint={hint} error={errors[name]?.message} look={ADMIN_FIELD_LOOK} {...register(name)} />
  );

  return (
    <form className={ui.page} onSubmit={handleSubmit(onValid)} noValidate>
      {result ? <AdminAlert tone={result.tone}>{result.text}</AdminAlert> : null}
      <AdminCard id="settings-profile" title="Profile" form>
        <div className={ui.formGrid}>
          {field('name', 'Name', 'text', 'name')}
          {field('email', 'Email', 'email', 'username')}
        </div>
      </AdminCard>
      <AdminCard id="settings-password" title="Password" form>
        <div className={ui.formGrid}>
          {field('new_password', 'New password', 'password', 'new-password', `Leave empty to keep it. ${PASSWORD_RULE_HINT}`)}
          {field('confirm_password', 'Confirm new password', 'password', 'new-password')}
        </div>
      </AdminCard>
      <AdminCard id="settings-confirm" title="Confirm the change" form>
        <div className={ui.formGrid}>{field('current_password', 'Current password', 'password', 'current-password')}</div>
        <div>
          <SubmitButton busy={save.isPending} busyLabel="Saving...">
            Save changes
          </SubmitButton>
        </div>
      </AdminCard>
    </form>
  );
}
