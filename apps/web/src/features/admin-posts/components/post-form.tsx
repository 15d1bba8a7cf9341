import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { IMAGE_ACCEPT } from '@academy/contract/common';
import { POST_MESSAGES, PostInputSchema } from '@academy/contract/post';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { FilePicker } from '../../../components/admin/file-picker';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { describedBy, FieldError, TextAreaField } from '../../../components/ui/form-field';
import { imageFileField } from '../../../lib/file-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import type { PostFormValues } from '../api/create-post';
import css from './post-form.module.css';

const PostEditor = lazy(() => import('./post-editor'));

/** The contract's post input (title, and content with text or a picture), and a cover that must be an image. */
const PostFormSchema = PostInputSchema.extend({ cover_image: imageFileField });
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
  onSubmit: (values: PostFormValues, actions: PostFormActions) => void;
};

/** The shared layout of /post and /editpost/:id: editor on the left, cover and title on the right. */
export function PostForm({ heading, submitLabel, initial, submitting, error, success, onSubmit }: Props) {
  const { register, handleSubmit, control, setValue, setError, clearErrors, reset, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PostFormSchema),
    defaultValues: initial ? { title: initial.title, content: initial.content, cover_image: null } : EMPTY,
  });
  const errors = formState.errors;
  // A new key mounts a fresh, empty editor (Quill keeps its own document and history).
  const [editorKey, setEditorKey] = useState(0);
  const cover = useWatch({ control, name: 'cover_image' });

  // The editor is a controlled field: its HTML goes into the form, checked again as it changes once submitted.
  const onContent = (html: string) => setValue('content', html, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const actions: PostFormActions = {
    clear: () => {
      reset(EMPTY);
      setEditorKey((k) => k + 1);
    },
    refused: (e, fallback) => applyServerErrors(e, setError, FIELDS, fallback),
  };

  const submit = handleSubmit((values) =>
    onSubmit({ title: values.title, content: values.content, cover_image: values.cover_image ?? null }, actions),
  );

  return (
    <form className={ui.page} onSubmit={submit} noValidate>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{heading}</h1>
        <Link to="/allposts" className={`${ui.btn} ${ui.small}`}>
          {POST_MESSAGES.allPosts}
        </Link>
      </div>
      <AdminAlert tone="success">{success}</AdminAlert>
      <AdminAlert tone="error">{error}</AdminAlert>
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
            <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={submitting}>
              {submitting ? 'Saving...' : submitLabel}
            </button>
          </div>
        </div>
        <aside className={css.right}>
          <FilePicker
            label="Cover image"
            className={`${ui.card} ${css.cover}`}
            accept={IMAGE_ACCEPT}
            files={cover ? [cover] : []}
            onChoose={([file]) => setValue('cover_image', file ?? null, { shouldValidate: true })}
            onClear={() => {
              setValue('cover_image', null);
              clearErrors('cover_image');
            }}
            previewAlt="Cover preview"
            current={initial?.coverUrl ? <img src={initial.coverUrl} alt="Cover preview" /> : null}
            prompt="Click or drop an image here (JPEG, PNG or WebP, under 5MB)"
            error={errors.cover_image?.message}
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
