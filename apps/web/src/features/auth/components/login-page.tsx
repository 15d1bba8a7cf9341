import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { ACADEMY_NAME } from '@academy/contract/site';
import type { LoginSchema } from '@academy/contract/auth';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import ui from '../../../components/admin/ui.module.css';
import { TextField } from '../../../components/ui/form-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useDemoCredentials } from '../api/get-demo-credentials';
import { useAuth } from './auth-context';
import css from './login-page.module.css';

// The sign-in screen is every administrator's first page: zod comes with the first submit, not with it.
const resolver = lazyZodResolver<typeof LoginSchema>(async () => (await import('@academy/contract/auth')).LoginSchema);
const FIELDS = ['email', 'password'] as const;

type FromState = { from?: Partial<Location> } | null;

function targetOf(state: FromState): string {
  const from = state?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const { login, isAuthenticated, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = targetOf(location.state as FromState);
  const demo = useDemoCredentials();
  const { register, handleSubmit, formState, setError } = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting: submitting } = formState;
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!loading && isAuthenticated && !submitting) navigate(target, { replace: true });
  }, [isAuthenticated, loading, navigate, target, submitting]);

  const onSubmit = handleSubmit(
    async (values) => {
      setRefusal(null);
      const outcome = await login(values);
      if (outcome.success) navigate(target, { replace: true });
      else {
        setRefusal(applyServerErrors(outcome.cause, setError, FIELDS, outcome.message));
      }
    },
    () => setRefusal(null),
  );
  // SPEC §5: one message for both empty fields ("Please fill in all fields"), in the form's alert;
  // a message the server gives for one field goes under that field.
  const fieldMessage = (name: (typeof FIELDS)[number]) => (errors[name]?.type === 'server' ? errors[name]?.message : undefined);
  const alert = refusal ?? FIELDS.map((name) => errors[name]?.message).find(Boolean) ?? null;

  return (
    <main className={css.shell}>
      <div className={css.card}>
        <div className={css.brand}>
          <img src="/logo.svg" alt="" width="34" height="40" className={css.logo} />
          <span>{ACADEMY_NAME}</span>
        </div>
        <div>
          <h1 className={css.heading}>Admin sign in</h1>
          <p className={css.lead}>Manage news, media, albums, the team and enrollments.</p>
        </div>
        {demo.data?.active && demo.data.email ? (
          <div className={css.demo} aria-label="Sample administrator credentials">
            <p>
              <strong>Sample administrator</strong>
            </p>
            <p>
              Email: <code>{demo.data.email}</code>
            </p>
            <p>
              Password: <code>{demo.data.key}</code>
            </p>
          </div>
        ) : null}
        <form className={ui.form} onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            look={ADMIN_FIELD_LOOK}
            invalid={Boolean(errors.email)}
            error={fieldMessage('email')}
            {...register('email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            look={ADMIN_FIELD_LOOK}
            invalid={Boolean(errors.password)}
            error={fieldMessage('password')}
            {...register('password')}
          />
          <AdminAlert tone="error">{alert}</AdminAlert>
          <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
        <Link className={css.back} to="/">
          ← Back to the website
        </Link>
      </div>
    </main>
  );
}
