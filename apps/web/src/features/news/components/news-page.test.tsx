import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NEWS_PAGE_SIZE, NEWS_SEARCH } from '@academy/contract/news-search-constants';
import { POST_MESSAGES, type PostSummary } from '@academy/contract/post';
import { api, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { NewsPage } from './news-page';

const post = (id: number, title: string): PostSummary => ({
  id,
  title,
  excerpt: `Story ${id}`,
  cover_image: null,
  cover_width: null,
  cover_height: null,
  published: true,
  status: 'published',
  publish_at: null,
  created_at: new Date(Date.UTC(2026, 0, 1) + id * 86_400_000).toISOString(),
  updated_at: new Date(Date.UTC(2026, 0, 1) + id * 86_400_000).toISOString(),
  tags: [],
});
// Thirty posts, newest first: three pages of /news.
const POSTS = Array.from({ length: 30 }, (_, i) => post(30 - i, i % 2 ? `Training day ${30 - i}` : `Match report ${30 - i}`));

/** The server's list, as far as this page needs it: a title containing the words, and its pages. */
function serveNews() {
  api.get('/posts', (call) => {
    const q = call.query.get('q')?.toLowerCase() ?? '';
    return paged(
      POSTS.filter((p) => p.title.toLowerCase().includes(q)),
      call,
    );
  });
}

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/news: the search box and the pages', () => {
  it('the search box is a GET form to /news named q; searching goes to /news?q=… and shows the matches with their count', async () => {
    serveNews();
    const router = renderScreen(<NewsPage />, { route: '/news', path: '/news' });
    expect(await screen.findByText('Match report 30')).toBeInTheDocument();
    const form = screen.getByRole('search');
    // Without JavaScript the browser submits it as it is: GET /news?q=…
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/news');
    const box = within(form).getByRole('searchbox', { name: NEWS_SEARCH.label });
    expect(box).toHaveAttribute('name', 'q');

    await userEvent.type(box, ' training day 2 ');
    await userEvent.click(within(form).getByRole('button', { name: NEWS_SEARCH.submit }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=training+day+2'));
    expect(await screen.findByText(NEWS_SEARCH.results(5, 'training day 2'))).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Training day 29', 'Training day 27', 'Training day 25', 'Training day 23', 'Training day 21']);
    expect(api.lastCall('GET', '/posts')?.url).toBe(`/posts?limit=${NEWS_PAGE_SIZE}&q=training%20day%202`);
    // Each card links to /news/{id} (SPEC 2).
    expect(screen.getByRole('link', { name: /Training day 29/ })).toHaveAttribute('href', '/news/29');
  });

  it('a search without matches says so with the words, and offers every post again', async () => {
    serveNews();
    renderScreen(<NewsPage />, { route: '/news', path: '/news?q=penguins' });
    expect(await screen.findByText(NEWS_SEARCH.noMatch('penguins'))).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: NEWS_SEARCH.label })).toHaveValue('penguins');
    expect(screen.queryByText(POST_MESSAGES.empty)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: NEWS_SEARCH.clear })).toHaveAttribute('href', '/news');
  });

  it('pages: older and newer links with rel next and prev, each page its own address', async () => {
    serveNews();
    const router = renderScreen(<NewsPage />, { route: '/news', path: '/news' });
    expect(await screen.findByText(NEWS_SEARCH.pageOf(1, 3))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: NEWS_SEARCH.newer })).not.toBeInTheDocument();
    const older = screen.getByRole('link', { name: NEWS_SEARCH.older });
    expect(older).toHaveAttribute('rel', 'next');
    expect(older).toHaveAttribute('href', '/news?page=2');
    await userEvent.click(older);
    expect(await screen.findByText(NEWS_SEARCH.pageOf(2, 3))).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(cardTitles()[0]).toBe(POSTS[NEWS_PAGE_SIZE]!.title);
    expect(screen.getByRole('link', { name: NEWS_SEARCH.newer })).toHaveAttribute('rel', 'prev');
    await userEvent.click(screen.getByRole('link', { name: NEWS_SEARCH.older }));
    expect(await screen.findByText(NEWS_SEARCH.pageOf(3, 3))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: NEWS_SEARCH.older })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: NEWS_SEARCH.newer }));
    expect(await screen.findByText(NEWS_SEARCH.pageOf(2, 3))).toBeInTheDocument();
  });
});
