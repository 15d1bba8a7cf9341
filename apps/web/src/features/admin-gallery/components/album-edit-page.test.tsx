import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALBUM_MESSAGES, type Album } from '@academy/contract/album';
import { api, NETWORK_DOWN, ok, type Reply } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import AlbumEditPage from './album-edit-page';

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

const open = () => renderScreen(<AlbumEditPage />, { route: '/edit-album/:id', path: '/edit-album/7' });

describe('AlbumEditPage (loading → form → submitting → /galleryalbum)', () => {
  it('shows Loading, then the form with the album, then "Updating..." while saving, then the gallery', async () => {
    api.get('/albums/:id', ok(ALBUM));
    let finish: (a: Reply) => void = () => {};
    api.put('/albums/:id', () => new Promise<Reply>((r) => (finish = r)));
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
    const sent = api.lastCall('PUT', '/albums/:id')!;
    expect(sent.url).toBe('/albums/7');
    expect(Object.fromEntries(sent.body as FormData)).toEqual({ name: 'Cup final day', caption: 'Under-12s' });
    finish(ok({ ...ALBUM, name: 'Cup final day' }));
    expect(await screen.findByText(`landed on /galleryalbum: ${ALBUM_MESSAGES.updated}`)).toBeInTheDocument();
  });

  it('refuses a whitespace-only name', async () => {
    api.get('/albums/:id', ok(ALBUM));
    open();
    await userEvent.clear(await screen.findByLabelText('Album Name'));
    await userEvent.type(screen.getByLabelText('Album Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const name = screen.getByLabelText('Album Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(ALBUM_MESSAGES.nameRequired);
    expect(api.callsTo('PUT')).toEqual([]);
  });

  it('a load failure is only logged, and loading ends', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.get('/albums/:id', { status: 500, text: 'boom' });
    open();
    expect(await screen.findByLabelText('Album Name')).toHaveValue('');
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it('shows the update failure', async () => {
    api.get('/albums/:id', ok(ALBUM));
    api.put('/albums/:id', NETWORK_DOWN);
    open();
    await screen.findByLabelText('Album Name');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ALBUM_MESSAGES.updateFailed));
  });
});
