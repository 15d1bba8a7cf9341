import { useEffect, useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { Link, useNavigate, useParams } from 'react-router';
import { ALBUM_MESSAGES } from '@academy/contract/album';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { SubmitButton } from '../../../components/admin/form-controls';
import { applyServerErrors } from '../../../lib/form-errors';
import { getAlbum } from '../api/get-album';
import { useUpdateAlbum } from '../api/update-album';
import { ALBUM_FIELDS, AlbumFields, useAlbumForm, type AlbumFormOut } from './album-fields';
import css from './gallery.module.css';

/** loading, then the form, then submitting ("Updating...", disabled), then /galleryalbum. */
export default function AlbumEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const update = useUpdateAlbum();
  const form = useAlbumForm();
  const { reset } = form;
  const [loading, setLoading] = useState(true);
  const [current, setCurrent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    getAlbum(id)
      .then((album) => {
        if (cancelled) return;
        reset({ name: album.name, caption: album.caption ?? '', coverImage: null });
        setCurrent(album.cover_view_url ?? album.coverImage ?? album.firstPhoto);
      })
      // a load failure on this screen is only logged.
      .catch((error: unknown) => console.error('Failed to load album', error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [id, reset]);

  const onValid = ({ name, caption, coverImage }: AlbumFormOut) => {
    setFailure(null);
    update.mutate(
      { id, name, caption, coverImage: coverImage ?? null },
      {
        onSuccess: () => navigate(ADMIN_PATHS.gallery, { state: { flash: ALBUM_MESSAGES.updated } }),
        onError: (err) => setFailure(applyServerErrors(err, form.setError, ALBUM_FIELDS, ALBUM_MESSAGES.updateFailed)),
      },
    );
  };

  if (loading) return <AdminSpinner label="Loading" />;

  return (
    <form className={ui.page} onSubmit={form.handleSubmit(onValid)} noValidate>
      <h1 className={ui.title}>{adminScreenHeading('editAlbum')}</h1>
      <AdminAlert tone="error">{failure}</AdminAlert>
      <div className={css.formLayout}>
        <AlbumFields form={form} current={current} />
      </div>
      <div className={ui.actions}>
        <Link to={ADMIN_PATHS.gallery} className={ui.btn}>
          Cancel
        </Link>
        <SubmitButton busy={update.isPending} busyLabel={ALBUM_MESSAGES.updating}>
          {ALBUM_MESSAGES.update}
        </SubmitButton>
      </div>
    </form>
  );
}
