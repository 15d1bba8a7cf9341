import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, IMAGE_MAX_BYTES } from '@academy/contract/common-constants';
import { POST_BODY_IMAGE_SIZES, type PostImage } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { api, fail, ok } from '../../../test/api';
import { uploadPostImage } from '../api/upload-post-image';
import { createImageUploads, type UploadProgress } from './image-uploads';

const stored = (name: string): PostImage => ({
  src: `/uploads/images/${name}.webp`,
  srcset: `/uploads/images/${name}-320w.webp 320w`,
  sizes: POST_BODY_IMAGE_SIZES,
  width: 1600,
  height: 1200,
});

/** The editor as a list of pictures: what the handler inserted, swapped and removed. */
function fakeEditor() {
  const doc: string[] = [];
  let previews = 0;
  const progress: (UploadProgress | null)[] = [];
  const errors: string[] = [];
  return {
    doc,
    progress,
    errors,
    deps: {
      surface: {
        insertPreview: (index: number, url: string) => void doc.splice(index, 0, url),
        replace: (url: string, src: string) => {
          const at = doc.indexOf(url);
          if (at < 0) return false;
          doc[at] = src;
          return true;
        },
        remove: (url: string) => {
          const at = doc.indexOf(url);
          if (at >= 0) doc.splice(at, 1);
        },
      },
      onProgress: (p: UploadProgress | null) => void progress.push(p),
      onError: (m: string) => void errors.push(m),
      createPreviewUrl: () => `blob:http://localhost/${++previews}`,
      revokePreviewUrl: () => {},
    },
  };
}

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe("the editor's picture uploads (docs/decisions/044)", () => {
  it('uploads through POST /api/posts/images with progress and puts the stored URL where the preview was', async () => {
    api.post('/posts/images', ok(stored('a1'), { status: 201 }));
    const editor = fakeEditor();
    const uploads = createImageUploads({ ...editor.deps, upload: uploadPostImage });
    editor.doc.push('text');
    const finished = uploads.handle(1, [jpeg('phone.jpg')]);
    // While it uploads: the local preview where it goes, and the bar at 0 % of one picture.
    expect(editor.doc).toEqual(['text', 'blob:http://localhost/1']);
    expect(editor.progress.at(-1)).toEqual({ done: 0, total: 1, fraction: 0 });
    await finished;
    expect(editor.doc).toEqual(['text', '/uploads/images/a1.webp']);
    // The XHR's upload progress reached the bar (100 %) before the bar went away.
    expect(editor.progress).toContainEqual({ done: 0, total: 1, fraction: 1 });
    expect(editor.progress.at(-1)).toBeNull();
    expect(editor.errors).toEqual([]);
    const call = api.lastCall('POST', '/posts/images')!;
    expect(call.body).toBeInstanceOf(FormData);
    expect(((call.body as FormData).get('image') as File).name).toBe('phone.jpg');
  });

  it("says why a failed upload failed (the server's message) and leaves nothing in the post", async () => {
    api.post('/posts/images', fail(415, IMAGE_MESSAGES.invalidType));
    const editor = fakeEditor();
    const uploads = createImageUploads({ ...editor.deps, upload: uploadPostImage });
    await uploads.handle(0, [jpeg('not-really.jpg')]);
    expect(editor.doc).toEqual([]);
    expect(editor.errors).toEqual([POST_EDITOR_MESSAGES.imageUploadFailed(IMAGE_MESSAGES.invalidType)]);
    expect(editor.progress.at(-1)).toBeNull();
  });

  it('refuses a file over the size limit before sending it, and uploads the others in order with their own progress', async () => {
    const editor = fakeEditor();
    const seen: string[] = [];
    const uploads = createImageUploads({
      ...editor.deps,
      upload: async (file, onProgress) => {
        seen.push(file.name);
        onProgress(0.5);
        return stored(file.name.replace('.jpg', ''));
      },
    });
    await uploads.handle(0, [jpeg('b1.jpg'), jpeg('huge.jpg', IMAGE_MAX_BYTES), jpeg('b2.jpg')]);
    expect(seen).toEqual(['b1.jpg', 'b2.jpg']);
    expect(editor.doc).toEqual(['/uploads/images/b1.webp', '/uploads/images/b2.webp']);
    expect(editor.errors).toEqual([POST_EDITOR_MESSAGES.imageUploadFailed(IMAGE_MESSAGES.tooLarge)]);
    expect(editor.progress).toContainEqual({ done: 0, total: 2, fraction: 0.5 });
    expect(editor.progress).toContainEqual({ done: 1, total: 2, fraction: 0.5 });
    expect(editor.progress.at(-1)).toBeNull();
  });
});
