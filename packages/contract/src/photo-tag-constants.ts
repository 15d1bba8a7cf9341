import { inThisPhoto } from './album-constants.ts';

/*
 * Texts and limits of tagging children in album photos, apart from album-constants.ts so the
 * public pages' shared chunk does not carry the editors' texts (the page-weight rule, decision 020).
 */
/**
 * Children tagged in album photos, and what their families' photo consent lets the site do with
 * each photo (decision 051): a photo of a tagged child without consent to photos on the website is
 * hidden from visitors everywhere; one without consent to social media is marked for the editors.
 */
export const PHOTO_TAG_MESSAGES = {
  tagAction: 'Tag children',
  tagActionFor: (n: number) => `Tag children in photo ${n}`,
  dialogTitle: 'Children in this photo',
  dialogHelp: 'Tag every child who can be recognised. A photo of a child whose family has not agreed to photos on the website is hidden from visitors.',
  searchLabel: "Search by the child's name",
  searchPlaceholder: 'Type a name…',
  searchHint: 'Type at least one letter to search.',
  noMatches: 'No children found.',
  noneTagged: 'No children tagged yet.',
  tagged: 'Tagged children',
  add: (name: string) => `Tag ${name}`,
  remove: (name: string) => `Remove ${name}`,
  save: 'Save tags',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Tags saved.',
  saveFailed: 'Failed to save the tags',
  loadFailed: 'Failed to load the children',
  unknownChild: 'One of these children is not known: reload and try again',
  /** The album screen's mark on a photo visitors do not see. */
  hidden: (names: string[]) => `Hidden: no photo consent for ${names.join(', ')}`,
  notForSocial: 'Not for social media',
  noWebsiteConsent: 'No photo consent',
  noSocialConsent: 'No social media consent',
  ageLabel: (age: number) => `Age ${age}`,
  /** The visitors' line under a photo (album-constants.ts, which public pages load). */
  inThisPhoto,
} as const;

/** At most this many children tagged in one photo. */
export const MAX_PHOTO_SUBJECTS = 40;
/** At most this many children answered to one search. */
export const PHOTO_SUBJECT_CANDIDATE_LIMIT = 20;

/** "Kofi Asante Mensah" → "Kofi M.": how a tagged child is named on the album screen's marks and, with consent, to visitors. */
export function shortChildName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts[0]} ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.`;
}

/**
 * Photo review (docs/decisions/054): an upload is public only once an editor marks it reviewed,
 * attesting "no children in it, or every child in it tagged".
 */
export const PHOTO_REVIEW_MESSAGES = {
  waiting: 'Waiting for review: not public yet',
  noConsent: "Hidden: a tagged child's record was deleted (no consent)",
  title: (n: number) => `${n} photo${n === 1 ? '' : 's'} waiting for review`,
  intro:
    'A photo is public once reviewed: mark it when it shows no children, or when every child in it is tagged. A tagged child without photo consent keeps it hidden.',
  reviewAll: (n: number) => `Mark ${n === 1 ? 'it' : `all ${n}`} reviewed`,
  reviewing: 'Marking...',
  reviewed: (n: number) => `${n} photo${n === 1 ? '' : 's'} marked reviewed.`,
  failed: 'The photos could not be marked reviewed. Please try again.',
} as const;
