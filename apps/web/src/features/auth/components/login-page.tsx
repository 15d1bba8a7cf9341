import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import type { LoginSchema, TwoFactorStatus } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { FORGOT_PASSWORD_PAGE, TWO_FACTOR_LOGIN as TF } from '@academy/contract/staff-account-constants';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import ui from '../../../components/admin/ui.module.css';
import { TextField } from '../../../components/ui/form-field';
import { apiData } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useDemoCredentials } from '../api/get-demo-credentials';
import { useAuth } from './auth-context';
import css from './login-page.module.css';
import { AuthCard } from './auth-card';

// The sign-in screen is every administrator's first page: zod comes with the first submit, not with it.
const resolver = lazyZodResolver<typeof LoginSchema>(async () => (await import('@academy/contract/auth')).LoginSchema);
const FIELDS = ['email', 'password'] as const;

type FromState = { from?: Partial<Location> } | null;

/** An administrator the academy requires to use a second factor, who has none yet, goes to Settings to set it up. */
async function afterSignIn(target: string): Promise<string> {
  const status = await apiData<TwoFactorStatus>('/auth/two-factor').catch(() => null);
  return status?.required && !status.enabled ? ADMIN_PATHS.settings : target;
}

function targetOf(state: FromState): string {
  const from = state?.from;
  if (!from?.pathname || from.pathname === ADMIN_PATHS.login) return ADMIN_PATHS.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const { login, loginWithCode, isAuthenticated, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = targetOf(location.state as FromState);
  const demo = useDemoCredentials();
  const { register, handleSubmit, formState, setError } = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting: submitting } = formState;
  const [refusal, setRefusal] = useState<string | null>(null);
  // The second step (decision 022): the password was right, the account asks for a code.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!loading && isAuthenticated && !submitting && !checking && !leaving) navigate(target, { replace: true });
  }, [isAuthenticated, loading, navigate, target, submitting, checking, leaving]);

  const go = async () => {
    setLeaving(true);
    navigate(await afterSignIn(target), { replace: true });
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setRefusal(null);
      const outcome = await login(values);
      if (outcome.success) await go();
      else if ('twoFactor' in outcome) {
        setChallenge(outcome.challenge);
        setCode('');
      } else {
        setRefusal(applyServerErrors(outcome.cause, setError, FIELDS, outcome.message));
      }
    },
    () => setRefusal(null),
  );

  const onCode = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) {
      setRefusal(AUTH_MESSAGES.codeRequired);
      return;
    }
    setRefusal(null);
    setChecking(true);
    const outcome = await loginWithCode({ challenge, code: code.trim() });
    if (outcome.success) await go();
    else {
      setChecking(false);
      if ('twoFactor' in outcome) return;
      // An expired challenge starts over at the password.
      if (outcome.message === AUTH_MESSAGES.challengeExpired) setChallenge(null);
      setRefusal(outcome.message);
    }
  };
  // one message for both empty fields ("Please fill in all fields"), in the form's alert;
  // a message the server gives for one field goes under that field.
  const fieldMessage = (name: (typeof FIELDS)[number]) => (errors[name]?.type === 'server' ? errors[name]?.message : undefined);
  const alert = refusal ?? FIELDS.map((name) => errors[name]?.message).find(Boolean) ?? null;

  return (
    <AuthCard>
      {challenge ? (
        <>
          <div>
            <h1 className={css.heading}>{TF.title}</h1>
            <p className={css.lead}>{TF.intro}</p>
          </div>
          <form className={ui.form} onSubmit={onCode} noValidate>
            <TextField
              label={TF.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              look={ADMIN_FIELD_LOOK}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <AdminAlert tone="error">{refusal}</AdminAlert>
            <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={checking}>
              {checking ? TF.verifying : TF.submit}
            </button>
            <button
              type="button"
              className={ui.btn}
              onClick={() => {
                setChallenge(null);
                setRefusal(null);
              }}
            >
              {TF.cancel}
            </button>
          </form>
        </>
      ) : (
        <>
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
            <Link className={css.forgot} to={ADMIN_PATHS.forgotPassword}>
              {FORGOT_PASSWORD_PAGE.link}
            </Link>
          </form>
        </>
      )}
      <Link className={css.back} to="/">
        ← Back to the website
      </Link>
    </AuthCard>
  );
}
