// Zod-free part of album.ts: pages that only show data import this file and never download zod.
export const ALBUM_MESSAGES = {
  nameRequired: 'Please enter an album name',
  loadFailed: 'Failed to load albums',
  empty: 'No albums found.',
  noPhotos: 'No photos in this album yet',
  createFailed: 'Failed to create album',
  created: 'Album created. Add some photos.',
  updated: 'Album updated successfully.',
  updateFailed: 'Failed to update album.',
  deleteFailed: 'Failed to delete album',
  uploadFailed: 'Failed to upload photos',
  photoDeleteFailed: 'Failed to delete photo',
  deleted: 'Album deleted.',
  deleteWarning: 'The album and all of its photos will be removed. This cannot be undone.',
  photoDeleted: 'Photo deleted.',
  notFound: 'Album not found',
  update: 'Update',
  updating: 'Updating...',
  captionSaved: 'Caption saved.',
  captionFailed: 'Failed to save the caption',
  captionLabel: (n: number) => `Caption of photo ${n}`,
  orderSaved: 'Photo order saved.',
  orderFailed: 'Failed to save the photo order',
  orderMismatch: 'The album changed while you were arranging it: reload and try again',
  coverSet: 'Album cover changed.',
  coverFailed: 'Failed to change the album cover',
  makeCover: 'Make cover',
  isCover: 'Cover',
  photoNotInAlbum: 'That photo is not in this album',
  photoNotFound: 'Photo not found',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  dragHandle: (n: number) => `Drag photo ${n} to reorder (or press Space, then the arrow keys)`,
} as const;

/** the album creator id is fixed at 1. */
export const ALBUM_CREATOR_ID = 1;
export const GALLERY_COLUMNS = 3;
export const MAX_PHOTOS_PER_UPLOAD = 50;

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
  /** The visitors' line under a photo: first names and initials of the children whose families said yes to the name with the photo. */
  inThisPhoto: (names: string[]) => `In this photo: ${names.join(', ')}`,
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
