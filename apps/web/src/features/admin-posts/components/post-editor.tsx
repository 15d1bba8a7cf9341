import { useEffect, useRef, useState } from 'react';
import hljs from 'highlight.js/lib/common';
import 'highlight.js/styles/github.css';
import 'quill/dist/quill.snow.css';
import type { Delta as DeltaType, Range } from 'quill';
import { EDITOR } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { AdminAlert } from '../../../components/admin/alert';
import ui from '../../../components/admin/ui.module.css';
import { uploadPostImage } from '../api/upload-post-image';
import { createImageUploads, type ImageSurface, type UploadProgress } from './image-uploads';
import { EDITOR_FORMATS, Quill, TOOLBAR, isAllowedImageSrc, toStoredHtml } from './quill-setup';
import css from './post-editor.module.css';

type Props = {
  /** HTML to start with (edit screen). Changing it later has no effect: remount with a new key instead. */
  initialHtml?: string;
  onChange: (html: string) => void;
  label?: string;
  /** The form's verdict on the content, for assistive technology (the message is shown under the editor). */
  invalid?: boolean;
  describedBy?: string;
};

/** Quill 2 rich-text editor with the post toolbar and the editor's limits from the contract. */
export function PostEditor({ initialHtml = '', onChange, label = 'Post content', invalid = false, describedBy }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement | null>(null);
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(initialHtml);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const container = document.createElement('div');
    host.appendChild(container);
    const Delta = Quill.import('delta') as typeof DeltaType;
    let alive = true;
    // Where a picture is while it uploads: its preview's place in the document (decision 044).
    const previewAt = (previewUrl: string): number | undefined => {
      const node = [...quill.root.querySelectorAll('img')].find((img) => img.getAttribute('src') === previewUrl);
      const blot = node ? Quill.find(node) : null;
      return blot && blot !== quill ? quill.getIndex(blot as Parameters<typeof quill.getIndex>[0]) : undefined;
    };
    const surface: ImageSurface = {
      insertPreview: (index, previewUrl) => {
        quill.updateContents(new Delta().retain(index).insert({ image: previewUrl }), 'user');
        quill.setSelection(index + 1, 'silent');
      },
      replace: (previewUrl, src) => {
        const at = alive ? previewAt(previewUrl) : undefined;
        if (at === undefined) return false;
        // Not an edit of the writer's: kept out of the undo history (history is userOnly).
        quill.updateContents(new Delta().retain(at).delete(1).insert({ image: src }), 'api');
        return true;
      },
      remove: (previewUrl) => {
        const at = alive ? previewAt(previewUrl) : undefined;
        if (at !== undefined) quill.updateContents(new Delta().retain(at).delete(1), 'api');
      },
    };
    const uploads = createImageUploads({
      surface,
      upload: uploadPostImage,
      onProgress: (progress) => alive && setUpload(progress),
      onError: (message) => alive && setUploadError(message),
    });
    const quill = new Quill(container, {
      theme: 'snow',
      placeholder: EDITOR.placeholder,
      formats: EDITOR_FORMATS,
      modules: {
        toolbar: TOOLBAR,
        history: { delay: EDITOR.historyDelayMs, maxStack: EDITOR.historyMaxStack, userOnly: true },
        syntax: { hljs, interval: EDITOR.codeHighlightIntervalMs },
        // Toolbar images, dropped and pasted files: png and jpeg only, uploaded as files (decision 044).
        uploader: {
          mimetypes: [...EDITOR.imageMimeTypes],
          handler: (range: Range, files: File[]) => {
            setUploadError(null);
            quill.deleteText(range.index, range.length, 'user');
            void uploads.handle(range.index, files);
          },
        },
      },
    });
    // Pasted HTML keeps only this site's uploaded pictures; base64 and other sites' pictures go.
    quill.clipboard.addMatcher('IMG', (node, delta) => {
      const src = (node as HTMLImageElement).getAttribute('src') ?? '';
      return isAllowedImageSrc(src) ? delta : new Delta();
    });
    // Quill's pickers are spans with role="button" and no name: give them one.
    const toolbar = host.querySelector('.ql-toolbar');
    toolbar?.setAttribute('aria-label', 'Formatting');
    toolbar?.setAttribute('role', 'toolbar');
    toolbar?.querySelector('.ql-size .ql-picker-label')?.setAttribute('aria-label', 'Font size');
    toolbar?.querySelector('.ql-header .ql-picker-label')?.setAttribute('aria-label', 'Heading');
    quill.root.setAttribute('aria-label', label);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    rootRef.current = quill.root;

    if (initialRef.current) {
      quill.setContents(quill.clipboard.convert({ html: initialRef.current }), 'silent');
      quill.history.clear();
    }
    const emit = () => onChangeRef.current(quill.getLength() <= 1 ? '' : toStoredHtml(quill.getSemanticHTML()));
    quill.on('text-change', emit);
    return () => {
      alive = false;
      quill.off('text-change', emit);
      rootRef.current = null;
      host.innerHTML = '';
    };
  }, [label]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (invalid) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
  }, [invalid, describedBy]);

  const percent = upload ? Math.round(upload.fraction * 100) : 0;
  return (
    <>
      <div ref={hostRef} className={css.editor} data-testid="post-editor" />
      {upload ? (
        <div className={css.uploading}>
          <span className={ui.hint} id="post-image-progress">
            {POST_EDITOR_MESSAGES.imageUploading(upload.done + 1, upload.total)} {percent}%
          </span>
          <div className={ui.progress} role="progressbar" aria-labelledby="post-image-progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className={ui.progressBar} style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      <AdminAlert tone="error">{uploadError}</AdminAlert>
    </>
  );
}

export default PostEditor;
