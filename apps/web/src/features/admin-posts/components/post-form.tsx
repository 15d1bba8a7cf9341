import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkImageFile, IMAGE_ACCEPT } from '@academy/contract/common';
import { POST_MESSAGES, PostInputSchema } from '@academy/contract/post';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminSpinner } from '../../../components/admin/spinner';
import { useObjectUrl } from '../../../hooks/use-object-url';
import ui from '../../../components/admin/ui.module.css';
import type { PostFormValues } from '../api/create-post';
import css from './post-form.module.css';

const PostEditor = lazy(() => import('./post-editor'));

type Props = {
  heading: string;
  submitLabel: string;
  initial?: { title: string; content: string; coverUrl: string | null };
  /** Changing it remounts the editor empty (after a publish). */
  resetKey?: number;
  submitting: boolean;
  error: string | null;
  success: string | null;
  onSubmit: (values: PostFormValues) => void;
};

/** The shared layout of /post and /editpost/:id: editor on the left, cover and title on the right. */
export function PostForm({ heading, submitLabel, initial, resetKey = 0, submitting, error, success, onSubmit }: Props) {
  const titleId = useId();
  const coverId = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [cover, setCover] = useState<File | null>(null);
  const preview = useObjectUrl(cover);
  const [localError, setLocalError] = useState<string | null>(null);
  const [lastReset, setLastReset] = useState(resetKey);

  if (lastReset !== resetKey) {
    setLastReset(resetKey);
    setTitle('');
    setContent('');
    setCover(null);
  }

  const onCover = (file: File | undefined) => {
    setLocalError(null);
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setLocalError(problem);
      return;
    }
    setCover(file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    const parsed = PostInputSchema.safeParse({ title, content });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? POST_MESSAGES.createFailed);
      return;
    }
    onSubmit({ title: parsed.data.title, content, cover_image: cover });
  };

  const shown = preview ?? initial?.coverUrl ?? null;

  return (
    <form className={ui.page} onSubmit={submit} noValidate>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{heading}</h1>
        <Link to="/allposts" className={`${ui.btn} ${ui.small}`}>
          {POST_MESSAGES.allPosts}
        </Link>
      </div>
      <AdminAlert tone="success">{success}</AdminAlert>
      <AdminAlert tone="error">{localError ?? error}</AdminAlert>
      <div className={css.layout}>
        <div className={css.left}>
          <Suspense fallback={<AdminSpinner label="Loading editor..." />}>
            <PostEditor key={resetKey} initialHtml={initial?.content ?? ''} onChange={setContent} />
          </Suspense>
          <div className={css.submitRow}>
            <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={submitting}>
              {submitting ? 'Saving...' : submitLabel}
            </button>
          </div>
        </div>
        <aside className={css.right}>
          <div className={`${ui.card} ${css.cover}`}>
            <label className={ui.label} htmlFor={coverId}>
              Cover image
            </label>
            <div className={css.coverBox}>
              {shown ? <img src={shown} alt="Cover preview" /> : <span>Click or drop an image here (JPEG, PNG or WebP, under 5MB)</span>}
              <input
                id={coverId}
                className={css.fileInput}
                type="file"
                accept={IMAGE_ACCEPT}
                onChange={(e) => onCover(e.target.files?.[0])}
              />
            </div>
            {cover ? <span className={ui.hint}>{cover.name}</span> : null}
          </div>
          <div className={`${ui.card} ${ui.field}`}>
            <label className={ui.label} htmlFor={titleId}>
              Title
            </label>
            <textarea
              id={titleId}
              className={`${ui.input} ${css.titleArea}`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Post title"
            />
          </div>
        </aside>
      </div>
    </form>
  );
}
