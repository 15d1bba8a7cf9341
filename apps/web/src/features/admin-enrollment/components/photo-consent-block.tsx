import { useState, type FormEvent } from 'react';
import { PHOTO_CONSENT_TEXTS as T, photoConsentAnswersOf } from '@academy/contract/photo-consent-constants';
import type { PhotoConsentAnswer, PhotoConsentChange } from '@academy/contract/photo-consent';
import { PHOTO_CONSENT_PARTS, PHOTO_CONSENT_QUESTIONS as Q } from '@academy/contract/registration-consent-constants';
import { PHOTO_CONSENTS } from '@academy/contract/registration-constants';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format-date';
import { useRecordPhotoConsent, useRegistrationPhotoConsent } from '../api/photo-consent';
import css from './enrollment.module.css';
import history from './status-history.module.css';

const at = (iso: string) => formatDateTime(iso, 'longDayTime');
const answersOf = photoConsentAnswersOf;

/**
 * The enrollment's photo consent (decision 046): the three parts with the time and text version of
 * each answer, every answer given (registration form, the family's status page, staff), and a form to
 * record an answer the family gave on paper.
 */
export function PhotoConsentBlock({ registrationId }: { registrationId: number }) {
  const consent = useRegistrationPhotoConsent(registrationId);
  const [recording, setRecording] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <AdminCard id="photo-consent-h" title={T.adminTitle}>
      <AdminAlert tone="success">{message}</AdminAlert>
      {consent.isPending ? (
        <LoadingState label={T.adminTitle} />
      ) : consent.isError ? (
        <ErrorState message={T.adminLoadFailed} onRetry={() => void consent.refetch()} />
      ) : (
        <>
          <dl className={css.detailList} data-testid="photo-consent-parts">
            {PHOTO_CONSENT_PARTS.map((part) => {
              const { answer, given_at, version } = consent.data.consent[part];
              return (
                <div key={part} style={{ display: 'contents' }}>
                  <dt>{Q.parts[part].label}</dt>
                  <dd data-part={part}>
                    <strong>{T.short[answer]}</strong>
                    {given_at && version ? ` — ${T.givenAt(at(given_at))} (${T.adminVersion(version)})` : ` — ${T.notRecorded}`}
                  </dd>
                </div>
              );
            })}
          </dl>
          {recording ? (
            <RecordForm
              registrationId={registrationId}
              initial={answersOf(consent.data.consent)}
              onClose={(done) => {
                setRecording(false);
                setMessage(done);
              }}
            />
          ) : (
            <div className={css.linkRow}>
              <button
                type="button"
                className={ui.btn}
                onClick={() => {
                  setMessage(null);
                  setRecording(true);
                }}
              >
                {T.adminRecord}
              </button>
            </div>
          )}
          <h3 className={css.consentHistoryTitle}>{T.adminHistory}</h3>
          {consent.data.history.length === 0 ? (
            <p>{T.adminHistoryEmpty}</p>
          ) : (
            <ol className={history.timeline} aria-label={T.adminHistory}>
              {consent.data.history.map((change) => (
                <HistoryEntry key={change.id} change={change} />
              ))}
            </ol>
          )}
        </>
      )}
    </AdminCard>
  );
}

function HistoryEntry({ change }: { change: PhotoConsentChange }) {
  return (
    <li className={history.entry}>
      <p className={history.change}>{PHOTO_CONSENT_PARTS.map((part) => `${Q.parts[part].label}: ${T.short[change[part]]}`).join(' · ')}</p>
      <p className={history.meta}>
        {T.sources[change.source]} · <time dateTime={change.created_at}>{at(change.created_at)}</time> · {T.adminVersion(change.version)}
      </p>
    </li>
  );
}

function RecordForm({ registrationId, initial, onClose }: { registrationId: number; initial: PhotoConsentAnswer; onClose: (message: string | null) => void }) {
  const [answer, setAnswer] = useState(initial);
  const record = useRecordPhotoConsent(registrationId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(answer, {
      onSuccess: ({ withdrawn, given }) => onClose(withdrawn.length || given.length ? T.adminSaved : T.adminUnchanged),
    });
  };
  return (
    <form className={`${ui.form} ${css.consentForm}`} onSubmit={onSubmit} aria-label={T.adminRecord}>
      {PHOTO_CONSENT_PARTS.map((part) => (
        <fieldset key={part} className="radio-group">
          <legend>{Q.parts[part].label}</legend>
          <div className="radio-group__options">
            {PHOTO_CONSENTS.map((value) => (
              <label key={value} className="radio">
                <input
                  type="radio"
                  name={`staff-photo-${part}`}
                  value={value}
                  checked={answer[part] === value}
                  onChange={() => setAnswer((a) => ({ ...a, [part]: value }))}
                />
                {Q.parts[part].answers[value]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <AdminAlert tone="error">{record.isError ? T.adminFailed : null}</AdminAlert>
      <div className={ui.actions}>
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={record.isPending}>
          {record.isPending ? T.adminSaving : T.adminSave}
        </button>
        <button type="button" className={ui.btn} onClick={() => onClose(null)}>
          {T.adminCancel}
        </button>
      </div>
    </form>
  );
}
