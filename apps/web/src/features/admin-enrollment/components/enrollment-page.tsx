import { Download } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  PHOTO_CONSENT_LABELS,
  PHOTO_CONSENTS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUSES,
  STATUS_FILTER,
  STATUS_LABELS,
  type PhotoConsent,
  type RegistrationStatus,
} from '@academy/contract/registration';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { AdminCards } from '../../../components/admin/admin-list';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminTime } from '../../../components/admin/cells';
import { AdminAlert } from '../../../components/admin/alert';
import { FilterSelect, selectFilter, TextFilter } from '../../../components/admin/filter-select';
import { PhotoConsentBadge } from '../../../components/admin/photo-consent-badge';
import { HeaderLink } from '../../../components/admin/row-actions';
import { StatusBadge } from '../../../components/admin/status-badge';
import ui from '../../../components/admin/ui.module.css';
import { useExportRegistrations } from '../api/export-registrations';
import { useRegistrations } from '../api/get-registrations';
import css from './enrollment.module.css';
import { CONSENT_ADMIN_TEXTS, ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

/** A filter's value from the address, when it is one of the allowed values. */
const oneOf = <V extends string>(values: readonly V[], value: string | null): V | '' => (values.includes(value as V) ? (value as V) : '');

export default function EnrollmentPage() {
  // The search and the filters live in the address (?q=, ?status=, ?photo_consent=): a filtered list
  // can be shared, survives a reload, and the dashboard links to it (docs/decisions/036).
  const [params, setParams] = useSearchParams();
  // The typed text is the input's own state (a keystroke never waits for the router), copied to ?q=.
  const [query, setTyped] = useState(() => params.get('q') ?? '');
  const status = oneOf<RegistrationStatus>(REGISTRATION_STATUSES, params.get('status'));
  const photos = oneOf<PhotoConsent>(PHOTO_CONSENTS, params.get('photo_consent'));
  const setParam = (key: 'q' | 'status' | 'photo_consent') => (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const setQuery = (value: string) => {
    setTyped(value);
    setParam('q')(value.trim());
  };
  const setStatus = setParam('status');
  const setPhotos = setParam('photo_consent');
  const search = useDeferredValue(query.trim());
  const registrations = useRegistrations(search, status, photos);
  const exportCsv = useExportRegistrations();
  const selects = [
    selectFilter({
      id: 'enrollment-status',
      label: STATUS_FILTER.label,
      allLabel: STATUS_FILTER.all,
      options: REGISTRATION_STATUSES,
      labels: STATUS_LABELS,
      value: status,
      onChange: setStatus,
      className: css.statusFilter,
    }),
    selectFilter({
      id: 'enrollment-photos',
      label: CONSENT_ADMIN_TEXTS.photoFilter,
      allLabel: CONSENT_ADMIN_TEXTS.photoFilterAll,
      options: PHOTO_CONSENTS,
      labels: PHOTO_CONSENT_LABELS,
      value: photos,
      onChange: setPhotos,
      className: css.photoFilter,
    }),
  ];

  return (
    <AdminListPage
      title={adminScreenHeading('enrollments')}
      subtitle="Athletes registered by their parents or by the academy."
      actions={
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            <Download size={16} aria-hidden="true" /> {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </button>
          <HeaderLink to={ADMIN_PATHS.newRegistration}>{EA.registerPlayer}</HeaderLink>
        </div>
      }
      filters={
        <>
          {exportCsv.isError ? <AdminAlert tone="error">{REGISTRATION_MESSAGES.exportFailed}</AdminAlert> : null}
          <div className={css.filters}>
            <TextFilter
              id="enrollment-search"
              className={css.search}
              label="Search"
              type="search"
              placeholder="Athlete, parent or email…"
              value={query}
              onChange={setQuery}
            />
            {selects.map((filter) => (
              <FilterSelect key={filter.id} {...filter} />
            ))}
          </div>
        </>
      }
      {...registrations}
      messages={REGISTRATION_MESSAGES}
    >
      {(items) => (
        <>
          <AdminCards items={items} className={`${ui.cardGrid} ${css.grid}`} cardClassName={css.athlete}>
            {(a) => (
              <>
                <div className={css.athleteHead}>
                  <h2 className={css.athleteName}>{a.player_name}</h2>
                  <StatusBadge status={a.status} />
                </div>
                {a.duplicate_of !== null ? (
                  <p className={css.duplicateFlag}>
                    {EA.duplicateFlag}: <Link to={adminHref('enrollment', { id: a.duplicate_of })}>#{a.duplicate_of}</Link>
                  </p>
                ) : null}
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
              </>
            )}
          </AdminCards>
          {/* On a phone the cards give way to one compact row per child, the whole row a link to the details. */}
          <ul className={css.rows} aria-label="Registrations">
            {items.map((a) => (
              <li key={a.id}>
                <Link to={adminHref('enrollment', { id: a.id })} className={css.row}>
                  <span className={css.rowName}>
                    <span className={css.rowNameText}>{a.player_name}</span>
                    {a.photo_consent === 'no' ? <PhotoConsentBadge consent="no" /> : null}
                    {a.duplicate_of !== null ? <span className={css.rowDuplicate}>{EA.duplicateFlag}</span> : null}
                  </span>
                  <span className={css.rowAge}>Age {a.player_age}</span>
                  <span className={css.rowStatus}>
                    <StatusBadge status={a.status} />
                  </span>
                  <AdminTime value={a.created_at} className={css.rowDate} />
                  <span className={css.rowChevron} aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminListPage>
  );
}
