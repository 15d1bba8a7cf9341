import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactInputSchema } from '@academy/contract/contact';
import { CONTACT_MESSAGES } from '@academy/contract/contact-constants';
import { HONEYPOT_FIELD } from '@academy/contract/common-constants';
import { Alert } from '../../../components/ui/alert';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { Honeypot } from '../../../components/ui/honeypot';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors, fieldsOf } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSendContact } from '../api/send-contact';
import { useHydrated } from '../../../hooks/use-hydrated';

const resolver = lazyZodResolver<typeof ContactInputSchema>(async () => (await import('@academy/contract/contact')).ContactInputSchema);

type Result = { kind: 'success' | 'error'; message: string } | null;

const FIELDS = { fullname: '', email: '', phone: '', city: '', message: '' };

export function ContactForm() {
  const hydrated = useHydrated();
  const form = useForm({
    resolver,
    defaultValues: { ...FIELDS, [HONEYPOT_FIELD]: '' },
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const { errors } = formState;
  const send = useSendContact();
  const [result, setResult] = useState<Result>(null);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await send.mutateAsync(values);
      reset();
      setResult({ kind: 'success', message: CONTACT_MESSAGES.success });
    } catch (error) {
      setResult({ kind: 'error', message: applyServerErrors(error, setError, fieldsOf(FIELDS), CONTACT_MESSAGES.failure) });
    }
  });

  const submitting = formState.isSubmitting;
  return (
    <form className="form" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate aria-label="Contact form">
      {/* Until the page has hydrated, typed values would be lost and a submit would go the browser's way: useHydrated. */}
      <fieldset className="form-gate" disabled={!hydrated}>
        <div className="form-grid">
          <TextField label="Full name" required autoComplete="name" error={errors.fullname?.message} {...register('fullname')} />
          <TextField label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <TextField label="City (optional)" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
          <TextAreaField label="Message" required full rows={6} error={errors.message?.message} {...register('message')} />
        </div>
        <Honeypot registration={register(HONEYPOT_FIELD)} />
        <div aria-live="polite">{result ? <Alert kind={result.kind} message={result.message} /> : null}</div>
        <button type="submit" className="btn btn--pitch btn--lg" disabled={submitting}>
          {submitting ? <Spinner size="sm" /> : null}
          {submitting ? 'Sending…' : 'Send Message'}
        </button>
      </fieldset>
    </form>
  );
}
