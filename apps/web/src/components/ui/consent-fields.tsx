import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CONSENT_TEXTS } from '@academy/contract/registration-constants';
import { describedBy, FieldError, PUBLIC_FIELD_LOOK, RadioGroup, type FieldLook } from './form-field';

type Props = {
  dataConsent: UseFormRegisterReturn;
  photoConsent: UseFormRegisterReturn;
  errors: { data?: string; photo?: string };
  look?: FieldLook;
};

/**
 * The two consents of a registration (issue 14 §1), on the public and the admin form: processing the
 * data (required), and photos and videos (yes or no, no default), with a link to the privacy page.
 */
export function ConsentFields({ dataConsent, photoConsent, errors, look = PUBLIC_FIELD_LOOK }: Props) {
  const id = useId();
  const hintId = `${id}-photo-hint`;
  return (
    <div className="consent">
      <div className="consent__data">
        <label className="consent__check">
          <input type="checkbox" {...dataConsent} aria-invalid={errors.data ? true : undefined} aria-describedby={describedBy(id, { error: errors.data })} aria-required="true" />
          <span>{CONSENT_TEXTS.data}</span>
        </label>
        <FieldError id={id} message={errors.data} look={look} />
      </div>
      <p id={hintId} className="consent__hint">
        {CONSENT_TEXTS.photoHint}
      </p>
      <RadioGroup
        legend={CONSENT_TEXTS.photoLegend}
        name="photo_consent"
        options={[
          { value: 'yes', label: CONSENT_TEXTS.photo.yes },
          { value: 'no', label: CONSENT_TEXTS.photo.no },
        ]}
        error={errors.photo}
        inputProps={{ ...photoConsent, 'aria-describedby': hintId }}
      />
      <p className="consent__privacy">
        <Link to="/privacy" target="_blank" rel="noopener">
          {CONSENT_TEXTS.privacyLink}
        </Link>
      </p>
    </div>
  );
}
