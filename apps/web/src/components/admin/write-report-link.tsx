import { Link, useLocation } from 'react-router';
import { adminHref } from '@academy/contract/admin-paths';
import { REPORT_TEXTS as T } from '@academy/contract/report-admin-constants';
import ui from './ui.module.css';

/** The screen a report was opened from (a squad roster, the trial day, the enrollment detail), in the history entry's state: the report's Back link returns there. */
export type ReportOrigin = { from: string };

/** The state a link to a report screen carries: this screen, as the report's way back. */
export function useReportOrigin(): ReportOrigin {
  const here = useLocation();
  return { from: `${here.pathname}${here.search}` };
}

/** Where the report screen's Back link goes: the screen it was opened from, else `fallback` (opened by its address). */
export function reportBackTo(state: unknown, fallback: string): string {
  const from = (state as Partial<ReportOrigin> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}

/** "Write a report" for a child: the coach's trial day and squad roster, and the enrollment detail. */
export function WriteReportLink({ registrationId, name, className }: { registrationId: number; name: string; className?: string }) {
  const origin = useReportOrigin();
  return (
    <Link to={adminHref('newReport', { registrationId })} state={origin} className={className ?? `${ui.btn} ${ui.small}`} aria-label={T.writeFor(name)}>
      {T.write}
    </Link>
  );
}
