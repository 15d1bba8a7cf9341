import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { ACADEMY_NAME } from '@academy/contract/site';
import { AUTH_MESSAGES, LoginSchema } from '@academy/contract/auth';
import { AdminAlert } from '../../../components/admin/alert';
import ui from '../../../components/admin/ui.module.css';
import { useDemoCredentials } from '../api/get-demo-credentials';
import { useAuth } from './auth-context';
import css from './login-page.module.css';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!loading && isAuthenticated && !submitting) navigate(target, { replace: true });
  }, [isAuthenticated, loading, navigate, target, submitting]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = LoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    setSubmitting(true);
    const outcome = await login(parsed.data);
    setSubmitting(false);
    if (outcome.success) navigate(target, { replace: true });
    else setError(outcome.message);
  };

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
        <form className={ui.form} onSubmit={onSubmit} noValidate>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="login-email">
              Email
            </label>
            <input
              id="login-email"
              className={ui.input}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="login-password">
              Password
            </label>
            <input
              id="login-password"
              className={ui.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <AdminAlert tone="error">{error}</AdminAlert>
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
