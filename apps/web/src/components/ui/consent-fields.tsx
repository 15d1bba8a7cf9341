import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CONSENT_TEXTS } from '@academy/contract/registration-consent-constants';
import { PHOTO_CONSENTS } from '@academy/contract/registration-constants';
import { describedBy, FieldError, PUBLIC_FIELD_LOOK, type FieldLook } from './form-field';

type Props = {
  dataConsent: UseFormRegisterReturn;
  photoConsent: UseFormRegisterReturn;
  errors: { data?: string; photo?: string };
  look?: FieldLook;
};

/**
 * The two consents of a registration, on the public and the admin form: processing the
 * data (required), and photos and videos (yes or no, no default), with a link to the privacy page.
 */
export function ConsentFields({ dataConsent, photoConsent, errors, look = PUBLIC_FIELD_LOOK }: Props) {
  const id = useId();
  const photoId = `${id}-photo`;
  const hintId = `${photoId}-hint`;
  return (
    <div className="consent">
      <div className="consent__data">
        <label className="consent__check">
          <input
            type="checkbox"
            {...dataConsent}
            aria-invalid={errors.data ? true : undefined}
            aria-describedby={describedBy(id, { error: errors.data })}
            aria-required="true"
          />
          <span>{CONSENT_TEXTS.data}</span>
        </label>
        <FieldError id={id} message={errors.data} look={look} />
      </div>
      {/* The radio group of the form kit, with the question under its legend (the kit's has no hint). */}
      <fieldset className="radio-group field--full" aria-describedby={describedBy(photoId, { hint: true, error: errors.photo })}>
        <legend>{CONSENT_TEXTS.photoLegend}</legend>
        <p id={hintId} className="consent__hint">
          {CONSENT_TEXTS.photoHint}
        </p>
        <div className="radio-group__options">
          {PHOTO_CONSENTS.map((value) => (
            <label key={value} className="radio">
              <input type="radio" {...photoConsent} value={value} aria-invalid={errors.photo ? true : undefined} />
              {CONSENT_TEXTS.photo[value]}
            </label>
          ))}
        </div>
        <FieldError id={photoId} message={errors.photo} look={look} />
      </fieldset>
      <p className="consent__privacy">
        <Link to="/privacy" target="_blank" rel="noopener">
          {CONSENT_TEXTS.privacyLink}
        </Link>
      </p>
    </div>
  );
}
