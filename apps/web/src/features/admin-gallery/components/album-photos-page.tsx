import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ALBUM_MESSAGES, MAX_PHOTOS_PER_UPLOAD, type Photo } from '@academy/contract/album';
import { checkImageFile, IMAGE_ACCEPT } from '@academy/contract/common';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { NoPhotosNotice } from '../../../components/admin/no-photos-notice';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { FilePicker } from '../../../components/admin/file-picker';
import { useFlash } from '../../../hooks/use-flash';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeletePhoto } from '../api/delete-photo';
import { useAlbum } from '../api/get-album';
import { useUploadPhotos } from '../api/upload-photos';
import css from './gallery.module.css';
import { PhotoArranger } from './photo-arranger';
import { ReviewPanel } from './review-panel';

/** /album/:id for a signed-in administrator: the album's photos, adding several at once, arranging them (order, captions, cover), deleting one. */
export default function AlbumPhotosPage() {
  const { id = '' } = useParams();
  const album = useAlbum(id);
  const upload = useUploadPhotos();
  const remove = useDeletePhoto();
  const [flash, setFlash] = useFlash();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A refused choice is told under the picker, the upload's outcome in the page's alert.
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [target, setTarget] = useState<Photo | null>(null);
  useAdminRecordTitle(album.data?.name);

  const choose = (chosen: File[]) => {
    setError(null);
    const problem = chosen.map(checkImageFile).find(Boolean);
    if (problem) {
      setChoiceError(problem);
      setFiles(chosen);
      return;
    }
    if (chosen.length > MAX_PHOTOS_PER_UPLOAD) {
      setChoiceError(`Please choose at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time`);
      setFiles(chosen);
      return;
    }
    setChoiceError(null);
    setFiles(chosen);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (files.length === 0 || choiceError) return;
    setError(null);
    setFlash(null);
    setProgress(0);
    upload.mutate(
      { albumId: id, files, onProgress: setProgress },
      {
        onSuccess: (photos) => {
          setProgress(null);
          setFiles([]);
          setFlash(`${photos?.length ?? files.length} photo(s) added.`);
        },
        onError: (err) => {
          setProgress(null);
          setError(errorMessage(err, ALBUM_MESSAGES.uploadFailed));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!target) return;
    setError(null);
    remove.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        setFlash(ALBUM_MESSAGES.photoDeleted);
      },
      onError: (err) => {
        setTarget(null);
        setError(errorMessage(err, ALBUM_MESSAGES.photoDeleteFailed));
      },
    });
  };

  if (album.isPending) return <AdminSpinner />;
  if (album.isError) {
    const notFound = album.error instanceof ApiError && album.error.status === 404;
    return (
      <div className={ui.page}>
        <AdminAlert tone="error">{notFound ? ALBUM_MESSAGES.notFound : ALBUM_MESSAGES.loadFailed}</AdminAlert>
        <Link to={ADMIN_PATHS.gallery} className={ui.btn}>
          Back to gallery
        </Link>
      </div>
    );
  }

  const photos = album.data.photos ?? [];
  const percent = progress === null ? null : Math.round(progress * 100);
  const count = choiceError ? 0 : files.length;

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{album.data.name}</h1>
          {album.data.caption ? <p className={ui.subtitle}>{album.data.caption}</p> : null}
        </div>
        <div className={ui.actions}>
          <Link to={adminHref('editAlbum', { id: album.data.id })} className={`${ui.btn} ${ui.small}`}>
            Edit album
          </Link>
          <Link to={ADMIN_PATHS.gallery} className={`${ui.btn} ${ui.small}`}>
            Back to gallery
          </Link>
        </div>
      </div>
      <AdminAlert tone="success">{flash}</AdminAlert>
      <AdminAlert tone="error">{error}</AdminAlert>
      <NoPhotosNotice />
      <form className={`${ui.card} ${css.uploader}`} onSubmit={submit}>
        <h2 className={ui.cardTitle}>Add photos</h2>
        <FilePicker
          label="Choose photos"
          accept={IMAGE_ACCEPT}
          multiple
          files={files}
          onChoose={choose}
          onClear={() => {
            setFiles([]);
            setChoiceError(null);
          }}
          prompt="Drag and drop photos here, or click to choose"
          hint={`JPEG, PNG or WebP, under 5MB each, up to ${MAX_PHOTOS_PER_UPLOAD} at a time.`}
          error={choiceError ?? undefined}
          progress={progress}
        />
        <div>
          <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={files.length === 0 || Boolean(choiceError) || upload.isPending}>
            {upload.isPending ? `Uploading... ${percent ?? 0}%` : `Upload ${count || ''} photo${count === 1 ? '' : 's'}`}
          </button>
        </div>
      </form>
      <ReviewPanel
        albumId={album.data.id}
        waiting={photos.filter((p) => p.reviewed === false && !p.no_consent).map((p) => p.id)}
        onDone={(text) => {
          setError(null);
          setFlash(text);
        }}
        onFailed={(text) => {
          setFlash(null);
          setError(text);
        }}
      />
      {photos.length === 0 ? (
        <p className={ui.empty}>{ALBUM_MESSAGES.noPhotos}</p>
      ) : (
        <PhotoArranger
          album={album.data}
          onDelete={setTarget}
          notice={{
            success: (text) => {
              setError(null);
              setFlash(text);
            },
            failure: (text) => {
              setFlash(null);
              setError(text);
            },
          }}
        />
      )}
      <AdminConfirmDialog
        open={target !== null}
        title="Delete this photo?"
        busy={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
