import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import ui from './ui.module.css';

/** A centred spinner with a visible label ("Loading..." while the session is checked). */
export function AdminSpinner({ label = AUTH_MESSAGES.loading, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div className={`${ui.spinnerWrap} ${fullScreen ? ui.spinnerFull : ''}`} role="status" aria-live="polite">
      <span className={ui.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
