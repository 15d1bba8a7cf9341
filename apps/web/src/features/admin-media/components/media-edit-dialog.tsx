import { useState, type FormEvent } from 'react';
import { checkImageFile, IMAGE_ACCEPT } from '@academy/contract/common';
import { MEDIA_MESSAGES, MediaUpdateSchema, type MediaItem } from '@academy/contract/media';
import { AdminAlert } from '../../../components/admin/alert';
import { FilePicker } from '../../../components/admin/file-picker';
import { LabelledInput, SubmitButton } from '../../../components/admin/form-controls';
import { AdminModal } from '../../../components/admin/modal';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateMedia } from '../api/update-media';

/** A video's title and thumbnail, changed after upload (the video itself stays). */
export function MediaEditDialog({ item, onClose, onSaved }: { item: MediaItem; onClose: () => void; onSaved: () => void }) {
  const update = useUpdateMedia();
  const [title, setTitle] = useState(item.title);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = MediaUpdateSchema.safeParse({ title });
    if (!checked.success) return setTitleProblem(checked.error.issues[0]?.message ?? MEDIA_MESSAGES.titleRequired);
    if (fileProblem) return;
    setError(null);
    setProgress(thumbnail ? 0 : null);
    update.mutate(
      { id: item.id, title: checked.data.title, thumbnail, onProgress: (f) => thumbnail && setProgress(f) },
      {
        onSuccess: onSaved,
        onError: (err) => {
          setProgress(null);
          setError(errorMessage(err, MEDIA_MESSAGES.updateFailed));
        },
      },
    );
  };

  return (
    <AdminModal title={MEDIA_MESSAGES.editTitle} onClose={onClose}>
      <form className={ui.form} onSubmit={submit} noValidate>
        <AdminAlert tone="error">{error}</AdminAlert>
        <LabelledInput
          id={`media-title-${item.id}`}
          label="Title"
          value={title}
          maxLength={200}
          problem={titleProblem}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleProblem(null);
          }}
        />
        <FilePicker
          label={MEDIA_MESSAGES.newThumbnail}
          accept={IMAGE_ACCEPT}
          files={thumbnail ? [thumbnail] : []}
          onChoose={([file]) => {
            setThumbnail(file ?? null);
            setFileProblem(file ? checkImageFile(file) : null);
          }}
          onClear={() => {
            setThumbnail(null);
            setFileProblem(null);
          }}
          previewAlt="Thumbnail preview"
          current={item.thumbnail ? <img src={item.thumbnail} alt="Current thumbnail" /> : null}
          prompt="Click or drop an image here (JPEG, PNG or WebP, under 5MB)"
          error={fileProblem ?? undefined}
          progress={progress}
        />
        <div className={ui.actions}>
          <button type="button" className={ui.btn} onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={update.isPending} busyLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </form>
    </AdminModal>
  );
}
