import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ALBUM_MESSAGES, AlbumInputSchema } from '@academy/contract/album';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { getAlbum } from '../api/get-album';
import { useUpdateAlbum } from '../api/update-album';
import { CoverChooser, NameAndCaption } from './album-fields';
import css from './gallery.module.css';

/** SPEC §4: loading, then the form, then submitting ("Updating...", disabled), then /galleryalbum. */
export default function AlbumEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const update = useUpdateAlbum();
  const [loading, setLoading] = useState(true);
  const [name, setName] = useState('');
  const [caption, setCaption] = useState('');
  const [current, setCurrent] = useState<string | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    getAlbum(id)
      .then((album) => {
        if (cancelled) return;
        setName(album.name);
        setCaption(album.caption ?? '');
        setCurrent(album.coverImage ?? album.firstPhoto);
      })
      // SPEC §8: a load failure on this screen is only logged.
      .catch((error: unknown) => console.error('Failed to load album', error))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [id]);

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
    update.mutate(
      { id, name: parsed.data.name, caption: parsed.data.caption, coverImage: cover },
      {
        onSuccess: () => navigate('/galleryalbum', { state: { flash: ALBUM_MESSAGES.updated } }),
        onError: (err) => setFailure(errorMessage(err, ALBUM_MESSAGES.updateFailed)),
      },
    );
  };

  if (loading) return <AdminSpinner label="Loading" />;

  return (
    <form className={ui.page} onSubmit={submit} noValidate>
      <h1 className={ui.title}>Edit album</h1>
      <AdminAlert tone="error">{failure}</AdminAlert>
      <div className={css.formLayout}>
        <NameAndCaption name={name} caption={caption} nameError={nameError} onName={setName} onCaption={setCaption} />
        <CoverChooser current={current} file={cover} onFile={setCover} error={coverError} onError={setCoverError} />
      </div>
      <div className={ui.actions}>
        <Link to="/galleryalbum" className={ui.btn}>
          Cancel
        </Link>
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={update.isPending}>
          {update.isPending ? ALBUM_MESSAGES.updating : ALBUM_MESSAGES.update}
        </button>
      </div>
    </form>
  );
}
