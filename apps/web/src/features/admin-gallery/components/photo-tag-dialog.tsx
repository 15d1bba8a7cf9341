import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { PHOTO_TAG_MESSAGES as M, shortChildName as shortName, type Photo, type PhotoSubjectCandidate } from '@academy/contract/album';
import { PHOTO_REVIEW_MESSAGES } from '@academy/contract/photo-tag-constants';
import { AdminAlert } from '../../../components/admin/alert';
import { DialogActions } from '../../../components/admin/form-controls';
import { AdminModal } from '../../../components/admin/modal';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { usePhotoSubjectSearch, useSetPhotoSubjects } from '../api/photo-subjects';
import css from './gallery.module.css';

/**
 * What a family's answers mean for the photo (decision 051): not on the website at all, or not on
 * social media. An editor's search answers no consent (decision 061): such a child shows no mark
 * until the photo is saved with them in it.
 */
function ConsentMark({ child }: { child: PhotoSubjectCandidate }) {
  if (child.photo_consent === undefined) return null;
  if (child.photo_consent !== 'yes') return <span className={`${css.consentMark} ${css.consentNo}`}>{M.noWebsiteConsent}</span>;
  if (child.photo_social_consent !== undefined && child.photo_social_consent !== 'yes')
    return <span className={`${css.consentMark} ${css.consentSocial}`}>{M.noSocialConsent}</span>;
  return null;
}

const describe = (child: PhotoSubjectCandidate) => [child.age === undefined ? null : M.ageLabel(child.age), child.squad].filter(Boolean).join(' · ');

/** The search waits for a pause in typing: one request per name, not per key. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "Tag children" on one album photo: search the children (enrolled in a squad or with an open
 * application) by name, add them as chips, remove a chip, save the whole list at once.
 */
export function PhotoTagDialog({ photo, index, onClose, onSaved }: { photo: Photo; index: number; onClose: () => void; onSaved: (text: string) => void }) {
  const [tagged, setTagged] = useState<PhotoSubjectCandidate[]>(photo.subjects ?? []);
  const [q, setQ] = useState('');
  const term = useSettled(q);
  const search = usePhotoSubjectSearch(term);
  const save = useSetPhotoSubjects();
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = new Set(tagged.map((c) => c.registration_id));
  const found = (search.data ?? []).filter((c) => !chosen.has(c.registration_id));

  const submit = () => {
    setFailure(null);
    save.mutate(
      { photoId: photo.id, ids: tagged.map((c) => c.registration_id) },
      {
        onSuccess: () => {
          onSaved(M.saved);
          onClose();
        },
        onError: (e) => setFailure(errorMessage(e, M.saveFailed)),
      },
    );
  };

  return (
    <AdminModal title={M.dialogTitle} onClose={onClose}>
      <div className={css.tagDialog} data-testid="photo-tag-dialog" data-photo-index={index + 1}>
        <p className={ui.hint}>{M.dialogHelp}</p>
        <AdminAlert tone="error">{failure}</AdminAlert>
        <section aria-labelledby="photo-tags-heading">
          <h3 id="photo-tags-heading" className={css.tagHeading}>
            {M.tagged}
          </h3>
          {tagged.length === 0 ? (
            <p className={ui.hint}>{M.noneTagged}</p>
          ) : (
            <ul className={css.chips} aria-label={M.tagged}>
              {tagged.map((child) => (
                <li key={child.registration_id} className={css.chip}>
                  <span className={css.chipName}>{child.name}</span>
                  <ConsentMark child={child} />
                  <button
                    type="button"
                    className={css.chipRemove}
                    aria-label={M.remove(child.name)}
                    onClick={() => setTagged((list) => list.filter((c) => c.registration_id !== child.registration_id))}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <label className={css.tagSearch}>
          <span className={css.tagHeading}>{M.searchLabel}</span>
          <input
            type="search"
            className={css.captionInput}
            value={q}
            placeholder={M.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => setQ(e.target.value)}
            aria-describedby="photo-tags-results-status"
          />
        </label>
        <p id="photo-tags-results-status" className={`${ui.hint} ${css.tagStatus}`} aria-live="polite">
          {term.trim() === '' ? M.searchHint : search.isError ? M.loadFailed : search.isSuccess && found.length === 0 ? M.noMatches : ''}
        </p>
        {found.length > 0 ? (
          <ul className={css.candidates} aria-label="Children found">
            {found.map((child) => (
              <li key={child.registration_id}>
                <button type="button" className={css.candidate} aria-label={M.add(child.name)} onClick={() => setTagged((list) => [...list, child])}>
                  <span className={css.chipName}>{child.name}</span>
                  <span className={css.candidateMeta}>{describe(child)}</span>
                  <ConsentMark child={child} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <DialogActions cancel={M.cancel} onCancel={onClose}>
          <button type="button" className={`${ui.btn} ${ui.primary}`} onClick={submit} disabled={save.isPending}>
            {save.isPending ? M.saving : M.save}
          </button>
        </DialogActions>
      </div>
    </AdminModal>
  );
}

/** The album screen's marks on a photo: hidden from visitors (and for whom), or not for social media. */
export function PhotoConsentMarks({ photo }: { photo: Photo }) {
  const children = photo.subjects ?? [];
  if (photo.no_consent) {
    return (
      <p className={`${css.photoMark} ${css.photoMarkHidden}`} data-photo-mark="no-consent">
        {PHOTO_REVIEW_MESSAGES.noConsent}
      </p>
    );
  }
  const withoutConsent = children.filter((c) => c.photo_consent !== 'yes');
  if (withoutConsent.length > 0) {
    return (
      <p className={`${css.photoMark} ${css.photoMarkHidden}`} data-photo-mark="hidden">
        {M.hidden(withoutConsent.map((c) => shortName(c.name)))}
      </p>
    );
  }
  if (photo.reviewed === false) {
    return (
      <p className={`${css.photoMark} ${css.photoMarkHidden}`} data-photo-mark="waiting">
        {PHOTO_REVIEW_MESSAGES.waiting}
      </p>
    );
  }
  if (children.some((c) => c.photo_social_consent !== 'yes')) {
    return (
      <p className={`${css.photoMark} ${css.photoMarkSocial}`} data-photo-mark="not-for-social">
        {M.notForSocial}
      </p>
    );
  }
  return null;
}
