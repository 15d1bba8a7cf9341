import type { PhotoConsent } from './registration-constants.ts';

/**
 * The consent texts of the registration forms and the admin screens, apart from
 * registration-constants.ts so that the chunk every public page loads does not carry them: only the
 * register page and admin screens import this file. Their version is CONSENT_VERSION (change it
 * with any text here).
 */
export const CONSENT_TEXTS = {
  data: 'I agree that the academy keeps and uses the details in this form, including my child’s health information, to handle the application, contact me and keep my child safe at training. Our privacy notice explains for how long and how to get or erase them.',
  photoLegend: 'Photos and videos of my child',
  photoHint:
    'Can the academy publish photos and videos in which your child appears on its website (gallery, news, match pages)? You can change your mind at any time.',
  photo: { yes: 'Yes, photos and videos may be published', no: 'No photos or videos of my child' } satisfies Record<PhotoConsent, string>,
  privacyLink: 'How we keep and use this data',
} as const;
export const PHOTO_CONSENT_LABELS: Record<PhotoConsent, string> = { yes: 'Photos OK', no: 'No photos' };

/**
 * Photo consent in three parts (decision 046). `website` is the registration form's question above
 * (CONSENT_TEXTS.photo…, unchanged); the other two are asked under it. Each part is stored in its
 * own registration column; every answer is kept with PHOTO_CONSENT_VERSION and its time.
 */
export const PHOTO_CONSENT_PARTS = ['website', 'name_with_photo', 'social_media'] as const;
export type PhotoConsentPart = (typeof PHOTO_CONSENT_PARTS)[number];
/** The registration column of each part. */
export const PHOTO_CONSENT_COLUMNS = {
  website: 'photo_consent',
  name_with_photo: 'photo_name_consent',
  social_media: 'photo_social_consent',
} as const satisfies Record<PhotoConsentPart, string>;
/** Who gave an answer: the registration form, the family on its status page, or staff recording a paper answer. */
export const PHOTO_CONSENT_SOURCES = ['registration', 'family', 'staff'] as const;
export type PhotoConsentSource = (typeof PHOTO_CONSENT_SOURCES)[number];
/** The version of the photo consent texts (the three questions): change it with any of them. */
export const PHOTO_CONSENT_VERSION = '2026-11-26';

type PartText = { label: string; legend: string; hint: string; answers: Record<PhotoConsent, string> };

export const PHOTO_CONSENT_QUESTIONS = {
  parts: {
    website: { label: 'Photos on the website', legend: CONSENT_TEXTS.photoLegend, hint: CONSENT_TEXTS.photoHint, answers: CONSENT_TEXTS.photo },
    name_with_photo: {
      label: 'Name with a photo',
      legend: 'My child’s name with photos',
      hint: 'May the academy name your child (first name and last initial) beside a photo or video in which they appear?',
      answers: { yes: 'Yes, my child may be named with a photo', no: 'No, never name my child with a photo' },
    },
    social_media: {
      label: 'Photos on social media',
      legend: 'Photos on the academy’s social media',
      hint: 'May the academy post photos and videos of your child on its social media pages?',
      answers: { yes: 'Yes, on the academy’s social media', no: 'No, not on social media' },
    },
  } satisfies Record<PhotoConsentPart, PartText>,
  /** Required in the browser: the API stores 'no' when a part is absent (fail closed). */
  required: 'Please answer yes or no',
} as const;
