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
  photoHint: 'Can the academy publish photos and videos in which your child appears (gallery, news, social media)? You can change your mind at any time.',
  photo: { yes: 'Yes, photos and videos may be published', no: 'No photos or videos of my child' } satisfies Record<PhotoConsent, string>,
  privacyLink: 'How we keep and use this data',
  photoFilter: 'Photos',
  photoFilterAll: 'Any answer',
  detailLabel: 'Photo and video consent',
  consentGiven: (version: string, at: string) => `Given ${at} (text version ${version})`,
  consentBefore: 'Registered before consent was asked',
  noPhotos: {
    open: 'Who must not appear in photos',
    title: 'No photos of these children',
    intro:
      'Their families said no to photos and videos (open applications), or no consent is recorded for these team members. Leave them out of the pictures you upload.',
    children: 'Registered children',
    team: 'Team members',
    none: 'Nobody: every family said yes.',
    loadFailed: 'Failed to load the list',
    reminder: 'Before uploading: some children must not appear in published photos.',
    close: 'Close',
  },
} as const;
export const PHOTO_CONSENT_LABELS: Record<PhotoConsent, string> = { yes: 'Photos OK', no: 'No photos' };
