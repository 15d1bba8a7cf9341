import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHOTO_TAG_MESSAGES as M, type Album, type Photo, type PhotoSubject } from '@academy/contract/album';
import { api, ok, fail } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import AlbumPhotosPage from './album-photos-page';

const child = (registration_id: number, name: string, values: Partial<PhotoSubject> = {}): PhotoSubject => ({
  registration_id,
  name,
  age: 11,
  squad: 'U12 Lions',
  photo_consent: 'yes',
  photo_name_consent: 'yes',
  photo_social_consent: 'yes',
  ...values,
});
const KOFI = child(4, 'Kofi Asante', { photo_consent: 'no', squad: null });
const AMA = child(5, 'Ama Boateng', { photo_social_consent: 'no' });
const YAW = child(6, 'Yaw Mensah');

const photo = (id: number, subjects: PhotoSubject[] = [], view_url?: string): Photo => ({
  id,
  album_id: 7,
  url: `/uploads/images/p${id}.webp`,
  filename: `p${id}.jpg`,
  caption: null,
  width: 800,
  height: 600,
  created_at: '2026-11-20T10:00:00Z',
  subjects,
  ...(view_url ? { view_url } : {}),
});
const album = (photos: Photo[]): Album => ({
  id: 7,
  name: 'Cup final',
  caption: null,
  coverImage: null,
  firstPhoto: photos[0]!.url,
  photo_count: photos.length,
  created_by: 1,
  created_at: '2026-11-20T10:00:00Z',
  photos,
});

const open = () => {
  api.get('/registrations/no-photo-consent', ok({ children: [], team: [] }));
  return renderScreen(<AlbumPhotosPage />, { route: '/album/:id', path: '/album/7' });
};

describe('the album screen: children tagged in photos', () => {
  it('marks a photo hidden for a child without photo consent, loads it by its signed address, and marks one not for social media', async () => {
    api.get('/albums/:id', ok(album([photo(1), photo(2, [KOFI, YAW], '/uploads/images/signed/99-abc/p2.webp'), photo(3, [AMA])])));
    open();
    const list = await screen.findByRole('list', { name: 'Photos' });
    const [one, two, three] = within(list).getAllByRole('listitem');
    expect(within(one!).queryByText(/Hidden/)).toBeNull();
    expect(within(two!).getByText(M.hidden(['Kofi A.']))).toBeInTheDocument();
    expect(within(two!).getByRole('img')).toHaveAttribute('src', '/uploads/images/signed/99-abc/p2.webp');
    expect(within(two!).getByRole('img').getAttribute('srcset')).toContain('/uploads/images/signed/99-abc/p2-640w.webp');
    expect(within(three!).getByText(M.notForSocial)).toBeInTheDocument();
    expect(within(three!).queryByText(/Hidden/)).toBeNull();
    expect(within(two!).getByRole('button', { name: M.tagActionFor(2) })).toHaveTextContent(`${M.tagAction} (2)`);
  });

  it('searches children by name, adds and removes chips by keyboard, and saves the whole list', async () => {
    api.get('/albums/:id', ok(album([photo(1, [YAW])])));
    api.get('/photo-subjects/candidates', (call) => ok([KOFI, AMA, YAW].filter((c) => c.name.toLowerCase().includes(call.query.get('q')!.toLowerCase()))));
    api.put('/photos/:id/subjects', ok([KOFI]));
    open();
    await userEvent.click(await screen.findByRole('button', { name: M.tagActionFor(1) }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    const chips = within(dialog).getByRole('list', { name: M.tagged });
    expect(within(chips).getByText('Yaw Mensah')).toBeInTheDocument();
    // Nothing is asked before a name is typed.
    expect(within(dialog).getByText(M.searchHint)).toBeInTheDocument();
    expect(api.callsTo('GET', '/photo-subjects/candidates')).toHaveLength(0);

    const search = within(dialog).getByRole('searchbox', { name: M.searchLabel });
    // The dialog opens on its Close button (the site's dialogs); Tab goes on to the chips, then the search.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(chips).getByRole('button', { name: M.remove('Yaw Mensah') })).toHaveFocus();
    await userEvent.tab();
    expect(search).toHaveFocus();
    await userEvent.keyboard('kofi');
    const add = await within(dialog).findByRole('button', { name: M.add('Kofi Asante') });
    expect(add).toHaveTextContent('Age 11');
    expect(add).toHaveTextContent(M.noWebsiteConsent);
    expect(api.lastCall('GET', '/photo-subjects/candidates')?.query.get('q')).toBe('kofi');
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(chips).getByText('Kofi Asante')).toBeInTheDocument();
    // A tagged child is not offered again.
    expect(within(dialog).queryByRole('button', { name: M.add('Kofi Asante') })).toBeNull();

    within(chips)
      .getByRole('button', { name: M.remove('Yaw Mensah') })
      .focus();
    await userEvent.keyboard(' ');
    expect(within(chips).queryByText('Yaw Mensah')).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await within(dialog).findByText(M.noMatches)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.lastCall('PUT', '/photos/:id/subjects')).toMatchObject({ path: '/photos/1/subjects', body: { registration_ids: [4] } });
  });

  it("an editor's search answers name and squad only: the dialog shows no age and no consent mark for them (decision 061)", async () => {
    api.get('/albums/:id', ok(album([photo(1)])));
    api.get(
      '/photo-subjects/candidates',
      ok([
        { registration_id: 4, name: 'Kofi Asante', squad: null },
        { registration_id: 5, name: 'Ama Boateng', squad: 'U12 Lions' },
      ]),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: M.tagActionFor(1) }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: M.searchLabel }), 'a');
    const kofi = await within(dialog).findByRole('button', { name: M.add('Kofi Asante') });
    const ama = within(dialog).getByRole('button', { name: M.add('Ama Boateng') });
    expect(ama).toHaveTextContent('U12 Lions');
    for (const found of [kofi, ama]) {
      expect(found).not.toHaveTextContent(/Age/);
      expect(found).not.toHaveTextContent(M.noWebsiteConsent);
      expect(found).not.toHaveTextContent(M.noSocialConsent);
    }
    await userEvent.click(kofi);
    const chips = within(dialog).getByRole('list', { name: M.tagged });
    expect(within(chips).getByText('Kofi Asante')).toBeInTheDocument();
    expect(within(chips).queryByText(M.noWebsiteConsent)).toBeNull();
  });

  it('a refused save stays open and says why; Escape closes without saving', async () => {
    api.get('/albums/:id', ok(album([photo(1, [YAW])])));
    api.put('/photos/:id/subjects', fail(400, M.unknownChild));
    open();
    await userEvent.click(await screen.findByRole('button', { name: M.tagActionFor(1) }));
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.unknownChild);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PUT', '/photos/:id/subjects')).toHaveLength(1);
  });
});
