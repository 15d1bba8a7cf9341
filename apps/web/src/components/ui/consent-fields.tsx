import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CONSENT_TEXTS, PHOTO_CONSENT_PARTS, PHOTO_CONSENT_QUESTIONS, type PhotoConsentPart } from '@academy/contract/registration-consent-constants';
import { PHOTO_CONSENTS } from '@academy/contract/registration-constants';
import { describedBy, FieldError, PUBLIC_FIELD_LOOK, type FieldLook } from './form-field';

/** The form's consent fields, as the registration schemas name them. */
type ConsentField = 'data_consent' | 'photo_consent' | 'photo_name_consent' | 'photo_social_consent';
const FIELD_OF: Record<PhotoConsentPart, ConsentField> = {
  website: 'photo_consent',
  name_with_photo: 'photo_name_consent',
  social_media: 'photo_social_consent',
};

type Props = {
  /** The form's `register` (react-hook-form): any form with the four consent fields. */
  register: (name: ConsentField) => UseFormRegisterReturn;
  /** The form's errors (`formState.errors`). */
  errors: Partial<Record<ConsentField, { message?: string }>>;
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
export function ConsentFields({ register, errors, look = PUBLIC_FIELD_LOOK }: Props) {
  const id = useId();
  const dataError = errors.data_consent?.message;
  return (
    <div className="consent">
      <div className="consent__data">
        <label className="consent__check">
          <input
            type="checkbox"
            {...register('data_consent')}
            aria-invalid={dataError ? true : undefined}
            aria-describedby={describedBy(id, { error: dataError })}
            aria-required="true"
          />
          <span>{CONSENT_TEXTS.data}</span>
        </label>
        <FieldError id={id} message={dataError} look={look} />
      </div>
      {PHOTO_CONSENT_PARTS.map((part) => (
        <PhotoQuestion key={part} part={part} field={register(FIELD_OF[part])} error={errors[FIELD_OF[part]]?.message} look={look} />
      ))}
      <p className="consent__privacy">
        <Link to="/privacy" target="_blank" rel="noopener">
          {CONSENT_TEXTS.privacyLink}
        </Link>
      </p>
    </div>
  );
}
