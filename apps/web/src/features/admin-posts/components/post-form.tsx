import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { IMAGE_ACCEPT } from '@academy/contract/common';
import { POST_MESSAGES, PostFieldsSchema } from '@academy/contract/post';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminModal } from '../../../components/admin/modal';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { FilePicker, useFileField } from '../../../components/admin/file-picker';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { LabelledInput, SubmitButton } from '../../../components/admin/form-controls';
import { describedBy, FieldError, TextAreaField } from '../../../components/ui/form-field';
import { imageFileField } from '../../../lib/file-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import type { PostFormValues, PostIntent } from '../api/create-post';
import css from './post-form.module.css';
import { useOpen } from '../../../hooks/use-open';
import { useTextInput } from '../../../hooks/use-text-input';

const PostEditor = lazy(() => import('./post-editor'));

/** The contract's post input (title, and content with text or a picture), and a cover that must be an image. */
const PostFormSchema = PostFieldsSchema.extend({ cover_image: imageFileField });
type FormIn = z.input<typeof PostFormSchema>;
type FormOut = z.output<typeof PostFormSchema>;
const FIELDS = ['title', 'content', 'cover_image'] as const;
const EMPTY: FormIn = { title: '', content: '', cover_image: null };
const CONTENT_ID = 'post-content';

/** What the screen can do with the form once the server has answered. */
export type PostFormActions = {
  /** Empties title, content (a fresh editor) and cover: after a publish the author stays for the next post. */
  clear: () => void;
  /** Puts the answer's per-field messages under title, content and cover; returns the alert's text. */
  refused: (error: unknown, fallback: string) => string;
};

type Props = {
  heading: string;
  submitLabel: string;
  initial?: { title: string; content: string; coverUrl: string | null };
  submitting: boolean;
  error: string | null;
  /** The success alert's content (text, and a link to the post after publishing). */
  success: ReactNode;
  /** Shown under the alerts (e.g. "Send to subscribers" after publishing). */
  after?: ReactNode;
  /** What the main button asks for: publish (a new post), or undefined to keep the post's state (an edit). */
  primaryIntent?: PostIntent;
  /** The post's schedule, when it has one (the dialog starts from it). */
  publishAt?: string | null;
  onSubmit: (values: PostFormValues, actions: PostFormActions, intent: PostIntent | undefined) => void;
};

/** "2026-11-24T10:00" in the browser's time zone, for <input type="datetime-local">. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Asks when to publish: a local date and time in the future. */
function ScheduleDialog({ initial, onCancel, onSchedule }: { initial: string | null | undefined; onCancel: () => void; onSchedule: (iso: string) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  // An hour from now unless the post has a time already; read once, when the dialog opens.
  const publishAt = useTextInput(
    () => localInputValue(initial ? new Date(initial) : new Date(Date.now() + 60 * 60 * 1000)),
    () => setProblem(null),
  );
  const value = publishAt.value;
  const [min] = useState(() => localInputValue(new Date()));
  return (
    <AdminModal title={POST_MESSAGES.scheduleTitle} onClose={onCancel}>
      <div className={css.schedule}>
        <LabelledInput id="publish-at" label={POST_MESSAGES.scheduleLabel} type="datetime-local" {...publishAt.input} min={min} step={1} problem={problem} />
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={onCancel}>
            {POST_MESSAGES.cancel}
          </button>
          <button
            type="button"
            className={`${ui.btn} ${ui.primary}`}
            onClick={() => {
              const at = new Date(value);
              if (!value || Number.isNaN(at.getTime())) return setProblem(POST_MESSAGES.publishAtRequired);
              if (at.getTime() <= Date.now()) return setProblem(POST_MESSAGES.publishAtFuture);
              onSchedule(at.toISOString());
            }}
          >
            {POST_MESSAGES.scheduleConfirm}
          </button>
        </div>
      </div>
    </AdminModal>
  );
}

/** The shared layout of /post and /editpost/:id: editor on the left, cover and title on the right. */
export function PostForm({ heading, submitLabel, initial, submitting, error, success, after, primaryIntent, publishAt, onSubmit }: Props) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PostFormSchema),
    defaultValues: initial ? { title: initial.title, content: initial.content, cover_image: null } : EMPTY,
  });
  const { register, handleSubmit, setValue, setError, reset, formState } = form;
  const errors = formState.errors;
  // A new key mounts a fresh, empty editor (Quill keeps its own document and history).
  const [editorKey, setEditorKey] = useState(0);
  const cover = useFileField(form, 'cover_image');

  // The editor is a controlled field: its HTML goes into the form, checked again as it changes once submitted.
  const onContent = (html: string) => setValue('content', html, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const actions: PostFormActions = {
    clear: () => {
      reset(EMPTY);
      setEditorKey((k) => k + 1);
    },
    refused: (e, fallback) => applyServerErrors(e, setError, FIELDS, fallback),
  };

  const scheduling = useOpen();
  const submitWith = (intent: PostIntent | undefined) =>
    handleSubmit((values) => onSubmit({ title: values.title, content: values.content, cover_image: values.cover_image ?? null }, actions, intent));
  const submit = submitWith(primaryIntent);

  return (
    <form className={ui.page} onSubmit={submit} noValidate>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{heading}</h1>
        <Link to={ADMIN_PATHS.posts} className={`${ui.btn} ${ui.small}`}>
          {POST_MESSAGES.allPosts}
        </Link>
      </div>
      <AdminAlert tone="success">{success}</AdminAlert>
      <AdminAlert tone="error">{error}</AdminAlert>
      {after}
      <div className={css.layout}>
        <div className={css.left}>
          <Suspense fallback={<AdminSpinner label="Loading editor..." />}>
            <PostEditor
              key={editorKey}
              initialHtml={initial?.content ?? ''}
              onChange={onContent}
              invalid={Boolean(errors.content)}
              describedBy={describedBy(CONTENT_ID, { error: errors.content })}
            />
          </Suspense>
          <FieldError id={CONTENT_ID} message={errors.content?.message} look={ADMIN_FIELD_LOOK} />
          <div className={css.submitRow}>
            <SubmitButton busy={submitting} busyLabel="Saving...">
              {submitLabel}
            </SubmitButton>
            <button type="button" className={ui.btn} disabled={submitting} onClick={() => void submitWith({ status: 'draft' })()}>
              {POST_MESSAGES.saveDraft}
            </button>
            <button type="button" className={ui.btn} disabled={submitting} onClick={scheduling.show} aria-haspopup="dialog">
              {POST_MESSAGES.schedule}
            </button>
          </div>
          {scheduling.open ? (
            <ScheduleDialog
              initial={publishAt}
              onCancel={scheduling.close}
              onSchedule={scheduling.closeThen((iso: string) => void submitWith({ status: 'scheduled', publish_at: iso })())}
            />
          ) : null}
        </div>
        <aside className={css.right}>
          <FilePicker
            label="Cover image"
            className={`${ui.card} ${css.cover}`}
            accept={IMAGE_ACCEPT}
            {...cover}
            previewAlt="Cover preview"
            current={initial?.coverUrl ? <img src={initial.coverUrl} alt="Cover preview" /> : null}
            prompt="Click or drop an image here (JPEG, PNG or WebP, under 5MB)"
          />
          <TextAreaField
            label="Title"
            look={ADMIN_FIELD_LOOK}
            className={ui.card}
            controlClassName={css.titleArea}
            placeholder="Post title"
            error={errors.title?.message}
            {...register('title')}
          />
        </aside>
      </div>
    </form>
  );
}
