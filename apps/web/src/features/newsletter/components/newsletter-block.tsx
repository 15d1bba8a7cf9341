import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NewsletterInputSchema } from '@academy/contract/newsletter';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter-constants';
import { HONEYPOT_FIELD } from '@academy/contract/common-constants';
import { Alert } from '../../../components/ui/alert';
import { Honeypot } from '../../../components/ui/honeypot';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import './newsletter.css';

const resolver = lazyZodResolver<typeof NewsletterInputSchema>(async () => (await import('@academy/contract/newsletter')).NewsletterInputSchema);

type Result = { kind: 'success' | 'error'; message: string } | null;

export function NewsletterBlock() {
  const id = useId();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver,
    defaultValues: { email: '', [HONEYPOT_FIELD]: '' },
  });
  const subscribe = useSubscribeNewsletter();
  const [result, setResult] = useState<Result>(null);
  const fieldError = formState.errors.email?.message;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await subscribe.mutateAsync(values);
      reset();
      setResult({ kind: 'success', message: NEWSLETTER_MESSAGES.success });
    } catch (error) {
      setResult({ kind: 'error', message: errorMessage(error, NEWSLETTER_MESSAGES.failure) });
    }
  });

  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="container newsletter__inner">
        <div>
          <span className="eyebrow">Stay in the loop</span>
          <h2 className="heading" id={`${id}-title`}>
            Subscribe to our newsletter
          </h2>
          <p className="newsletter__text">Fixtures, results, trial dates and academy news — straight to your inbox once a month.</p>
        </div>
        <form className="newsletter__form" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate aria-label="Newsletter sign-up">
          <label htmlFor={`${id}-email`} className="visually-hidden">
            Email address
          </label>
          <div className="newsletter__row">
            <input
              id={`${id}-email`}
              type="email"
              className="field__control newsletter__input"
              placeholder="Your email address"
              autoComplete="email"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              {...register('email')}
            />
            <button type="submit" className="btn btn--gold" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? <Spinner size="sm" /> : null}
              Subscribe
            </button>
          </div>
          <Honeypot registration={register(HONEYPOT_FIELD)} />
          {fieldError ? (
            <p className="field__error newsletter__error" id={`${id}-error`}>
              {fieldError}
            </p>
          ) : null}
          <div aria-live="polite">{result ? <Alert kind={result.kind} message={result.message} /> : null}</div>
        </form>
      </div>
    </section>
  );
}
