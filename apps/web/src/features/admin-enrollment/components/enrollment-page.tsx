import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { CONSENT_TEXTS, PHOTO_CONSENT_LABELS, PHOTO_CONSENTS, REGISTRATION_MESSAGES, REGISTRATION_STATUSES, STATUS_FILTER, STATUS_LABELS, type PhotoConsent, type RegistrationStatus } from '@academy/contract/registration';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_LIST_VIEWS } from '../../../components/admin/list-views';
import { AdminPager } from '../../../components/admin/pager';
import { PhotoConsentBadge } from '../../../components/admin/photo-consent-badge';
import { StatusBadge } from '../../../components/admin/status-badge';
import { FilterSelect } from '../../../components/admin/filter-select';
import ui from '../../../components/admin/ui.module.css';
import { ListState } from '../../../components/ui/list-state';
import { useExportRegistrations } from '../api/export-registrations';
import { useRegistrations } from '../api/get-registrations';
import css from './enrollment.module.css';

const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
/** "3 Jan 2026": the registration's date in a phone's row. */
const shortDate = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : shortDateFormat.format(time);
};

export default function EnrollmentPage() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [photos, setPhotos] = useState<PhotoConsent | ''>('');
  const search = useDeferredValue(query.trim());
  const { list: registrations, pager } = useRegistrations(search, status, photos);
  const exportCsv = useExportRegistrations();

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Enrollment</h1>
          <p className={ui.subtitle}>Athletes registered by their parents or by the academy.</p>
        </div>
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            <Download size={16} aria-hidden="true" /> {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </button>
          <Link to={ADMIN_PATHS.newRegistration} className={`${ui.btn} ${ui.gold}`}>
            Register Player
          </Link>
        </div>
      </div>
      {exportCsv.isError ? <AdminAlert tone="error">{REGISTRATION_MESSAGES.exportFailed}</AdminAlert> : null}
      <div className={ui.actions} style={{ alignItems: 'end' }}>
        <div className={ui.field} style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <label className={ui.label} htmlFor="enrollment-search">
            Search
          </label>
          <input
            id="enrollment-search"
            className={ui.input}
            type="search"
            placeholder="Athlete, parent or email…"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <FilterSelect
          id="enrollment-status"
          className={css.statusFilter}
          label={STATUS_FILTER.label}
          allLabel={STATUS_FILTER.all}
          value={status}
          options={REGISTRATION_STATUSES}
          labels={STATUS_LABELS}
          onChange={setStatus}
        />
        <FilterSelect
          id="enrollment-photos"
          className={css.photoFilter}
          label={CONSENT_TEXTS.photoFilter}
          allLabel={CONSENT_TEXTS.photoFilterAll}
          value={photos}
          options={PHOTO_CONSENTS}
          labels={PHOTO_CONSENT_LABELS}
          onChange={setPhotos}
        />
      </div>
      <ListState query={registrations} items={registrations.data?.items} messages={REGISTRATION_MESSAGES} views={ADMIN_LIST_VIEWS}>
        {(items) => (
          <>
            <ul className={css.grid}>
              {items.map((a) => (
                <li key={a.id} className={`${ui.card} ${css.athlete}`}>
                  <div className={css.athleteHead}>
                    <h2 className={css.athleteName}>{a.player_name}</h2>
                    <StatusBadge status={a.status} />
                  </div>
                  <dl className={css.facts}>
                    <dt>Age</dt>
                    <dd>{a.player_age}</dd>
                    <dt>School</dt>
                    <dd>{a.current_school}</dd>
                    <dt>Parent</dt>
                    <dd>{a.parent_name}</dd>
                    <dt>Phone</dt>
                    <dd>{a.contact_phone}</dd>
                    <dt>Photos</dt>
                    <dd>
                      <PhotoConsentBadge consent={a.photo_consent} />
                    </dd>
                  </dl>
                  <div>
                    <Link to={adminHref('enrollment', { id: a.id })} className={`${ui.btn} ${ui.small}`} aria-label={`View ${a.player_name}`}>
                      View details
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            {/* On a phone the cards give way to one compact row per child, the whole row a link to the details. */}
            <ul className={css.rows} aria-label="Registrations">
              {items.map((a) => (
                <li key={a.id}>
                  <Link to={adminHref('enrollment', { id: a.id })} className={css.row}>
                    <span className={css.rowName}>
                      {a.player_name}
                      {a.photo_consent === 'no' ? (
                        <>
                          {' '}
                          <PhotoConsentBadge consent="no" />
                        </>
                      ) : null}
                    </span>
                    <span className={css.rowAge}>Age {a.player_age}</span>
                    <span className={css.rowStatus}>
                      <StatusBadge status={a.status} />
                    </span>
                    <time className={css.rowDate} dateTime={a.created_at}>
                      {shortDate(a.created_at)}
                    </time>
                    <span className={css.rowChevron} aria-hidden="true">
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
      <AdminPager {...pager} />
    </div>
  );
}
