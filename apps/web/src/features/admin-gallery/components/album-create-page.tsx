import { useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { Link, useNavigate } from 'react-router';
import { ALBUM_MESSAGES } from '@academy/contract/album';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { AdminAlert } from '../../../components/admin/alert';
import { NoPhotosNotice } from '../../../components/admin/no-photos-notice';
import ui from '../../../components/admin/ui.module.css';
import { SubmitButton } from '../../../components/admin/form-controls';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateAlbum } from '../api/create-album';
import { ALBUM_FIELDS, AlbumFields, useAlbumForm, type AlbumFormOut } from './album-fields';
import css from './gallery.module.css';

export default function AlbumCreatePage() {
  const create = useCreateAlbum();
  const navigate = useNavigate();
  const form = useAlbumForm();
  const [failure, setFailure] = useState<string | null>(null);

  const onValid = ({ name, caption, coverImage }: AlbumFormOut) => {
    setFailure(null);
    create.mutate(
      { name, caption, coverImage: coverImage ?? null },
      {
        onSuccess: (album) => navigate(adminHref('album', { id: album.id }), { state: { flash: ALBUM_MESSAGES.created } }),
        onError: (err) => setFailure(applyServerErrors(err, form.setError, ALBUM_FIELDS, ALBUM_MESSAGES.createFailed)),
      },
    );
  };

  return (
    <form className={ui.page} onSubmit={form.handleSubmit(onValid)} noValidate>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{adminScreenHeading('createAlbum')}</h1>
        <Link to={ADMIN_PATHS.gallery} className={`${ui.btn} ${ui.small}`}>
          Back to gallery
        </Link>
      </div>
      <AdminAlert tone="error">{failure}</AdminAlert>
      <NoPhotosNotice />
      <div className={css.formLayout}>
        <AlbumFields form={form} />
      </div>
      <div>
        <SubmitButton busy={create.isPending} busyLabel="Creating...">
          {ALBUM_MESSAGES.create}
        </SubmitButton>
      </div>
    </form>
  );
}
