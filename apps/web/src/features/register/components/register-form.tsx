import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_HEALTH_CONDITIONS,
  PUBLIC_AGES,
  PUBLIC_UNIFORM_SIZES,
  PUBLIC_YEARS_PLAYING,
  REGISTRATION_LABELS as L,
  REGISTRATION_MESSAGES,
  optionalLabel,
} from '@academy/contract/registration-constants';
import { HONEYPOT_FIELD } from '@academy/contract/common-constants';
import type { PublicRegistrationFormSchema } from '@academy/contract/registration';
import { Alert } from '../../../components/ui/alert';
import { ConsentFields } from '../../../components/ui/consent-fields';
import { RadioGroup, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Honeypot } from '../../../components/ui/honeypot';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors, fieldsOf } from '../../../lib/form-errors';
import { failureText } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCreateRegistration } from '../api/create-registration';
import { useHydrated } from '../../../hooks/use-hydrated';

/** The success screen is loaded with the submit, outside the page's first load (the /register budget, decision 007). */
const loadSuccess = () => import('./register-success');

// Every part of photo consent answered in the browser; the API stores 'no' for a part an older client leaves out (decision 046).
const resolver = lazyZodResolver<typeof PublicRegistrationFormSchema>(
  async () => (await import('@academy/contract/registration')).PublicRegistrationFormSchema,
);

type Result = { kind: 'error'; message: string } | null;

const FIELDS = {
  parent_name: '',
  parent_email: '',
  contact_phone: '',
  residence: '',
  contact_permission: 'yes' as const,
  player_name: '',
  player_age: '',
  years_playing: '' as never,
  current_school: '',
  uniform_size: '' as never,
  health_conditions: '',
  data_consent: false as never,
  photo_consent: '' as never,
  photo_name_consent: '' as never,
  photo_social_consent: '' as never,
};
const DEFAULTS = { ...FIELDS, [HONEYPOT_FIELD]: '' };

export function RegisterForm() {
  const hydrated = useHydrated();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver,
    defaultValues: DEFAULTS,
  });
  const { errors } = formState;
  const create = useCreateRegistration();
  const [result, setResult] = useState<Result>(null);
  /** Once set, the form gives way to the success screen (decision 032). */
  const [done, setDone] = useState<ReactNode>(null);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const success = loadSuccess();
    try {
      await create.mutateAsync(values);
      // A success screen that cannot load lands in the failure message: a second submission is then answered as a duplicate (decision 032).
      const { default: Success } = await success;
      setDone(<Success email={values.parent_email} />);
    } catch (error) {
      setResult({ kind: 'error', message: applyServerErrors(error, setError, fieldsOf(FIELDS), failureText(error, REGISTRATION_MESSAGES.failure)) });
    }
  });

  if (done) return done;

  const submitting = formState.isSubmitting;
  return (
    <form className="form register-form" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate aria-label="Athlete registration form">
      {/* Until the page has hydrated, typed values would be lost and a submit would go the browser's way: useHydrated. */}
      <fieldset className="form-gate" disabled={!hydrated}>
        <fieldset className="form-section">
          <legend className="form-section__title">
            <span className="form-section__step" aria-hidden="true">
              1
            </span>
            Parent / guardian
          </legend>
          <div className="form-grid">
            <TextField label={L.parent_name} required autoComplete="name" error={errors.parent_name?.message} {...register('parent_name')} />
            <TextField label={L.parent_email} type="email" required autoComplete="email" error={errors.parent_email?.message} {...register('parent_email')} />
            <TextField label={L.contact_phone} type="tel" required autoComplete="tel" error={errors.contact_phone?.message} {...register('contact_phone')} />
            <TextField label={L.residence} required autoComplete="address-level2" error={errors.residence?.message} {...register('residence')} />
            <RadioGroup
              legend="May we contact you about academy news and events?"
              name="contact_permission"
              options={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              error={errors.contact_permission?.message}
              inputProps={register('contact_permission')}
            />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__title">
            <span className="form-section__step" aria-hidden="true">
              2
            </span>
            Athlete
          </legend>
          <div className="form-grid">
            <TextField label={L.player_name} required autoComplete="off" error={errors.player_name?.message} {...register('player_name')} />
            <SelectField label={L.player_age} required options={PUBLIC_AGES} error={errors.player_age?.message} {...register('player_age')} />
            <SelectField label={L.years_playing} required options={PUBLIC_YEARS_PLAYING} error={errors.years_playing?.message} {...register('years_playing')} />
            <TextField label={L.current_school} required error={errors.current_school?.message} {...register('current_school')} />
            <SelectField label={L.uniform_size} required options={PUBLIC_UNIFORM_SIZES} error={errors.uniform_size?.message} {...register('uniform_size')} />
            <TextAreaField
              label={optionalLabel(L.health_conditions)}
              full
              rows={3}
              placeholder={DEFAULT_HEALTH_CONDITIONS}
              hint="Allergies, asthma, injuries — anything our coaches should know."
              error={errors.health_conditions?.message}
              {...register('health_conditions')}
            />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__title">
            <span className="form-section__step" aria-hidden="true">
              3
            </span>
            Consent
          </legend>
          <ConsentFields register={register} errors={errors} />
        </fieldset>
        <Honeypot registration={register(HONEYPOT_FIELD)} />
        <div aria-live="polite">{result ? <Alert kind={result.kind} message={result.message} /> : null}</div>
        <button type="submit" className="btn btn--gold btn--lg" disabled={submitting}>
          {submitting ? <Spinner size="sm" /> : null}
          {submitting ? 'Submitting…' : 'Submit Registration'}
        </button>
      </fieldset>
    </form>
  );
}
