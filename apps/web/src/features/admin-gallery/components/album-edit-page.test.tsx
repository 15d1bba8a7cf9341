import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALBUM_MESSAGES, type Album } from '@academy/contract/album';
import { renderScreen } from '../../../test/render-screen';
import { getAlbum } from '../api/get-album';
import AlbumEditPage from './album-edit-page';

vi.mock('../api/get-album', () => ({ getAlbum: vi.fn() }));
const { updateAlbum } = vi.hoisted(() => ({ updateAlbum: vi.fn() }));
// The hook must call the mock: a partial mock would leave it bound to the real function.
vi.mock('../api/update-album', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { updateAlbum, useUpdateAlbum: () => useMutation({ mutationFn: updateAlbum }) };
});

const ALBUM: Album = {
  id: 7,
  name: 'Cup final',
  caption: 'Under-12s',
  coverImage: null,
  firstPhoto: null,
  photo_count: 0,
  created_by: 1,
  created_at: '2026-11-20T10:00:00Z',
};

afterEach(() => vi.clearAllMocks());

const open = () => renderScreen(<AlbumEditPage />, { route: '/edit-album/:id', path: '/edit-album/7' });

describe('AlbumEditPage (SPEC §4: loading → form → submitting → /galleryalbum)', () => {
  it('shows Loading, then the form with the album, then "Updating..." while saving, then the gallery', async () => {
    vi.mocked(getAlbum).mockResolvedValue(ALBUM);
    let finish: (a: Album) => void = () => {};
    vi.mocked(updateAlbum).mockReturnValue(new Promise<Album>((r) => (finish = r)));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByLabelText('Album Name')).toHaveValue('Cup final');
    expect(screen.getByLabelText('Album Cover')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/galleryalbum');

    await userEvent.clear(screen.getByLabelText('Album Name'));
    await userEvent.type(screen.getByLabelText('Album Name'), 'Cup final day');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const busy = await screen.findByRole('button', { name: 'Updating...' });
    expect(busy).toBeDisabled();
    expect(vi.mocked(updateAlbum).mock.calls[0]?.[0]).toMatchObject({ id: '7', name: 'Cup final day', caption: 'Under-12s', coverImage: null });
    finish({ ...ALBUM, name: 'Cup final day' });
    expect(await screen.findByText(`landed on /galleryalbum: ${ALBUM_MESSAGES.updated}`)).toBeInTheDocument();
  });

  it('refuses a whitespace-only name', async () => {
    vi.mocked(getAlbum).mockResolvedValue(ALBUM);
    open();
    await userEvent.clear(await screen.findByLabelText('Album Name'));
    await userEvent.type(screen.getByLabelText('Album Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const name = screen.getByLabelText('Album Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(ALBUM_MESSAGES.nameRequired);
    expect(updateAlbum).not.toHaveBeenCalled();
  });

  it('a load failure is only logged, and loading ends', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getAlbum).mockRejectedValue(new Error('boom'));
    open();
    expect(await screen.findByLabelText('Album Name')).toHaveValue('');
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it('shows the update failure', async () => {
    vi.mocked(getAlbum).mockResolvedValue(ALBUM);
    vi.mocked(updateAlbum).mockRejectedValue(new Error('offline'));
    open();
    await screen.findByLabelText('Album Name');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ALBUM_MESSAGES.updateFailed));
  });
});
