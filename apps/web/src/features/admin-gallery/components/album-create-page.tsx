import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ALBUM_MESSAGES, AlbumInputSchema } from '@academy/contract/album';
import { AdminAlert } from '../../../components/admin/alert';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAlbum } from '../api/create-album';
import { CoverChooser, NameAndCaption } from './album-fields';
import css from './gallery.module.css';

export default function AlbumCreatePage() {
  const create = useCreateAlbum();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [caption, setCaption] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = AlbumInputSchema.safeParse({ name, caption });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((i) => i.path[0] === 'name')?.message ?? ALBUM_MESSAGES.nameRequired);
      return;
    }
    setNameError(null);
    if (coverError) return;
    create.mutate(
      { name: parsed.data.name, caption: parsed.data.caption, coverImage: cover },
      {
        onSuccess: (album) => navigate(`/album/${album.id}`, { state: { flash: 'Album created. Add some photos.' } }),
        onError: (err) => setFailure(errorMessage(err, ALBUM_MESSAGES.createFailed)),
      },
    );
  };

  return (
    <form className={ui.page} onSubmit={submit} noValidate>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Create album</h1>
        <Link to="/galleryalbum" className={`${ui.btn} ${ui.small}`}>
          Back to gallery
        </Link>
      </div>
      <AdminAlert tone="error">{failure}</AdminAlert>
      <div className={css.formLayout}>
        <NameAndCaption name={name} caption={caption} nameError={nameError} onName={setName} onCaption={setCaption} />
        <CoverChooser file={cover} onFile={setCover} error={coverError} onError={setCoverError} />
      </div>
      <div>
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Album'}
        </button>
      </div>
    </form>
  );
}
