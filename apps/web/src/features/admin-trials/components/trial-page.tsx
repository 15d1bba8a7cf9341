import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import type { TrialAttendee } from '@academy/contract/trial';
import { INVITATION_STATE_LABELS, TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { TRIAL_SCREEN } from '@academy/contract/trial-admin-constants';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { RecordFallback } from '../../../components/admin/admin-page';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useExportAttendance } from '../api/export-attendance';
import { useTrial } from '../api/get-trial';
import { TrialCoaches } from './trial-coaches';
import { AdminFigures } from '../../../components/admin/admin-figures';
import css from './trials.module.css';

const A = TRIAL_SCREEN.attendeeColumns;
const C = TRIAL_SCREEN.columns;

const ATTENDANCE: Column<TrialAttendee>[] = [
  { header: A.child, cell: (a) => <Link to={adminHref('enrollment', { id: a.registration_id })}>{a.player_name}</Link> },
  { header: A.age, cell: (a) => a.player_age },
  { header: A.parent, cell: (a) => a.parent_name },
  { header: A.phone, cell: (a) => <a href={`tel:${a.contact_phone}`}>{a.contact_phone}</a> },
  { header: A.state, cell: (a) => <span className={`${ui.badge} ${css[`state_${a.state}`] ?? ''}`}>{INVITATION_STATE_LABELS[a.state]}</span> },
  { header: A.answered, cell: (a) => (a.responded_at ? formatDateTime(a.responded_at) : '—') },
];

/** /trials/:id: one session, its figures and its attendance list (printable, or as a CSV). */
export default function TrialPage() {
  const { id = '' } = useParams();
  const trial = useTrial(id);
  const exportCsv = useExportAttendance();
  useAdminRecordTitle(trial.data ? formatDateTime(trial.data.starts_at, 'long') : null);
  const back = (
    <Link to={ADMIN_PATHS.trials} className={`${ui.btn} ${ui.small} ${css.noPrint}`}>
      <ArrowLeft size={16} aria-hidden="true" />
      {TRIAL_SCREEN.back}
    </Link>
  );

  if (!trial.isSuccess) return <RecordFallback query={trial} back={back} messages={{ notFound: TRIAL_MESSAGES.notFound, failed: TRIAL_MESSAGES.loadFailed }} />;
  const t = trial.data;
  const when = formatDateTime(t.starts_at, 'long');
  const figures: [string, number][] = [
    [C.capacity, t.capacity],
    [C.invited, t.invited],
    [C.confirmed, t.confirmed],
    [INVITATION_STATE_LABELS.declined, t.declined],
    [C.placesLeft, t.cancelled_at ? 0 : t.places_left],
  ];

  return (
    <div className={ui.page}>
      <div>{back}</div>
      <section className={`${ui.page} ${css.printArea}`} aria-labelledby="trial-title">
        <div className={ui.pageHeader}>
          <div>
            <h1 id="trial-title" className={ui.title}>
              {when} {t.cancelled_at ? <span className={`${ui.badge} ${css.cancelled}`}>{TRIAL_SCREEN.cancelledBadge}</span> : null}
            </h1>
            <p className={ui.subtitle}>
              {t.location} · {TRIAL_MESSAGES.ages(t.min_age, t.max_age)}
            </p>
          </div>
          <div className={`${ui.actions} ${css.noPrint}`}>
            <button type="button" className={ui.btn} onClick={() => window.print()}>
              <Printer size={18} aria-hidden="true" />
              {TRIAL_SCREEN.print}
            </button>
            <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={() => exportCsv.mutate(t.id)} disabled={exportCsv.isPending}>
              <Download size={18} aria-hidden="true" />
              {TRIAL_SCREEN.exportCsv}
            </button>
          </div>
        </div>
        {exportCsv.isError ? <AdminAlert tone="error">{errorMessage(exportCsv.error, TRIAL_SCREEN.exportFailed)}</AdminAlert> : null}
        {t.notes ? <p className={css.notes}>{t.notes}</p> : null}
        <AdminFigures figures={figures} carded className={css.noPrint} />
        <div className={css.noPrint}>
          <TrialCoaches trial={t} />
        </div>
        <div className={ui.card}>
          <h2 className={ui.cardTitle}>{TRIAL_SCREEN.attendance}</h2>
          {t.attendees.length === 0 ? (
            <p className={ui.empty}>{TRIAL_SCREEN.noAttendees}</p>
          ) : (
            <AdminTable
              rows={t.attendees}
              columns={ATTENDANCE}
              rowKey={(a) => a.registration_id}
              rowProps={(a) => ({ 'data-state': a.state })}
              className={css.attendance}
              card={false}
            />
          )}
        </div>
      </section>
    </div>
  );
}
