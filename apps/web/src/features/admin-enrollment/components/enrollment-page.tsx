import { useState } from 'react';
import { Link } from 'react-router';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration';
import { AdminAlert } from '../../../components/ui/admin-alert';
import { AdminSpinner } from '../../../components/ui/admin-spinner';
import ui from '../../../components/ui/admin-ui.module.css';
import { useExportRegistrations } from '../api/export-registrations';
import { useRegistrations } from '../api/get-registrations';
import css from './enrollment.module.css';

export default function EnrollmentPage() {
  const registrations = useRegistrations();
  const exportCsv = useExportRegistrations();
  const [query, setQuery] = useState('');

  const items = (registrations.data?.items ?? []).filter((a) => {
    const q = query.trim().toLowerCase();
    return !q || [a.playerName, a.parentName, a.school, a.residence].some((v) => v.toLowerCase().includes(q));
  });

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Enrollment</h1>
          <p className={ui.subtitle}>Athletes registered by their parents or by the academy.</p>
        </div>
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            {exportCsv.isPending ? 'Exporting...' : '⬇ Export CSV'}
          </button>
          <Link to="/adminenrollement" className={`${ui.btn} ${ui.gold}`}>
            Register Player
          </Link>
        </div>
      </div>
      {exportCsv.isError ? <AdminAlert tone="error">Failed to export registrations</AdminAlert> : null}
      <div className={ui.field} style={{ maxWidth: 360 }}>
        <label className={ui.label} htmlFor="enrollment-search">
          Search
        </label>
        <input
          id="enrollment-search"
          className={ui.input}
          type="search"
          placeholder="Athlete, parent, school…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {registrations.isPending ? (
        <AdminSpinner />
      ) : registrations.isError ? (
        <AdminAlert tone="error">{REGISTRATION_MESSAGES.loadFailed}</AdminAlert>
      ) : items.length === 0 ? (
        <p className={ui.empty}>{REGISTRATION_MESSAGES.empty}</p>
      ) : (
        <ul className={css.grid}>
          {items.map((a) => (
            <li key={a.id} className={`${ui.card} ${css.athlete}`}>
              <div className={css.athleteHead}>
                <h2 className={css.athleteName}>{a.playerName}</h2>
                <span className={ui.badge}>{a.status}</span>
              </div>
              <dl className={css.facts}>
                <dt>Age</dt>
                <dd>{a.playerAge}</dd>
                <dt>School</dt>
                <dd>{a.school}</dd>
                <dt>Parent</dt>
                <dd>{a.parentName}</dd>
                <dt>Phone</dt>
                <dd>{a.phone}</dd>
              </dl>
              <div>
                <Link to={`/enrollment/${a.id}`} className={`${ui.btn} ${ui.small}`} aria-label={`View ${a.playerName}`}>
                  View details
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
