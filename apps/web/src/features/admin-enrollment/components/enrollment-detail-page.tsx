import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useOpen } from '../../../hooks/use-open';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { CONSENT_BEFORE, FAMILY_STATUS, PHOTO_CONSENT_LABELS, REGISTRATION_MESSAGES } from '@academy/contract/registration';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { RecordFallback } from '../../../components/admin/admin-page';
import { PhotoConsentBadge } from '../../../components/admin/photo-consent-badge';
import { StatusBadge } from '../../../components/admin/status-badge';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { useRegistration } from '../api/get-registration';
import { formatDateTime } from '../../../lib/format-date';
import css from './enrollment.module.css';
import { InviteToTrial } from './invite-to-trial';
import { OfferPlace } from './offer-place';
import { ResendStatusLink } from './resend-status-link';
import { StatusDialog } from './status-dialog';
import { StatusHistory } from './status-history';
import { PhotoConsentBlock } from './photo-consent-block';
import { TrialEvaluations } from './trial-evaluations';
import { ReportsBlock } from './reports-block';
import { ChildAttendanceCard } from '../../../components/admin/attendance-blocks';
import { CONSENT_ADMIN_TEXTS, ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

const longDate = (iso: string) => formatDateTime(iso, 'longDayTime');
/** A phone number as a tel: link dials it: digits and a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A card of the registration's facts: label, value. */
function Facts({ id, title, rows }: { id: string; title: string; rows: [string, ReactNode][] }) {
  return (
    <AdminCard id={id} title={title}>
      <dl className={css.detailList}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}

export default function EnrollmentDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const athlete = useRegistration(id);
  const changing = useOpen();
  const [message, setMessage] = useState<string | null>(null);

  const back = (
    <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => (location.key !== 'default' ? navigate(-1) : navigate(ADMIN_PATHS.enrollments))}>
      <ArrowLeft size={16} aria-hidden="true" /> Back
    </button>
  );

  if (!athlete.isSuccess)
    return <RecordFallback query={athlete} back={back} messages={{ notFound: REGISTRATION_MESSAGES.notFound, failed: REGISTRATION_MESSAGES.detailsFailed }} />;
  const a = athlete.data;

  const rows: [string, string | number][] = [
    ['Athlete name', a.player_name],
    ['Age', a.player_age],
    ['Years playing', a.years_playing],
    ['Current school', a.current_school],
    ['Uniform size', a.uniform_size],
    ['Health conditions', a.health_conditions],
  ];
  const parentRows: [string, ReactNode][] = [
    ['Parent name', a.parent_name],
    [
      'Email',
      <a key="email" className={css.contactLink} href={`mailto:${a.parent_email}`} aria-label={EA.emailParent(a.parent_email)}>
        <Mail size={18} aria-hidden="true" /> {a.parent_email}
      </a>,
    ],
    [
      'Phone',
      <a key="phone" className={css.contactLink} href={telHref(a.contact_phone)} aria-label={EA.callParent(a.contact_phone)}>
        <Phone size={18} aria-hidden="true" /> {a.contact_phone}
      </a>,
    ],
    ['Residence', a.residence],
    ['Contact permission', a.contact_permission],
    ['Registered', longDate(a.created_at)],
    [
      'Data consent',
      a.data_consent && a.data_consent_at && a.data_consent_version
        ? CONSENT_ADMIN_TEXTS.consentGiven(a.data_consent_version, longDate(a.data_consent_at))
        : CONSENT_ADMIN_TEXTS.consentBefore,
    ],
    [
      CONSENT_ADMIN_TEXTS.detailLabel,
      `${PHOTO_CONSENT_LABELS[a.photo_consent]}${a.photo_consent_at && a.photo_consent_version && a.photo_consent_version !== CONSENT_BEFORE ? ` — ${CONSENT_ADMIN_TEXTS.consentGiven(a.photo_consent_version, longDate(a.photo_consent_at))}` : ''}`,
    ],
  ];

  return (
    <div className={ui.page}>
      <div>{back}</div>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{a.player_name}</h1>
        <span className={ui.actions}>
          <StatusBadge status={a.status} />
          <PhotoConsentBadge consent={a.photo_consent} />
        </span>
      </div>
      <AdminAlert tone="success">{message}</AdminAlert>
      {a.duplicate_of !== null ? (
        <p className={css.duplicate} role="note">
          <strong>{EA.duplicateFlag}:</strong> {EA.duplicateOf(a.duplicate_of)}{' '}
          <Link to={adminHref('enrollment', { id: a.duplicate_of })}>{EA.duplicateLink}</Link>
        </p>
      ) : null}
      <AdminCard id="status-h" title="Status">
        <div className={css.statusRow}>
          <p className={css.statusNow}>
            {REGISTRATION_MESSAGES.familySees} <q>{FAMILY_STATUS[a.status].title}</q>
          </p>
          {/* The actions on an application sit together here (further ones, such as a trial invitation, beside "Change status"). */}
          <div className={ui.actions}>
            <button
              type="button"
              className={`${ui.btn} ${ui.primary}`}
              onClick={() => {
                setMessage(null);
                changing.show();
              }}
            >
              {REGISTRATION_MESSAGES.changeStatus}
            </button>
            <InviteToTrial registration={a} onDone={setMessage} />
            <OfferPlace registration={a} onDone={setMessage} />
          </div>
        </div>
        <div className={css.linkRow}>
          <ResendStatusLink registration={a} />
        </div>
      </AdminCard>
      {changing.open ? (
        <StatusDialog registration={a} onClose={changing.close} onSaved={changing.closeThen(() => setMessage(REGISTRATION_MESSAGES.statusUpdated))} />
      ) : null}
      <div className={css.details}>
        <Facts id="athlete-h" title="Athlete" rows={rows} />
        <Facts id="parent-h" title="Parent or guardian" rows={parentRows} />
      </div>
      <PhotoConsentBlock registrationId={a.id} />
      <StatusHistory registrationId={a.id} />
      <TrialEvaluations registrationId={a.id} />
      <ChildAttendanceCard registrationId={a.id} />
      <ReportsBlock registrationId={a.id} name={a.player_name} />
    </div>
  );
}
