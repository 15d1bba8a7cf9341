import { Camera, CameraOff } from 'lucide-react';
import type { PhotoConsent } from '@academy/contract/registration-constants';
import { PHOTO_CONSENT_LABELS } from '@academy/contract/registration-consent-constants';
import css from './photo-consent-badge.module.css';

/** Whether photos and videos of a child may be published: the words, an icon beside them, a colour (never colour alone). */
export function PhotoConsentBadge({ consent }: { consent: PhotoConsent }) {
  const Icon = consent === 'yes' ? Camera : CameraOff;
  return (
    <span className={`${css.badge} ${css[consent]}`} data-photo-consent={consent}>
      <Icon size={13} aria-hidden="true" />
      {PHOTO_CONSENT_LABELS[consent]}
    </span>
  );
}
