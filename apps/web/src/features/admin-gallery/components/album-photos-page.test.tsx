import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALBUM_MESSAGES, type Album, type Photo } from '@academy/contract/album';
import { PHOTO_REVIEW_MESSAGES } from '@academy/contract/photo-tag-constants';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import AlbumPhotosPage from './album-photos-page';

const photo = (id: number, caption: string | null = null): Photo => ({
  id,
  album_id: 7,
  url: `/uploads/images/p${id}.webp`,
  filename: `p${id}.jpg`,
  caption,
  width: 800,
  height: 600,
  created_at: '2026-11-20T10:00:00Z',
});

const albumOf = (values: Partial<Album> = {}): Album => ({
  id: 7,
  name: 'Cup final',
  caption: null,
  coverImage: null,
  firstPhoto: '/uploads/images/p1.webp',
  photo_count: 2,
  created_by: 1,
  created_at: '2026-11-20T10:00:00Z',
  photos: [photo(1), photo(2, 'Kick-off')],
  ...values,
});

const open = () => {
  // The reminder above the uploader asks who must not appear in photos.
  api.get('/registrations/no-photo-consent', ok({ children: [], team: [] }));
  return renderScreen(<AlbumPhotosPage />, { route: '/album/:id', path: '/album/7' });
};

describe('AlbumPhotosPage: arranging the photos', () => {
  it('saves a caption when Enter is pressed, only when it changed, and says so', async () => {
    api.get('/albums/:id', ok(albumOf()));
    api.put('/photos/:id', (call) => ok({ ...photo(1), caption: (call.body as { caption: string }).caption }));
    open();
    const first = await screen.findByLabelText(ALBUM_MESSAGES.captionLabel(1));
    const second = screen.getByLabelText(ALBUM_MESSAGES.captionLabel(2));
    expect(second).toHaveValue('Kick-off');
    // Leaving an unchanged caption saves nothing.
    await userEvent.click(second);
    await userEvent.tab();
    expect(api.callsTo('PUT', '/photos/:id')).toHaveLength(0);

    await userEvent.type(first, 'Warm-up{Enter}');
    expect(await screen.findByText(ALBUM_MESSAGES.captionSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/photos/:id').map((c) => [c.path, c.body])).toEqual([['/photos/1', { caption: 'Warm-up' }]]);
  });

  it('Make cover sends the photo; the cover photo says Cover instead; a refusal is told', async () => {
    api.get('/albums/:id', ok(albumOf({ coverImage: '/uploads/images/p2.webp' })));
    api.put('/albums/:id/cover', fail(400, ALBUM_MESSAGES.photoNotInAlbum));
    open();
    const list = await screen.findByRole('list', { name: 'Photos' });
    const [one, two] = within(list).getAllByRole('listitem');
    expect(within(two!).getByText(ALBUM_MESSAGES.isCover)).toBeInTheDocument();
    expect(within(two!).queryByRole('button', { name: /Make cover/ })).toBeNull();
    await userEvent.click(within(one!).getByRole('button', { name: `${ALBUM_MESSAGES.makeCover}: photo 1` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALBUM_MESSAGES.photoNotInAlbum);
    expect(api.lastCall('PUT', '/albums/:id/cover')?.body).toEqual({ photo_id: 1 });
  });

  it('a slow answer to an earlier action never replaces the notice of a later one', async () => {
    api.get('/albums/:id', ok(albumOf()));
    // The caption's answer is held until the cover's has arrived.
    let answerCaption: () => void = () => undefined;
    const captionHeld = new Promise<void>((resolve) => (answerCaption = resolve));
    api.put('/photos/:id', async (call) => {
      await captionHeld;
      return ok({ ...photo(1), caption: (call.body as { caption: string }).caption });
    });
    api.put('/albums/:id/cover', ok(albumOf({ coverImage: '/uploads/images/p1.webp' })));
    open();
    await userEvent.type(await screen.findByLabelText(ALBUM_MESSAGES.captionLabel(1)), 'Warm-up{Enter}');
    await userEvent.click(screen.getByRole('button', { name: `${ALBUM_MESSAGES.makeCover}: photo 1` }));
    expect(await screen.findByText(ALBUM_MESSAGES.coverSet)).toBeInTheDocument();
    answerCaption();
    await vi.waitFor(() => expect(api.callsTo('PUT', '/photos/:id')).toHaveLength(1));
    // Let the held answer settle, then the later action's notice still stands.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText(ALBUM_MESSAGES.coverSet)).toBeInTheDocument();
    expect(screen.queryByText(ALBUM_MESSAGES.captionSaved)).toBeNull();
  });

  it('each photo has a drag handle that says how to move it by keyboard', async () => {
    api.get('/albums/:id', ok(albumOf()));
    open();
    const handle = await screen.findByRole('button', { name: ALBUM_MESSAGES.dragHandle(2) });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  });
});

describe('AlbumPhotosPage: photos waiting for review', () => {
  it('says how many wait, marks them reviewed in one press (never one with the no-consent mark), and says so', async () => {
    const waiting = { ...photo(1), reviewed: false, no_consent: false };
    const marked = { ...photo(3), reviewed: true, no_consent: true };
    api.get('/albums/:id', ok(albumOf({ photos: [waiting, { ...photo(2), reviewed: true, no_consent: false }, marked] })));
    api.post('/albums/:id/photos/review', ok({ reviewed: [1] }));
    open();
    const panel = await screen.findByTestId('photo-review');
    expect(within(panel).getByRole('heading', { name: PHOTO_REVIEW_MESSAGES.title(1) })).toBeInTheDocument();
    expect(screen.getByText(PHOTO_REVIEW_MESSAGES.waiting)).toBeInTheDocument();
    expect(screen.getByText(PHOTO_REVIEW_MESSAGES.noConsent)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: PHOTO_REVIEW_MESSAGES.reviewAll(1) }));
    expect(await screen.findByText(PHOTO_REVIEW_MESSAGES.reviewed(1))).toBeInTheDocument();
    expect(api.callsTo('POST', '/albums/:id/photos/review').map((c) => c.body)).toEqual([{ photo_ids: [1] }]);
  });

  it('shows nothing to review when every photo is reviewed', async () => {
    api.get('/albums/:id', ok(albumOf({ photos: [{ ...photo(1), reviewed: true, no_consent: false }] })));
    open();
    expect(await screen.findByText('Cup final')).toBeInTheDocument();
    expect(screen.queryByTestId('photo-review')).toBeNull();
  });
});
