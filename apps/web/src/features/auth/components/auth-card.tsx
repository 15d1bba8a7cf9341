import type { ReactNode } from 'react';
import { ACADEMY_NAME } from '@academy/contract/site';
import css from './login-page.module.css';

/** The frame of the sign-in, forgot-password and set-password screens: the academy's mark above the form. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className={css.shell}>
      <div className={css.card}>
        <div className={css.brand}>
          <img src="/logo.svg" alt="" width="34" height="40" className={css.logo} />
          <span>{ACADEMY_NAME}</span>
        </div>
        {children}
      </div>
    </main>
  );
}
