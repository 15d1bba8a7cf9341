import { useEffect, useRef } from 'react';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration-constants';
import { REGISTRATION_SUCCESS as S } from '@academy/contract/registration-success-constants';

/**
 * After registering (decision 032): what happens next and where the mail with the status link went,
 * instead of an emptied form that invites a second submission. Focus moves to its heading so a
 * screen reader announces it; registering a sibling is a deliberate link to a fresh form.
 */
export default function RegisterSuccess({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="register-success" aria-labelledby="register-success-title">
      <h2 id="register-success-title" ref={heading} tabIndex={-1} className="register-success__title">
        {S.title}
      </h2>
      <p>{REGISTRATION_MESSAGES.success}</p>
      <p className="register-success__mail">{S.mailed(email)}</p>
      <h3>{S.nextTitle}</h3>
      <ol className="register-success__next">
        {S.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {/* A fresh page load of the form, never the same form refilled. */}
      <a href="/register" className="btn btn--ghost">
        {S.another}
      </a>
    </section>
  );
}
