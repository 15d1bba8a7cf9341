import { z } from 'zod';
import { checkImageFile } from '@academy/contract/common-constants';
import { isVideoType, MEDIA_MESSAGES } from '@academy/contract/media-constants';

/**
 * The file fields of the admin forms as schema fields, so that the form's resolver checks a chosen
 * file with the contract's own rules (and a refused file blocks the submit until it is replaced).
 * The server reads the real type from the bytes; these rules only spare a pointless upload.
 * Admin code only: it brings zod along.
 */
const chosenFile = z.custom<File | null | undefined>((v) => v === null || v === undefined || v instanceof Blob);

/** An image: JPEG, PNG or WebP under 5MB (checkImageFile). */
export const imageFileField = chosenFile.superRefine((file, ctx) => {
  const problem = file ? checkImageFile(file) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A video: MP4, WebM or MOV. */
export const videoFileField = chosenFile.superRefine((file, ctx) => {
  if (file && !isVideoType(file.type)) ctx.addIssue({ code: 'custom', message: MEDIA_MESSAGES.notVideo });
});
