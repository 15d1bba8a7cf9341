import { useState } from 'react';
import { useTextInput } from '../../../hooks/use-text-input';
import type { TwoFactorSetup } from '@academy/contract/auth';
import type { Role } from '@academy/contract/auth-constants';
import { TWO_FACTOR_CARD as T } from '@academy/contract/staff-account-constants';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useBeginTwoFactor, useDisableTwoFactor, useEnableTwoFactor, useTwoFactor } from '../api/security';
import styles from './settings.module.css';

type Step =
  { kind: 'idle' } | { kind: 'password'; purpose: 'setup' | 'disable' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/**
 * Two-factor sign-in (decision 022): the current password, then a QR code (and its key) for an
 * authenticator app, a first code to confirm, and ten recovery codes shown this once.
 */
export function TwoFactorCard({ role }: { role: Role }) {
  const status = useTwoFactor();
  const begin = useBeginTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const password = useTextInput();
  const code = useTextInput();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const s = status.data;

  const fail = (e: unknown) => setMessage({ tone: 'error', text: errorMessage(e, T.failed) });
  const onPassword = (event: React.FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'password') return;
    setMessage(null);
    if (step.purpose === 'setup') begin.mutate(password.value, { onSuccess: (setup) => setStep({ kind: 'scan', setup }), onError: fail });
    else
      disable.mutate(password.value, {
        onSuccess: () => {
          setStep({ kind: 'idle' });
          setMessage({ tone: 'success', text: T.disabled });
        },
        onError: fail,
      });
    password.clear();
  };
  const onCode = (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    enable.mutate(code.value.trim(), { onSuccess: ({ recovery_codes }) => setStep({ kind: 'codes', codes: recovery_codes }), onError: fail });
    code.clear();
  };

  return (
    <AdminCard id="settings-two-factor" title={T.title}>
      {s?.required && !s.enabled ? <AdminAlert tone="info">{role === 'coach' ? T.requiredNoticeCoaches : T.requiredNotice}</AdminAlert> : null}
      {message ? <AdminAlert tone={message.tone}>{message.text}</AdminAlert> : null}
      {s && step.kind === 'idle' ? (
        <>
          <p className={styles.muted}>
            {s.enabled ? T.on : T.off} {s.enabled ? T.recoveryLeft(s.recovery_codes_left) : null}
          </p>
          <div>
            {s.enabled ? (
              <button type="button" className={`${ui.btn} ${ui.danger}`} onClick={() => setStep({ kind: 'password', purpose: 'disable' })}>
                {T.disable}
              </button>
            ) : (
              <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={() => setStep({ kind: 'password', purpose: 'setup' })}>
                {T.start}
              </button>
            )}
          </div>
        </>
      ) : null}
      {step.kind === 'password' ? (
        <form className={ui.form} onSubmit={onPassword} noValidate>
          {step.purpose === 'disable' ? <p className={styles.muted}>{T.disableBody}</p> : null}
          <div className={ui.formGrid}>
            <TextField
              label={T.currentPassword}
              type="password"
              name="two-factor-password"
              autoComplete="current-password"
              look={ADMIN_FIELD_LOOK}
              {...password.input}
            />
          </div>
          <div className={ui.actions}>
            <button
              type="submit"
              className={`${ui.btn} ${step.purpose === 'disable' ? ui.dangerSolid : ui.primary}`}
              disabled={begin.isPending || disable.isPending || !password.value}
            >
              {step.purpose === 'disable' ? T.disable : T.continue}
            </button>
            <button type="button" className={ui.btn} onClick={() => setStep({ kind: 'idle' })}>
              {T.cancel}
            </button>
          </div>
        </form>
      ) : null}
      {step.kind === 'scan' ? (
        <form className={ui.form} onSubmit={onCode} noValidate>
          <p className={styles.muted}>{T.scan}</p>
          <div className={styles.enrol}>
            <img className={styles.qr} src={step.setup.qr_code} alt={T.qrAlt} width="200" height="200" />
            <div className={ui.form}>
              <div>
                <span className={ui.label}>{T.key}</span>
                <p className={styles.key} data-testid="two-factor-key">
                  {step.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
                </p>
              </div>
              <TextField
                label={T.confirmCode}
                name="two-factor-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                look={ADMIN_FIELD_LOOK}
                {...code.input}
              />
              <div className={ui.actions}>
                <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={enable.isPending || !code.value.trim()}>
                  {T.confirm}
                </button>
                <button type="button" className={ui.btn} onClick={() => setStep({ kind: 'idle' })}>
                  {T.cancel}
                </button>
              </div>
            </div>
          </div>
        </form>
      ) : null}
      {step.kind === 'codes' ? (
        <div className={ui.form}>
          <AdminAlert tone="success">{T.enabled}</AdminAlert>
          <h3 className={ui.cardTitle}>{T.recoveryTitle}</h3>
          <p className={styles.muted}>{T.recoveryIntro}</p>
          <ul className={styles.codes} aria-label={T.recoveryTitle}>
            {step.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div>
            <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={() => setStep({ kind: 'idle' })}>
              {T.done}
            </button>
          </div>
        </div>
      ) : null}
    </AdminCard>
  );
}
