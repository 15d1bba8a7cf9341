import { Link } from 'react-router';
import { adminHref } from '@academy/contract/admin-paths';
import { REPORT_TEXTS as T } from '@academy/contract/report-admin-constants';
import ui from './ui.module.css';

/** "Write a report" for a child: the coach's trial day and squad roster, and the enrollment detail. */
export function WriteReportLink({ registrationId, name, className }: { registrationId: number; name: string; className?: string }) {
  return (
    <Link to={adminHref('newReport', { registrationId })} className={className ?? `${ui.btn} ${ui.small}`} aria-label={T.writeFor(name)}>
      {T.write}
    </Link>
  );
}
