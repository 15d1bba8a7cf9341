import type { PhotoConsent } from './registration-constants.ts';
import { PHOTO_CONSENT_QUESTIONS, type PhotoConsentPart, type PhotoConsentSource } from './registration-consent-constants.ts';

/**
 * The texts of photo consent (decision 046) shown after registration: the family's status page, the
 * enrollment detail and the mails. Apart from the form's questions so that /register does not carry
 * them. Zod-free.
 */
export const PHOTO_CONSENT_TEXTS = {
  short: { yes: 'Yes', no: 'No' } satisfies Record<PhotoConsent, string>,
  sources: { registration: 'Registration form', family: 'The family (status page)', staff: 'Staff (answer on paper)' } satisfies Record<
    PhotoConsentSource,
    string
  >,
  givenAt: (at: string) => `since ${at}`,
  notRecorded: 'no answer recorded',
  // The family's status page.
  familyTitle: 'Photos',
  familyIntro: 'What you told us about photos and videos of your child. You can change your answers at any time; a "no" takes effect at once.',
  familyChange: 'Change my answers',
  familySave: 'Save my answers',
  familySaving: 'Saving...',
  familyCancel: 'Cancel',
  familyUnchanged: 'Nothing was changed.',
  familySaved: 'Your answers are saved.',
  familyWithdrawn: (parts: string) => `Consent withdrawn for: ${parts}. It takes effect now, and the academy has been told.`,
  familyMailed: 'A confirmation is on its way to your inbox.',
  familyFailed: 'Your answers could not be saved. Please try again in a moment.',
  loading: 'Loading your answers…',
  loadFailed: 'We could not load your answers about photos.',
  // The enrollment detail.
  adminTitle: 'Photo consent',
  adminHistory: 'Every answer',
  adminHistoryEmpty: 'No answer recorded.',
  adminRecord: 'Record an answer given on paper',
  adminSave: 'Save the answer',
  adminSaving: 'Saving...',
  adminCancel: 'Cancel',
  adminSaved: 'Photo consent saved.',
  adminUnchanged: 'The answers are the same as before: nothing was recorded.',
  adminFailed: 'Failed to save the photo consent',
  adminLoadFailed: 'Failed to load the photo consent',
  adminVersion: (version: string) => `text version ${version}`,
} as const;

/** The parts' labels in lower case, joined for a sentence: "photos on the website, photos on social media". */
export const photoConsentPartsList = (parts: readonly PhotoConsentPart[]) => parts.map((p) => PHOTO_CONSENT_QUESTIONS.parts[p].label.toLowerCase()).join(', ');

/** The three answers of a consent as shown (each part with its answer, time and version), as a form's values. */
export const photoConsentAnswersOf = (consent: Record<PhotoConsentPart, { answer: PhotoConsent }>): Record<PhotoConsentPart, PhotoConsent> => ({
  website: consent.website.answer,
  name_with_photo: consent.name_with_photo.answer,
  social_media: consent.social_media.answer,
});
