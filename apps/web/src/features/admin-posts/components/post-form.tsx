import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { IMAGE_ACCEPT } from '@academy/contract/common';
import { POST_MESSAGES, PostFieldsSchema } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
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
import { formatDateTime } from '../../../lib/format-date';
import { useUnsavedPost, type KeptPost } from './use-unsaved-post';
import { CUSTOM_EXCERPT_MAX, TAG_MESSAGES } from '@academy/contract/tag-constants';
import { useTags } from '../api/get-tags';
import { TagsField } from './tags-field';
import { usePublishDate } from './publish-date-field';

const PostEditor = lazy(() => import('./post-editor'));

/** The contract's post input (title, and content with text or a picture), and a cover that must be an image. */
const PostFormSchema = PostFieldsSchema.extend({ cover_image: imageFileField });
type FormIn = z.input<typeof PostFormSchema>;
type FormOut = z.output<typeof PostFormSchema>;
const FIELDS = ['title', 'content', 'cover_image', 'tags', 'custom_excerpt'] as const;
const EMPTY: FormIn = { title: '', content: '', cover_image: null, tags: [], custom_excerpt: '' };
const CONTENT_ID = 'post-content';

/** A list field's first message: the list's own (too many), else one of its items' (a name too long). */
function listMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  return Array.isArray(error) ? error.map(listMessage).find(Boolean) : undefined;
}

/** What the screen can do with the form once the server has answered. */
export type PostFormActions = {
  /** Empties title, content (a fresh editor) and cover: after a publish the author stays for the next post. */
  clear: () => void;
  /** Puts the answer's per-field messages under title, content and cover; returns the alert's text. */
  refused: (error: unknown, fallback: string) => string;
  /** The server has what the form shows: the browser's copy of unsaved changes is dropped. */
  saved: () => void;
};

type Props = {
  heading: string;
  submitLabel: string;
  initial?: { title: string; content: string; coverUrl: string | null; tags?: string[]; customExcerpt?: string | null };
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
  /** A published post's date, which the editor may move into the past (docs/decisions/048); absent: no such field. */
  publishedDate?: string;
  /** Where the browser keeps unsaved changes: "new", or the post's id (docs/decisions/043). */
  unsavedKey: string;
  /** Whether "Save draft" is offered (not for a published post: Unpublish says what it does). */
  saveDraft?: boolean;
  /** The schedule button's text ("Schedule…", or "Reschedule…" for a scheduled post). */
  scheduleLabel?: string;
  /** More buttons in the row under the editor (the edit screen's Publish now / Unpublish). */
  moreActions?: (submitWith: (intent: PostIntent) => void) => ReactNode;
  /** Beside the heading (the edit screen's state and preview link). */
  headerExtra?: ReactNode;
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
export function PostForm({
  heading,
  submitLabel,
  initial,
  submitting,
  error,
  success,
  after,
  primaryIntent,
  publishAt,
  publishedDate,
  unsavedKey,
  saveDraft = true,
  scheduleLabel = POST_MESSAGES.schedule,
  moreActions,
  headerExtra,
  onSubmit,
}: Props) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PostFormSchema),
    defaultValues: initial
      ? { title: initial.title, content: initial.content, cover_image: null, tags: initial.tags ?? [], custom_excerpt: initial.customExcerpt ?? '' }
      : EMPTY,
  });
  // Tags and the excerpt (decision 047): the tags field is controlled, its suggestions every tag in use.
  const tags = (useWatch({ control: form.control, name: 'tags' }) as string[] | undefined) ?? [];
  const excerpt = (useWatch({ control: form.control, name: 'custom_excerpt' }) as string | undefined) ?? '';
  const knownTags = useTags();
  const { register, handleSubmit, setValue, setError, reset, formState, getValues } = form;
  const errors = formState.errors;
  // A new key mounts a fresh editor with `editorHtml` (Quill keeps its own document and history).
  const [editorKey, setEditorKey] = useState(0);
  const [editorHtml, setEditorHtml] = useState(initial?.content ?? '');
  const cover = useFileField(form, 'cover_image');
  const unsaved = useUnsavedPost(unsavedKey, {
    title: initial?.title ?? '',
    content: initial?.content ?? '',
    tags: initial?.tags ?? [],
    custom_excerpt: initial?.customExcerpt ?? '',
  });
  /** Every change of what the author types (title, body, tags, excerpt) is kept in the browser until the server has it. */
  const keep = (change: Partial<KeptPost>) =>
    unsaved.changed({
      title: getValues('title'),
      content: getValues('content'),
      tags: (getValues('tags') as string[] | undefined) ?? [],
      custom_excerpt: getValues('custom_excerpt') ?? '',
      ...change,
    });

  const showInEditor = (values: KeptPost) => {
    reset({ ...getValues(), ...values, cover_image: null });
    setEditorHtml(values.content);
    setEditorKey((k) => k + 1);
  };

  // The editor is a controlled field: its HTML goes into the form, checked again as it changes once submitted.
  const onContent = (html: string) => {
    setValue('content', html, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    keep({ content: html });
  };

  const actions: PostFormActions = {
    clear: () => {
      reset(EMPTY);
      showInEditor({ title: '', content: '', tags: [], custom_excerpt: '' });
      unsaved.forget();
    },
    refused: (e, fallback) => applyServerErrors(e, setError, FIELDS, fallback),
    saved: () => unsaved.forget(),
  };

  const scheduling = useOpen();
  const date = usePublishDate(publishedDate);
  const submitWith = (intent: PostIntent | undefined) =>
    handleSubmit((values) => {
      const created_at = date.read();
      if (created_at === false) return;
      onSubmit(
        {
          title: values.title,
          content: values.content,
          cover_image: values.cover_image ?? null,
          tags: values.tags ?? [],
          custom_excerpt: values.custom_excerpt ?? '',
          created_at,
        },
        actions,
        intent,
      );
    });
  const submit = submitWith(primaryIntent);

  return (
    <form className={ui.page} onSubmit={submit} noValidate>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{heading}</h1>
        {headerExtra}
        <Link to={ADMIN_PATHS.posts} className={`${ui.btn} ${ui.small}`}>
          {POST_MESSAGES.allPosts}
        </Link>
      </div>
      <AdminAlert tone="success">{success}</AdminAlert>
      <AdminAlert tone="error">{error}</AdminAlert>
      {unsaved.found ? (
        <div className={css.unsaved}>
          <AdminAlert tone="info">{POST_EDITOR_MESSAGES.unsavedFound(formatDateTime(unsaved.found.at, 'dayTime'))}</AdminAlert>
          <div className={ui.actions}>
            <button
              type="button"
              className={`${ui.btn} ${ui.primary}`}
              onClick={() => {
                showInEditor(unsaved.found!);
                unsaved.restored();
              }}
            >
              {POST_EDITOR_MESSAGES.restore}
            </button>
            <button type="button" className={ui.btn} onClick={unsaved.forget}>
              {POST_EDITOR_MESSAGES.discard}
            </button>
          </div>
        </div>
      ) : null}
      {after}
      <div className={css.layout}>
        <div className={css.left}>
          <Suspense fallback={<AdminSpinner label="Loading editor..." />}>
            <PostEditor
              key={editorKey}
              initialHtml={editorHtml}
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
            {moreActions?.((intent) => void submitWith(intent)())}
            {saveDraft ? (
              <button type="button" className={ui.btn} disabled={submitting} onClick={() => void submitWith({ status: 'draft' })()}>
                {POST_MESSAGES.saveDraft}
              </button>
            ) : null}
            <button type="button" className={ui.btn} disabled={submitting} onClick={scheduling.show} aria-haspopup="dialog">
              {scheduleLabel}
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
            {...register('title', {
              onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) => keep({ title: e.target.value }),
            })}
          />
          <TagsField
            className={ui.card}
            value={tags}
            onChange={(next) => {
              setValue('tags', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              keep({ tags: next });
            }}
            suggestions={knownTags.data ?? []}
            error={listMessage(errors.tags)}
          />
          <TextAreaField
            label={TAG_MESSAGES.excerptLabel}
            look={ADMIN_FIELD_LOOK}
            className={ui.card}
            controlClassName={css.excerptArea}
            hint={
              <>
                {TAG_MESSAGES.excerptHint}{' '}
                <span className={excerpt.length > CUSTOM_EXCERPT_MAX ? css.over : undefined}>{TAG_MESSAGES.excerptCount(excerpt.length)}</span>
              </>
            }
            error={errors.custom_excerpt?.message}
            {...register('custom_excerpt', { onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) => keep({ custom_excerpt: e.target.value }) })}
          />
          {date.field}
        </aside>
      </div>
    </form>
  );
}
