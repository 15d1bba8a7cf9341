import { useState, type DragEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { IMAGE_ACCEPT } from '@academy/contract/common';
import { MEDIA_MESSAGES, MediaInputSchema, VIDEO_ACCEPT } from '@academy/contract/media';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import ui from '../../../components/admin/ui.module.css';
import { Field, FileField, TextField } from '../../../components/ui/form-field';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { imageFileField, videoFileField } from '../../../lib/file-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUploadMedia } from '../api/upload-media';
import css from './media.module.css';

/** The contract's video form (a file or a URL: its refine on `video_file`), with the chosen files checked by type. */
const MediaFormSchema = MediaInputSchema.safeExtend({ video_file: videoFileField, thumbnail: imageFileField });
type FormIn = z.input<typeof MediaFormSchema>;
type FormOut = z.output<typeof MediaFormSchema>;
const FIELDS = ['title', 'video_file', 'video_url', 'thumbnail'] as const;

const look = ADMIN_FIELD_LOOK;

export default function MediaUploadPage() {
  const upload = useUploadMedia();
  const navigate = useNavigate();
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(MediaFormSchema),
    defaultValues: { title: '', video_url: '', video_file: null, thumbnail: null },
  });
  const errors = formState.errors;
  const [video, thumb] = useWatch({ control, name: ['video_file', 'thumbnail'] });
  const thumbPreview = useObjectUrl(errors.thumbnail ? null : (thumb ?? null));
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chooseVideo = (file: File | undefined) => {
    if (file) setValue('video_file', file, { shouldValidate: true });
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    chooseVideo(e.dataTransfer.files?.[0]);
  };

  const onValid = (values: FormOut) => {
    setFailure(null);
    setProgress(0);
    upload.mutate(
      { title: values.title, video_url: values.video_url, video_file: values.video_file ?? null, thumbnail: values.thumbnail ?? null, onProgress: setProgress },
      {
        onSuccess: () => navigate('/media', { state: { flash: MEDIA_MESSAGES.uploaded } }),
        onError: (err) => {
          setProgress(null);
          // Refusals (400/413/415) carry the reason; anything else is a connection problem.
          setFailure(applyServerErrors(err, setError, FIELDS, MEDIA_MESSAGES.uploadFailed));
        },
      },
    );
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  const chosen = video && !errors.video_file ? video : null;

  return (
    <form className={ui.page} onSubmit={handleSubmit(onValid)} noValidate>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Upload video</h1>
          <p className={ui.subtitle}>A video file (MP4, WebM or MOV) or a link to YouTube, Vimeo or a video file.</p>
        </div>
        <Link to="/media" className={`${ui.btn} ${ui.small}`}>
          Back to media
        </Link>
      </div>
      <AdminAlert tone="error">{failure}</AdminAlert>
      <div className={css.uploadLayout}>
        <div className={`${ui.card} ${ui.form}`}>
          <TextField label="Title" look={look} error={errors.title?.message} {...register('title')} />
          <Field label="Video file" look={look} error={errors.video_file?.message}>
            {({ className: _unstyled, ...control }) => (
              // The drop zone is a label of its own: a click anywhere in it opens the file chooser.
              <label
                className={ui.dropzone}
                data-active={dragging}
                onDragOver={(e) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                data-testid="video-dropzone"
              >
                <input
                  {...control}
                  aria-labelledby={`${control.id}-label`}
                  className={css.hiddenInput}
                  type="file"
                  accept={VIDEO_ACCEPT}
                  onChange={(e) => chooseVideo(e.target.files?.[0])}
                />
                <span aria-hidden="true" style={{ fontSize: '1.8rem' }}>
                  ▶
                </span>
                {chosen ? <span className={css.fileName}>{chosen.name}</span> : <span>Drag and drop a video here, or click to choose</span>}
              </label>
            )}
          </Field>
          <p className={css.or}>— or —</p>
          <TextField
            label="Video URL"
            look={look}
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            error={errors.video_url?.message}
            {...register('video_url', { deps: ['video_file'] })}
          />
          <FileField
            label="Thumbnail (optional)"
            look={look}
            accept={IMAGE_ACCEPT}
            error={errors.thumbnail?.message}
            onFile={(file) => file && setValue('thumbnail', file, { shouldValidate: true })}
            preview={thumbPreview ? <img src={thumbPreview} alt="Thumbnail preview" className={ui.preview} /> : null}
          />
          {percent !== null ? (
            <div className={ui.field}>
              <span className={ui.label} id="media-progress-label">
                Uploading… {percent}%
              </span>
              <div
                className={ui.progress}
                role="progressbar"
                aria-labelledby="media-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <div className={ui.progressBar} style={{ width: `${percent}%` }} />
              </div>
            </div>
          ) : null}
          <div>
            <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload video'}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
