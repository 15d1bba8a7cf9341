import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { AdminAlert } from './alert';
import { AdminSpinner } from './spinner';
import ui from './ui.module.css';

type Props = {
  /** The record's query, not (yet) successful. */
  query: { isPending: boolean; error: unknown };
  /** The way back to the list, above the message. */
  back: ReactNode;
  messages: { notFound: string; failed: string };
};

/** A detail screen before it has its record: the spinner, then why not (404: not found; else failed) under the way back. */
export function RecordFallback({ query, back, messages }: Props) {
  if (query.isPending) return <AdminSpinner />;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className={ui.page}>
      <div>{back}</div>
      <AdminAlert tone="error">{missing ? messages.notFound : messages.failed}</AdminAlert>
    </div>
  );
}
