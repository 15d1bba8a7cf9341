import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  ADMIN_AGES,
  ADMIN_UNIFORM_SIZES,
  ADMIN_YEARS_PLAYING,
  AdminRegistrationSchema,
  CONTACT_PERMISSIONS,
  REGISTRATION_MESSAGES,
} from '@academy/contract/registration';
import { AdminAlert } from '../../../components/admin/alert';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useCreateRegistration } from '../api/create-registration';

type FormIn = z.input<typeof AdminRegistrationSchema>;
type FormOut = z.output<typeof AdminRegistrationSchema>;
type FieldName = Exclude<keyof FormIn, 'website'>;

const EMPTY = {
  parent_name: '',
  parent_email: '',
  contact_phone: '',
  residence: '',
  contact_permission: '' as FormIn['contact_permission'],
  player_name: '',
  player_age: '',
  years_playing: '' as FormIn['years_playing'],
  current_school: '',
  uniform_size: '' as FormIn['uniform_size'],
  health_conditions: '',
} satisfies Partial<FormIn>;

export default function AdminRegistrationPage() {
  const create = useCreateRegistration();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(AdminRegistrationSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;

  const onValid = (values: FormOut) => {
    setResult(null);
    create.mutate(values, {
      onSuccess: () => {
        setResult({ tone: 'success', text: REGISTRATION_MESSAGES.adminSuccess });
        reset(EMPTY);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      onError: (e) => setResult({ tone: 'error', text: errorMessage(e, REGISTRATION_MESSAGES.failure) }),
    });
  };

  const error = (name: FieldName) => {
    const message = errors[name]?.message;
    return message ? (
      <p className={ui.fieldError} role="alert" id={`reg-${name}-error`}>
        {message}
      </p>
    ) : null;
  };

  const text = (name: FieldName, label: string, type = 'text', autoComplete?: string) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`reg-${name}`}>
        {label}
      </label>
      <input
        id={`reg-${name}`}
        className={ui.input}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `reg-${name}-error` : undefined}
        {...register(name)}
      />
      {error(name)}
    </div>
  );

  const select = (name: FieldName, label: string, options: readonly (string | number)[], render: (o: string | number) => string = String) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`reg-${name}`}>
        {label}
      </label>
      <select
        id={`reg-${name}`}
        className={ui.input}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `reg-${name}-error` : undefined}
        {...register(name)}
      >
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {render(o)}
          </option>
        ))}
      </select>
      {error(name)}
    </div>
  );

  return (
    <form className={ui.page} onSubmit={handleSubmit(onValid)} noValidate>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Register a player</h1>
          <p className={ui.subtitle}>Every field is required.</p>
        </div>
        <Link to="/enrollment" className={`${ui.btn} ${ui.small}`}>
          Back to enrollment
        </Link>
      </div>
      {result ? <AdminAlert tone={result.tone}>{result.text}</AdminAlert> : null}
      <section className={`${ui.card} ${ui.form}`} aria-labelledby="reg-athlete">
        <h2 id="reg-athlete" className={ui.cardTitle}>
          Athlete
        </h2>
        <div className={ui.formGrid}>
          {text('player_name', 'Athlete name')}
          {select('player_age', 'Age', ADMIN_AGES)}
          {select('years_playing', 'Years playing', ADMIN_YEARS_PLAYING)}
          {text('current_school', 'Current school')}
          {select('uniform_size', 'Uniform size', ADMIN_UNIFORM_SIZES)}
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="reg-health_conditions">
            Health conditions
          </label>
          <textarea
            id="reg-health_conditions"
            className={ui.input}
            aria-invalid={Boolean(errors.health_conditions)}
            aria-describedby={errors.health_conditions ? 'reg-health_conditions-error' : undefined}
            {...register('health_conditions')}
          />
          {error('health_conditions')}
        </div>
      </section>
      <section className={`${ui.card} ${ui.form}`} aria-labelledby="reg-parent">
        <h2 id="reg-parent" className={ui.cardTitle}>
          Parent or guardian
        </h2>
        <div className={ui.formGrid}>
          {text('parent_name', 'Parent name', 'text', 'name')}
          {text('parent_email', 'Email', 'email', 'email')}
          {text('contact_phone', 'Phone', 'tel', 'tel')}
          {text('residence', 'Residence')}
          {select('contact_permission', 'May we contact you?', CONTACT_PERMISSIONS, (o) => (o === 'yes' ? 'Yes' : 'No'))}
        </div>
      </section>
      <div>
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Register Player'}
        </button>
      </div>
    </form>
  );
}
