import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH, UpdateProfileSchema, type User } from '@academy/contract/auth';
import { AdminAlert } from '../../../components/admin/alert';
import ui from '../../../components/admin/ui.module.css';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

const SettingsSchema = UpdateProfileSchema.extend({ confirm_password: z.string().optional() }).refine(
  (v) => (v.new_password ?? '') === (v.confirm_password ?? ''),
  { message: AUTH_MESSAGES.passwordsDiffer, path: ['confirm_password'] },
);
type FormIn = z.input<typeof SettingsSchema>;
type FormOut = z.output<typeof SettingsSchema>;

type Props = { user: User | null; onSaved: (user: User) => void };

/** The administrator's own account: name, email and password (SPEC leaves the screen's content open). */
export default function SettingsPage({ user, onSaved }: Props) {
  const save = useUpdateProfile();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SettingsSchema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', current_password: '', new_password: '', confirm_password: '' },
  });
  const errors = formState.errors;

  const onValid = ({ confirm_password: _confirm, ...values }: FormOut) => {
    setResult(null);
    save.mutate(
      { ...values, new_password: values.new_password ? values.new_password : undefined },
      {
        onSuccess: ({ user: updated }) => {
          onSaved(updated);
          reset({ name: updated.name, email: updated.email, current_password: '', new_password: '', confirm_password: '' });
          setResult({ tone: 'success', text: AUTH_MESSAGES.settingsSaved });
        },
        onError: (e) => {
          if (e instanceof ApiError) {
            for (const [field, message] of Object.entries(e.errors)) {
              if (field in values) setError(field as keyof FormIn, { message });
            }
          }
          setResult({ tone: 'error', text: errorMessage(e, 'Failed to save settings') });
        },
      },
    );
  };

  const field = (name: keyof FormIn, label: string, type: string, autoComplete: string, hint?: string) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`settings-${name}`}>
        {label}
      </label>
      <input
        id={`settings-${name}`}
        className={ui.input}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(errors[name])}
        {...register(name)}
      />
      {hint ? <span className={ui.hint}>{hint}</span> : null}
      {errors[name]?.message ? (
        <p className={ui.fieldError} role="alert">
          {errors[name]?.message}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={ui.page} onSubmit={handleSubmit(onValid)} noValidate>
      <div>
        <h1 className={ui.title}>Settings</h1>
        <p className={ui.subtitle}>Your administrator account.</p>
      </div>
      {result ? <AdminAlert tone={result.tone}>{result.text}</AdminAlert> : null}
      <section className={`${ui.card} ${ui.form}`} aria-labelledby="settings-profile">
        <h2 id="settings-profile" className={ui.cardTitle}>
          Profile
        </h2>
        <div className={ui.formGrid}>
          {field('name', 'Name', 'text', 'name')}
          {field('email', 'Email', 'email', 'username')}
        </div>
      </section>
      <section className={`${ui.card} ${ui.form}`} aria-labelledby="settings-password">
        <h2 id="settings-password" className={ui.cardTitle}>
          Password
        </h2>
        <div className={ui.formGrid}>
          {field('new_password', 'New password', 'password', 'new-password', `Leave empty to keep it. At least ${PASSWORD_MIN_LENGTH} characters.`)}
          {field('confirm_password', 'Confirm new password', 'password', 'new-password')}
        </div>
      </section>
      <section className={`${ui.card} ${ui.form}`} aria-labelledby="settings-confirm">
        <h2 id="settings-confirm" className={ui.cardTitle}>
          Confirm the change
        </h2>
        <div className={ui.formGrid}>{field('current_password', 'Current password', 'password', 'current-password')}</div>
        <div>
          <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save changes'}
          </button>
        </div>
      </section>
    </form>
  );
}
