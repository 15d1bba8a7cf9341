import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CONSENT_TEXTS, PHOTO_CONSENT_QUESTIONS, type PhotoConsentPart } from '@academy/contract/registration-consent-constants';
import { PHOTO_CONSENTS } from '@academy/contract/registration-constants';
import { describedBy, FieldError, PUBLIC_FIELD_LOOK, type FieldLook } from './form-field';

/** The two further parts of photo consent (decision 046), asked under the website question. */
type FurtherPart = Exclude<PhotoConsentPart, 'website'>;

type Props = {
  dataConsent: UseFormRegisterReturn;
  photoConsent: UseFormRegisterReturn;
  /** The further parts' fields. */
  photoParts: Record<FurtherPart, UseFormRegisterReturn>;
  errors: { data?: string; photo?: string } & Partial<Record<FurtherPart, string>>;
  look?: FieldLook;
};

/** One yes/no question about photos: the form kit's radio group, with the question under its legend (the kit's has no hint). */
function PhotoQuestion({ part, field, error, look }: { part: PhotoConsentPart; field: UseFormRegisterReturn; error?: string; look: FieldLook }) {
  const id = useId();
  const text = PHOTO_CONSENT_QUESTIONS.parts[part];
  return (
    <fieldset className="radio-group field--full" aria-describedby={describedBy(id, { hint: true, error })} data-part={part}>
      <legend>{text.legend}</legend>
      <p id={`${id}-hint`} className="consent__hint">
        {text.hint}
      </p>
      <div className="radio-group__options">
        {PHOTO_CONSENTS.map((value) => (
          <label key={value} className="radio">
            <input type="radio" {...field} value={value} aria-invalid={error ? true : undefined} />
            {text.answers[value]}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} look={look} />
    </fieldset>
  );
}

/**
 * The consents of a registration, on the public and the admin form: processing the data
 * (required), and photos and videos (yes or no, no default, in three parts: the website, the name with
 * a photo and social media, decision 046), with a link to the privacy page.
 */
export function ConsentFields({ dataConsent, photoConsent, photoParts, errors, look = PUBLIC_FIELD_LOOK }: Props) {
  const id = useId();
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
      <PhotoQuestion part="website" field={photoConsent} error={errors.photo} look={look} />
      <PhotoQuestion part="name_with_photo" field={photoParts.name_with_photo} error={errors.name_with_photo} look={look} />
      <PhotoQuestion part="social_media" field={photoParts.social_media} error={errors.social_media} look={look} />
      <p className="consent__privacy">
        <Link to="/privacy" target="_blank" rel="noopener">
          {CONSENT_TEXTS.privacyLink}
        </Link>
      </p>
    </div>
  );
}
