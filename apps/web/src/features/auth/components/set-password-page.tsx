import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { PASSWORD_RULE_HINT } from '@academy/contract/auth-constants';
import { SET_PASSWORD_PAGE as P, USER_MESSAGES } from '@academy/contract/users-constants';
import type { SetPasswordFormSchema } from '@academy/contract/users';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import ui from '../../../components/admin/ui.module.css';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSetPassword, useSetPasswordLink } from '../api/set-password';
import css from './login-page.module.css';
import { AuthCard } from './auth-card';

// Opened from a mail by someone who is not signed in: zod comes with the first submit, not with the page.
const resolver = lazyZodResolver<typeof SetPasswordFormSchema>(async () => (await import('@academy/contract/users')).SetPasswordFormSchema);
const FIELDS = ['password', 'confirm_password'] as const;

/** /set-password/:token: a new user (or one an administrator sent a link) chooses a password; the link works once. */
export default function SetPasswordPage() {
  const { token = '' } = useParams();
  const link = useSetPasswordLink(token);
  const save = useSetPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({ resolver, defaultValues: { password: '', confirm_password: '' } });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    save.mutate({ token, password: values.password }, { onError: (e) => setAlert(applyServerErrors(e, setError, FIELDS, P.failed)) });
  });

  let body;
  if (link.isPending) body = <p className={css.lead}>{P.checking}</p>;
  else if (link.isError) body = <AdminAlert tone="error">{errorMessage(link.error, USER_MESSAGES.linkInvalid)}</AdminAlert>;
  else if (save.isSuccess)
    body = (
      <>
        <AdminAlert tone="success">{USER_MESSAGES.passwordSet}</AdminAlert>
        <Link className={`${ui.btn} ${ui.primary}`} to={ADMIN_PATHS.login}>
          {P.signIn}
        </Link>
      </>
    );
  else
    body = (
      <form className={ui.form} onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate>
        <p className={css.lead}>{P.intro(link.data.email)}</p>
        <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
        <TextField
          label={P.password}
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE_HINT}
          look={ADMIN_FIELD_LOOK}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={P.confirm}
          type="password"
          autoComplete="new-password"
          look={ADMIN_FIELD_LOOK}
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <AdminAlert tone="error">{alert}</AdminAlert>
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : P.submit}
        </button>
      </form>
    );

  return (
    <AuthCard>
      <h1 className={css.heading}>{P.title}</h1>
      {body}
    </AuthCard>
  );
}
