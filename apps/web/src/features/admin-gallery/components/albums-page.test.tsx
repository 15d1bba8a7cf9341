import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, onTestFinished } from 'vitest';
import type { Album } from '@academy/contract/album';
import { api, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { ALBUMS_PAGE_SIZE } from '../api/get-albums';
import AlbumsPage from './albums-page';

const album = (n: number): Album => ({
  id: n,
  name: `Album ${n}`,
  caption: null,
  coverImage: null,
  firstPhoto: null,
  photo_count: n,
  created_by: 1,
  created_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
});

describe('AlbumsPage paging', () => {
  it("pages through the server's albums with the pager", async () => {
    const total = ALBUMS_PAGE_SIZE * 2 + 1;
    const albums = Array.from({ length: total }, (_, i) => album(total - i));
    api.get('/albums', (call) => paged(albums, call));
    renderScreen(<AlbumsPage />, { route: '/galleryalbum', path: '/galleryalbum' });

    expect(await screen.findByRole('heading', { name: `Album ${total}` })).toBeInTheDocument();
    expect(api.callsTo('GET').map((c) => c.url)).toEqual([`/albums?page=1&limit=${ALBUMS_PAGE_SIZE}`]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(ALBUMS_PAGE_SIZE);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');

    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: `Album ${total - ALBUMS_PAGE_SIZE}` })).toBeInTheDocument();
    // The pager is under the list: the new page is shown from its top.
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(api.lastCall('GET')?.url).toBe(`/albums?page=2&limit=${ALBUMS_PAGE_SIZE}`);
    expect(screen.queryByRole('heading', { name: `Album ${total}` })).toBeNull();
    expect(pager).toHaveTextContent('Page 2 of 3');

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Album 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
