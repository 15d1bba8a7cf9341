import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { REGISTRATION_MESSAGES, REGISTRATION_STATUSES, type RegistrationStatus } from '@academy/contract/registration';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRegistration } from '../api/get-registration';
import { useUpdateRegistrationStatus } from '../api/update-registration-status';
import css from './enrollment.module.css';
import { statusLabel } from '../../../lib/status-label';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

export default function EnrollmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const athlete = useRegistration(id);
  const update = useUpdateRegistrationStatus();
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const back = (
    <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => (location.key !== 'default' ? navigate(-1) : navigate('/enrollment'))}>
      ← Back
    </button>
  );

  if (athlete.isPending) return <AdminSpinner />;
  if (athlete.isError) {
    const notFound = athlete.error instanceof ApiError && athlete.error.status === 404;
    return (
      <div className={ui.page}>
        <div>{back}</div>
        <AdminAlert tone="error">{notFound ? REGISTRATION_MESSAGES.notFound : REGISTRATION_MESSAGES.detailsFailed}</AdminAlert>
      </div>
    );
  }
  const a = athlete.data;
  const current = status ?? a.status;

  const saveStatus = () => {
    setMessage(null);
    update.mutate(
      { id: a.id, status: current },
      {
        onSuccess: () => setMessage({ tone: 'success', text: REGISTRATION_MESSAGES.statusUpdated }),
        onError: (e) => setMessage({ tone: 'error', text: errorMessage(e, REGISTRATION_MESSAGES.statusFailed) }),
      },
    );
  };

  const rows: [string, string | number][] = [
    ['Athlete name', a.player_name],
    ['Age', a.player_age],
    ['Years playing', a.years_playing],
    ['Current school', a.current_school],
    ['Uniform size', a.uniform_size],
    ['Health conditions', a.health_conditions],
  ];
  const parentRows: [string, string][] = [
    ['Parent name', a.parent_name],
    ['Email', a.parent_email],
    ['Phone', a.contact_phone],
    ['Residence', a.residence],
    ['Contact permission', a.contact_permission],
    ['Registered', dateFormat.format(new Date(a.created_at))],
  ];

  return (
    <div className={ui.page}>
      <div>{back}</div>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{a.player_name}</h1>
        <span className={ui.badge}>{a.status}</span>
      </div>
      {message ? <AdminAlert tone={message.tone}>{message.text}</AdminAlert> : null}
      <div className={css.details}>
        <section className={ui.card} aria-labelledby="athlete-h">
          <h2 id="athlete-h" className={ui.cardTitle}>
            Athlete
          </h2>
          <dl className={css.detailList}>
            {rows.map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={ui.card} aria-labelledby="parent-h">
          <h2 id="parent-h" className={ui.cardTitle}>
            Parent or guardian
          </h2>
          <dl className={css.detailList}>
            {parentRows.map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <section className={ui.card} aria-labelledby="status-h">
        <h2 id="status-h" className={ui.cardTitle}>
          Status
        </h2>
        <div className={css.statusRow}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="registration-status">
              Registration status
            </label>
            <select id="registration-status" className={ui.input} value={current} onChange={(e) => setStatus(e.target.value as RegistrationStatus)}>
              {REGISTRATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={saveStatus} disabled={update.isPending || current === a.status}>
            {update.isPending ? 'Saving...' : 'Save status'}
          </button>
        </div>
      </section>
    </div>
  );
}
