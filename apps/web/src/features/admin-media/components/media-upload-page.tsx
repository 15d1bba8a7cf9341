import { useState, type DragEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkImageFile, IMAGE_ACCEPT } from '@academy/contract/common';
import { isVideoType, MEDIA_MESSAGES, MediaInputSchema, VIDEO_ACCEPT } from '@academy/contract/media';
import { AdminAlert } from '../../../components/admin/alert';
import { useObjectUrl } from '../../../hooks/use-object-url';
import ui from '../../../components/admin/ui.module.css';
import { ApiError } from '../../../lib/api-client';
import { useUploadMedia } from '../api/upload-media';
import css from './media.module.css';

type Errors = Partial<Record<'title' | 'video' | 'video_url' | 'thumbnail', string>>;

export default function MediaUploadPage() {
  const upload = useUploadMedia();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [thumb, setThumb] = useState<File | null>(null);
  const thumbPreview = useObjectUrl(thumb);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const chooseVideo = (file: File | undefined) => {
    if (!file) return;
    if (!isVideoType(file.type)) {
      setErrors((e) => ({ ...e, video: MEDIA_MESSAGES.notVideo }));
      return;
    }
    setErrors((e) => ({ ...e, video: undefined }));
    setVideo(file);
  };

  const chooseThumb = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    setErrors((e) => ({ ...e, thumbnail: problem ?? undefined }));
    if (!problem) setThumb(file);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    chooseVideo(e.dataTransfer.files?.[0]);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const next: Errors = {};
    const parsed = MediaInputSchema.safeParse({ title, video_url: url, video_file: video });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'video_url' ? 'video_url' : issue.path[0] === 'video_file' ? 'video' : 'title';
        next[key] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.values(next).some(Boolean) || !parsed.success) return;

    setProgress(0);
    upload.mutate(
      { title: parsed.data.title, video_url: parsed.data.video_url, video_file: video, thumbnail: thumb, onProgress: setProgress },
      {
        onSuccess: () => navigate('/media', { state: { flash: MEDIA_MESSAGES.uploaded } }),
        onError: (err) => {
          setProgress(null);
          // Validation answers (400/413/415) carry the reason; anything else is a connection problem.
          const known = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401;
          setFailure(known ? err.message : MEDIA_MESSAGES.uploadFailed);
        },
      },
    );
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <form className={ui.page} onSubmit={submit} noValidate>
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
          <div className={ui.field}>
            <label className={ui.label} htmlFor="media-title">
              Title
            </label>
            <input
              id="media-title"
              className={ui.input}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={errors.title ? 'media-title-error' : undefined}
            />
            {errors.title ? (
              <p id="media-title-error" className={ui.fieldError} role="alert">
                {errors.title}
              </p>
            ) : null}
          </div>
          <div className={ui.field}>
            <span className={ui.label} id="media-file-label">
              Video file
            </span>
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
                className={css.hiddenInput}
                type="file"
                accept={VIDEO_ACCEPT}
                aria-labelledby="media-file-label"
                onChange={(e) => chooseVideo(e.target.files?.[0])}
              />
              <span aria-hidden="true" style={{ fontSize: '1.8rem' }}>
                ▶
              </span>
              {video ? <span className={css.fileName}>{video.name}</span> : <span>Drag and drop a video here, or click to choose</span>}
            </label>
          </div>
          <p className={css.or}>— or —</p>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="media-url">
              Video URL
            </label>
            <input
              id="media-url"
              className={ui.input}
              type="url"
              placeholder="https://www.youtube.com/watch?v=…"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              aria-invalid={Boolean(errors.video_url)}
            />
            {errors.video_url ? (
              <p className={ui.fieldError} role="alert">
                {errors.video_url}
              </p>
            ) : null}
          </div>
          {errors.video ? (
            <p className={ui.fieldError} role="alert">
              {errors.video}
            </p>
          ) : null}
          <div className={ui.field}>
            <label className={ui.label} htmlFor="media-thumb">
              Thumbnail (optional)
            </label>
            {thumbPreview ? <img src={thumbPreview} alt="Thumbnail preview" className={ui.preview} /> : null}
            <input id="media-thumb" type="file" accept={IMAGE_ACCEPT} onChange={(e) => chooseThumb(e.target.files?.[0])} />
            {errors.thumbnail ? (
              <p className={ui.fieldError} role="alert">
                {errors.thumbnail}
              </p>
            ) : null}
          </div>
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
