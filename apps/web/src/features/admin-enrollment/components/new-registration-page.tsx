import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  ADMIN_AGES,
  ADMIN_UNIFORM_SIZES,
  ADMIN_YEARS_PLAYING,
  AdminRegistrationFormSchema,
  CONTACT_PERMISSIONS,
  REGISTRATION_LABELS as L,
  REGISTRATION_MESSAGES,
} from '@academy/contract/registration';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { ENROLLMENT_ADMIN_MESSAGES } from '@academy/contract/registration-admin-constants';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { SubmitButton } from '../../../components/admin/form-controls';
import { ConsentFields } from '../../../components/ui/consent-fields';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { applyServerErrors, fieldsOf } from '../../../lib/form-errors';
import { failureText } from '../../../lib/api-client';
import { useCreateRegistration } from '../api/create-registration';

type FormIn = z.input<typeof AdminRegistrationFormSchema>;
type FormOut = z.output<typeof AdminRegistrationFormSchema>;

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
  data_consent: false as unknown as true,
  photo_consent: '' as FormIn['photo_consent'],
  photo_name_consent: '' as FormIn['photo_name_consent'],
  photo_social_consent: '' as FormIn['photo_social_consent'],
} satisfies FormIn;
const FIELDS = fieldsOf(EMPTY);

const look = ADMIN_FIELD_LOOK;

/** /adminenrollement: the academy registers a player itself (admin rules: every field required). */
export default function NewRegistrationPage() {
  const create = useCreateRegistration();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(AdminRegistrationFormSchema),
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
      onError: (e) => setResult({ tone: 'error', text: applyServerErrors(e, setError, FIELDS, failureText(e, REGISTRATION_MESSAGES.failure)) }),
    });
  };

  return (
    <form className={ui.page} onSubmit={handleSubmit(onValid)} noValidate>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Register a player</h1>
          <p className={ui.subtitle}>Every field is required.</p>
        </div>
        <Link to={ADMIN_PATHS.enrollments} className={`${ui.btn} ${ui.small}`}>
          Back to enrollment
        </Link>
      </div>
      {result ? <AdminAlert tone={result.tone}>{result.text}</AdminAlert> : null}
      <AdminCard id="reg-athlete" title="Athlete" form>
        <div className={ui.formGrid}>
          <TextField label={L.player_name} look={look} error={errors.player_name?.message} {...register('player_name')} />
          <SelectField label={L.player_age} look={look} options={ADMIN_AGES} error={errors.player_age?.message} {...register('player_age')} />
          <SelectField label={L.years_playing} look={look} options={ADMIN_YEARS_PLAYING} error={errors.years_playing?.message} {...register('years_playing')} />
          <TextField label={L.current_school} look={look} error={errors.current_school?.message} {...register('current_school')} />
          <SelectField label={L.uniform_size} look={look} options={ADMIN_UNIFORM_SIZES} error={errors.uniform_size?.message} {...register('uniform_size')} />
        </div>
        <TextAreaField label={L.health_conditions} look={look} error={errors.health_conditions?.message} {...register('health_conditions')} />
      </AdminCard>
      <AdminCard id="reg-parent" title="Parent or guardian" form>
        <div className={ui.formGrid}>
          <TextField label={L.parent_name} autoComplete="name" look={look} error={errors.parent_name?.message} {...register('parent_name')} />
          <TextField label={L.parent_email} type="email" autoComplete="email" look={look} error={errors.parent_email?.message} {...register('parent_email')} />
          <TextField label={L.contact_phone} type="tel" autoComplete="tel" look={look} error={errors.contact_phone?.message} {...register('contact_phone')} />
          <TextField label={L.residence} look={look} error={errors.residence?.message} {...register('residence')} />
          <SelectField
            label="May we contact you?"
            look={look}
            options={CONTACT_PERMISSIONS}
            optionLabel={(o) => (o === 'yes' ? 'Yes' : 'No')}
            error={errors.contact_permission?.message}
            {...register('contact_permission')}
          />
        </div>
      </AdminCard>
      <AdminCard id="reg-consent" title="Consent" form>
        <ConsentFields look={look} register={register} errors={errors} />
      </AdminCard>
      <div>
        <SubmitButton busy={create.isPending} busyLabel="Submitting...">
          {ENROLLMENT_ADMIN_MESSAGES.registerPlayer}
        </SubmitButton>
      </div>
    </form>
  );
}
