import type { ReactNode } from 'react';
import ui from './ui.module.css';

type Tone = 'error' | 'success' | 'info';
const toneClass: Record<Tone, string | undefined> = { error: ui.alertError, success: ui.alertSuccess, info: ui.alertInfo };

/** Inline message: errors are announced at once (role="alert"), the rest politely (role="status"). */
export function AdminAlert({ tone, children }: { tone: Tone; children: ReactNode }) {
  if (!children) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`${ui.alert} ${toneClass[tone] ?? ''}`}>
      {children}
    </p>
  );
}
