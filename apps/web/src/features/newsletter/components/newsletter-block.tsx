import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NewsletterInputSchema } from '@academy/contract/newsletter';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter-constants';
import { HONEYPOT_FIELD } from '@academy/contract/common-constants';
import { Alert } from '../../../components/ui/alert';
import { Field, PUBLIC_FIELD_LOOK, type FieldLook } from '../../../components/ui/form-field';
import { Honeypot } from '../../../components/ui/honeypot';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import './newsletter.css';
import { useHydrated } from '../../../hooks/use-hydrated';
import { NEWSLETTER_SECTION_ID } from '../section-id';

const resolver = lazyZodResolver<typeof NewsletterInputSchema>(async () => (await import('@academy/contract/newsletter')).NewsletterInputSchema);

type Result = { kind: 'success' | 'error'; message: string } | null;

/** One row: the address and the button side by side, the label for screen readers only. */
const NEWSLETTER_FIELD_LOOK: FieldLook = {
  ...PUBLIC_FIELD_LOOK,
  field: 'newsletter__field',
  label: 'visually-hidden',
  control: 'field__control newsletter__input',
  error: 'field__error newsletter__error',
};

export function NewsletterBlock() {
  const hydrated = useHydrated();
  const id = useId();
  const { register, handleSubmit, formState, reset, setError } = useForm({
    resolver,
    defaultValues: { email: '', [HONEYPOT_FIELD]: '' },
  });
  const subscribe = useSubscribeNewsletter();
  const [result, setResult] = useState<Result>(null);
  const fieldError = formState.errors.email?.message;

  // Only the outcome of the latest attempt shows: an address refused in the browser never reaches
  // the valid-submit handler, so the invalid handler clears the previous attempt's alert too.
  const onSubmit = handleSubmit(
    async (values) => {
      setResult(null);
      try {
        await subscribe.mutateAsync(values);
        reset();
        setResult({ kind: 'success', message: NEWSLETTER_MESSAGES.success });
      } catch (error) {
        setResult({ kind: 'error', message: applyServerErrors(error, setError, ['email'], NEWSLETTER_MESSAGES.failure) });
      }
    },
    () => setResult(null),
  );

  return (
    <section className="newsletter" id={NEWSLETTER_SECTION_ID} aria-labelledby={`${id}-title`}>
      <div className="container newsletter__inner">
        <div>
          <span className="eyebrow">Stay in the loop</span>
          <h2 className="heading" id={`${id}-title`}>
            Subscribe to our newsletter
          </h2>
          <p className="newsletter__text">Fixtures, results, trial dates and academy news — straight to your inbox once a month.</p>
        </div>
        <form className="newsletter__form" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate aria-label="Newsletter sign-up">
          {/* Until the page has hydrated, typed values would be lost and a submit would go the browser's way: useHydrated. */}
          <fieldset className="form-gate" disabled={!hydrated}>
            <Field label="Email address" error={fieldError} look={NEWSLETTER_FIELD_LOOK}>
              {(control) => (
                <div className="newsletter__row">
                  <input {...control} type="email" placeholder="Your email address" autoComplete="email" {...register('email')} />
                  <button type="submit" className="btn btn--gold" disabled={formState.isSubmitting}>
                    {formState.isSubmitting ? <Spinner size="sm" /> : null}
                    Subscribe
                  </button>
                </div>
              )}
            </Field>
            <Honeypot registration={register(HONEYPOT_FIELD)} />
            <div aria-live="polite">
              {result ? <Alert kind={result.kind} message={result.message} /> : null}
              {/* Nothing is sent before the address is confirmed (double opt-in). */}
              {result?.kind === 'success' ? <p className="newsletter__hint">{NEWSLETTER_MESSAGES.confirmHint}</p> : null}
            </div>
          </fieldset>
        </form>
      </div>
    </section>
  );
}
