import type { ReactNode } from 'react';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { Spinner } from './spinner';

export function LoadingState({ label = COMMON_MESSAGES.loading }: { label?: string }) {
  return (
    <div className="state" data-testid="loading">
      <Spinner label={label} />
    </div>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="state state--empty" role="status">
      <svg className="state__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3l2.6 4.2-2.6 2.6-2.6-2.6L12 3zM3.5 10.5l4.6-.8 1.3 3.6-2.9 3.2M20.5 10.5l-4.6-.8-1.3 3.6 2.9 3.2M9.4 13.3h5.2" />
      </svg>
      <p>{message}</p>
      {children}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <svg className="state__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.5" strokeLinecap="round" />
      </svg>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="btn btn--pitch" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
