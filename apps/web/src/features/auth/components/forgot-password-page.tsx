import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { FORGOT_PASSWORD_PAGE as P } from '@academy/contract/staff-account-constants';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import ui from '../../../components/admin/ui.module.css';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import css from './login-page.module.css';
import { AuthCard } from './auth-card';

const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/**
 * /forgot-password: asks for a reset link by mail (decision 022). The answer is the same whether
 * the address has an account or not; the link opens the set-password page.
 */
export default function ForgotPasswordPage() {
  const send = useForgotPassword();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!looksLikeEmail(value)) {
      setInvalid(AUTH_MESSAGES.emailInvalid);
      return;
    }
    setInvalid(null);
    send.mutate({ email: value });
  };

  return (
    <AuthCard>
      <div>
        <h1 className={css.heading}>{P.title}</h1>
        <p className={css.lead}>{P.intro}</p>
      </div>
      {send.isSuccess ? (
        <AdminAlert tone="success">{send.data.message}</AdminAlert>
      ) : (
        <form className={ui.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={P.email}
            type="email"
            name="email"
            autoComplete="username"
            look={ADMIN_FIELD_LOOK}
            invalid={Boolean(invalid)}
            error={invalid ?? undefined}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <AdminAlert tone="error">{send.isError ? errorMessage(send.error, AUTH_MESSAGES.networkError) : null}</AdminAlert>
          <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={send.isPending}>
            {send.isPending ? P.sending : P.submit}
          </button>
        </form>
      )}
      <Link className={css.back} to={ADMIN_PATHS.login}>
        {P.back}
      </Link>
    </AuthCard>
  );
}
