import { useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { BackLink } from '../../../components/admin/row-actions';
import type { z } from 'zod';
import { IMAGE_ACCEPT } from '@academy/contract/common';
import { MEDIA_MESSAGES, MediaInputSchema, VIDEO_ACCEPT } from '@academy/contract/media';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { FilePicker, useFileField } from '../../../components/admin/file-picker';
import ui from '../../../components/admin/ui.module.css';
import { SubmitButton } from '../../../components/admin/form-controls';
import { TextField } from '../../../components/ui/form-field';
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
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(MediaFormSchema),
    defaultValues: { title: '', video_url: '', video_file: null, thumbnail: null },
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const video = useFileField(form, 'video_file');
  const thumb = useFileField(form, 'thumbnail');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = (values: FormOut) => {
    setFailure(null);
    setProgress(0);
    upload.mutate(
      { title: values.title, video_url: values.video_url, video_file: values.video_file ?? null, thumbnail: values.thumbnail ?? null, onProgress: setProgress },
      {
        onSuccess: () => navigate(ADMIN_PATHS.media, { state: { flash: MEDIA_MESSAGES.uploaded } }),
        onError: (err) => {
          setProgress(null);
          // Refusals (400/413/415) carry the reason; anything else is a connection problem.
          setFailure(applyServerErrors(err, setError, FIELDS, MEDIA_MESSAGES.uploadFailed));
        },
      },
    );
  };

  return (
    <AdminPage
      title={adminScreenHeading('uploadVideo')}
      subtitle="A video file (MP4, WebM or MOV) or a link to YouTube, Vimeo or a video file."
      actions={<BackLink to={ADMIN_PATHS.media}>Back to media</BackLink>}
      onSubmit={handleSubmit(onValid)}
      failure={failure}
    >
      <div className={css.uploadLayout}>
        <div className={`${ui.card} ${ui.form}`}>
          <TextField label="Title" look={look} error={errors.title?.message} {...register('title')} />
          <FilePicker
            label="Video file"
            accept={VIDEO_ACCEPT}
            kind="file"
            {...video}
            prompt="Drag and drop a video here, or click to choose"
            progress={video.files.length ? progress : null}
          />
          <p className={css.or}>— or —</p>
          <TextField
            label="Video URL"
            look={look}
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            error={errors.video_url?.message}
            {...register('video_url', { deps: ['video_file'] })}
          />
          <FilePicker
            label="Thumbnail (optional)"
            accept={IMAGE_ACCEPT}
            {...thumb}
            previewAlt="Thumbnail preview"
            prompt="Drag and drop an image here, or click to choose"
            progress={!video.files.length && thumb.files.length ? progress : null}
          />
          <div>
            <SubmitButton busy={upload.isPending} busyLabel="Uploading...">
              Upload video
            </SubmitButton>
          </div>
        </div>
      </div>
    </AdminPage>
  );
}
