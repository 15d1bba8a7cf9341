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
} as const;

/** the album creator id is fixed at 1. */
export const ALBUM_CREATOR_ID = 1;
export const GALLERY_COLUMNS = 3;
export const MAX_PHOTOS_PER_UPLOAD = 50;
