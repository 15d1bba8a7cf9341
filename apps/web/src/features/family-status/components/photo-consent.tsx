import { useState, type FormEvent } from 'react';
import type { PhotoConsentAnswer } from '@academy/contract/photo-consent';
import { PHOTO_CONSENT_TEXTS as T, photoConsentAnswersOf, photoConsentPartsList } from '@academy/contract/photo-consent-constants';
import { PHOTO_CONSENT_PARTS, PHOTO_CONSENT_QUESTIONS as Q } from '@academy/contract/registration-consent-constants';
import { PHOTO_CONSENTS } from '@academy/contract/registration-constants';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { FamilyCard, FamilyCardOpen, FamilyFormActions } from './family-card';
import { formatDateTime } from '../../../lib/format-date';
import { useFamilyPhotoConsent, useSaveFamilyPhotoConsent } from '../api/photo-consent';

const answersOf = photoConsentAnswersOf;

/**
 * "Photos": the family's three answers about photos of its child (decision 046), with when each was
 * given, and a form to change them. A withdrawal takes effect at once; the page says so, and that the
 * academy has been told.
 */
export function PhotoConsentCard({ token }: { token: string }) {
  const consent = useFamilyPhotoConsent(token);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <FamilyCard id="family-photos-title" title={T.familyTitle} testId="family-photos" saved={saved}>
      {consent.isPending ? (
        <LoadingState label={T.loading} />
      ) : consent.isError ? (
        <ErrorState message={T.loadFailed} onRetry={() => void consent.refetch()} />
      ) : editing ? (
        <PhotoConsentForm
          token={token}
          initial={answersOf(consent.data)}
          onClose={(message) => {
            setSaved(message);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <p>{T.familyIntro}</p>
          <dl className="family-status__facts">
            {PHOTO_CONSENT_PARTS.map((part) => {
              const { answer, given_at } = consent.data[part];
              return (
                <div key={part} style={{ display: 'contents' }}>
                  <dt>{Q.parts[part].label}</dt>
                  <dd data-part={part}>
                    <strong>{T.short[answer]}</strong>
                    {' — '}
                    {given_at ? (
                      <time dateTime={given_at} data-format="long">
                        {T.givenAt(formatDateTime(given_at, 'long'))}
                      </time>
                    ) : (
                      T.notRecorded
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <FamilyCardOpen
            label={T.familyChange}
            onOpen={() => {
              setSaved(null);
              setEditing(true);
            }}
          />
        </>
      )}
    </FamilyCard>
  );
}

function PhotoConsentForm({ token, initial, onClose }: { token: string; initial: PhotoConsentAnswer; onClose: (message: string | null) => void }) {
  const [answer, setAnswer] = useState(initial);
  const save = useSaveFamilyPhotoConsent(token);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(answer, {
      onSuccess: ({ withdrawn, given }) =>
        onClose(
          withdrawn.length > 0
            ? `${T.familyWithdrawn(photoConsentPartsList(withdrawn))} ${T.familyMailed}`
            : given.length > 0
              ? `${T.familySaved} ${T.familyMailed}`
              : T.familyUnchanged,
        ),
    });
  };

  return (
    <form className="form family-status__details" onSubmit={onSubmit} aria-label={T.familyTitle}>
      {PHOTO_CONSENT_PARTS.map((part) => (
        <fieldset key={part} className="radio-group" aria-describedby={`family-photos-${part}-hint`}>
          <legend>{Q.parts[part].label}</legend>
          <p id={`family-photos-${part}-hint`} className="consent__hint">
            {Q.parts[part].hint}
          </p>
          <div className="radio-group__options">
            {PHOTO_CONSENTS.map((value) => (
              <label key={value} className="radio">
                <input
                  type="radio"
                  name={`photo-${part}`}
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
      <FamilyFormActions
        error={save.isError ? T.familyFailed : undefined}
        busy={save.isPending}
        save={T.familySave}
        saving={T.familySaving}
        cancel={T.familyCancel}
        onCancel={() => onClose(null)}
      />
    </form>
  );
}
