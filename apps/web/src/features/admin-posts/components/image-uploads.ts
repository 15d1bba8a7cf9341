import { COMMON_MESSAGES, checkImageFile } from '@academy/contract/common-constants';
import type { PostImage } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { errorMessage } from '../../../lib/api-client';

/** What the upload queue needs from the editor: where a picture goes while it uploads, and when it is done. */
export type ImageSurface = {
  /** Shows the local copy at `index` (a `blob:` address) while the file uploads. */
  insertPreview(index: number, previewUrl: string): void;
  /** Swaps the preview for the stored picture; false when the preview was deleted meanwhile. */
  replace(previewUrl: string, src: string): boolean;
  /** Takes a preview out (the upload failed). */
  remove(previewUrl: string): void;
};

export type UploadProgress = { done: number; total: number; fraction: number };

type Deps = {
  surface: ImageSurface;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<PostImage>;
  /** The uploads under way: `null` once none is. */
  onProgress: (progress: UploadProgress | null) => void;
  onError: (message: string) => void;
  createPreviewUrl?: (file: File) => string;
  revokePreviewUrl?: (url: string) => void;
};

/**
 * The editor's image handler (docs/decisions/044): the toolbar's image button, dropped and pasted
 * files each upload to POST /api/posts/images with a progress bar, shown meanwhile as a local
 * `blob:` preview where they go (the contract refuses a post that still has one, so Publish waits
 * for the uploads), then become the stored picture's URL. A failed upload says why (the server's
 * message) and leaves nothing in the post. No base64 ever enters the body.
 */
export function createImageUploads({
  surface,
  upload,
  onProgress,
  onError,
  createPreviewUrl = (f) => URL.createObjectURL(f),
  revokePreviewUrl = (u) => URL.revokeObjectURL(u),
}: Deps) {
  let total = 0;
  let done = 0;
  let current = 0;
  let chain: Promise<void> = Promise.resolve();
  const report = () => onProgress(done < total ? { done, total, fraction: current } : null);

  async function one(file: File, previewUrl: string) {
    current = 0;
    report();
    try {
      const image = await upload(file, (fraction) => {
        current = fraction;
        report();
      });
      surface.replace(previewUrl, image.src);
    } catch (error) {
      surface.remove(previewUrl);
      onError(POST_EDITOR_MESSAGES.imageUploadFailed(errorMessage(error, COMMON_MESSAGES.generic)));
    } finally {
      revokePreviewUrl(previewUrl);
      done++;
      if (done === total) done = total = 0;
      report();
    }
  }

  return {
    /** Quill's uploader handler: `index` is where the files go, in order. */
    handle(index: number, files: File[]): Promise<void> {
      let at = index;
      for (const file of files) {
        const problem = checkImageFile(file);
        if (problem) {
          onError(POST_EDITOR_MESSAGES.imageUploadFailed(problem));
          continue;
        }
        const previewUrl = createPreviewUrl(file);
        surface.insertPreview(at++, previewUrl);
        total++;
        // One upload at a time: the bar shows one file's progress and the link is not shared.
        chain = chain.then(() => one(file, previewUrl));
      }
      report();
      return chain;
    },
  };
}
