import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND } from '@academy/contract/site';
import { PAGE_META, documentTitle } from '@academy/contract/page-meta';
import { api, fail, ok } from '../test/api';
import { renderScreen } from '../test/render-screen';
import { PostPage } from '../features/news/components/post-page';
import AlbumPage from '../features/gallery/components/album-page';

/**
 * A post or album address the API answers 404 for shows the same not-found screen (and head) as an
 * unknown address: the server already sent it with status 404 (decision 014).
 */
/** The post or album answers `status`; the lists beside a post (related posts) are empty. */
function serve(status: number) {
  const answer = fail(status, status === 404 ? 'Not found' : 'Server error');
  api.get('/posts/:id', answer);
  api.get('/public/albums/:id', answer);
  api.get('/posts', ok([]));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the not-found screen for a missing post or album', () => {
  it.each([
    ['a post', <PostPage />, '/news/:id', '/news/999999'],
    ['a post by its old address', <PostPage />, '/postview/:id', '/postview/999999'],
    ['an album', <AlbumPage />, '/photo/:id', '/photo/999999'],
  ])('%s the API does not know', async (_, element, route, path) => {
    document.head.innerHTML = '<link rel="canonical" href="https://academy.example/news">';
    serve(404);
    renderScreen(element, { route, path });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND.back })).toHaveAttribute('href', '/');
    expect(document.title).toBe(documentTitle(PAGE_META.notFound.title));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', PAGE_META.notFound.description);
    // Like the server's 404 page: nothing to index, no canonical address.
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('a failure other than 404 is not called "not found"', async () => {
    serve(500);
    renderScreen(<PostPage />, { route: '/news/:id', path: '/news/3' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NOT_FOUND.title })).toBeNull();
  });
});
