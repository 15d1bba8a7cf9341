// Zod-free part of album.ts: pages that only show data import this file and never download zod.
export const ALBUM_MESSAGES = {
  /** The link of /galleryalbum and the button of /uploadalbum (SPEC 2). */
  create: 'Create Album',
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
 * A hidden photo's signed address (staff's `view_url`, decision 051) is made for windows of this
 * many minutes and works until the end of the next one (decision 061): the same address for a
 * window, so the browser keeps the file, and at most two windows of use for whoever copied it.
 * The admin album screens ask for fresh addresses once per window.
 */
export const SIGNED_PHOTO_WINDOW_MINUTES = 10;

/** The visitors' line under a photo: first names and initials of the children whose families said yes to the name with the photo (decision 051). */
export const inThisPhoto = (names: string[]) => `In this photo: ${names.join(', ')}`;
