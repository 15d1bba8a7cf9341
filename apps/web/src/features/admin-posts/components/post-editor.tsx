import { useEffect, useRef } from 'react';
import hljs from 'highlight.js/lib/common';
import 'highlight.js/styles/github.css';
import 'quill/dist/quill.snow.css';
import type { Delta as DeltaType } from 'quill';
import { EDITOR } from '@academy/contract/post';
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

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const container = document.createElement('div');
    host.appendChild(container);
    const quill = new Quill(container, {
      theme: 'snow',
      placeholder: EDITOR.placeholder,
      formats: EDITOR_FORMATS,
      modules: {
        toolbar: TOOLBAR,
        history: { delay: EDITOR.historyDelayMs, maxStack: EDITOR.historyMaxStack, userOnly: true },
        syntax: { hljs, interval: EDITOR.codeHighlightIntervalMs },
        // Toolbar images, dropped and pasted files: png and jpeg only, embedded inline as data URLs.
        uploader: { mimetypes: [...EDITOR.imageMimeTypes] },
      },
    });
    // Pasted HTML may carry other image types (gif, svg…) as data URLs: drop those.
    const Delta = Quill.import('delta') as typeof DeltaType;
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

  return <div ref={hostRef} className={css.editor} data-testid="post-editor" />;
}

export default PostEditor;
