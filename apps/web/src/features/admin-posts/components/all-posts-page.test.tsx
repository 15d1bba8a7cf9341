import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POST_MESSAGES, POST_STATUS_LABELS, type PostStatus, type PostSummary } from '@academy/contract/post';
import type { NewsletterProgress } from '@academy/contract/newsletter';
import { NEWS_SEARCH } from '@academy/contract/news-search-constants';
import { api, ok, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import AllPostsPage from './all-posts-page';

const post = (id: number, status: PostStatus, publish_at: string | null = null): PostSummary => ({
  id,
  title: `${POST_STATUS_LABELS[status]} post ${id}`,
  excerpt: 'Body text',
  cover_image: null,
  cover_width: null,
  cover_height: null,
  published: status === 'published',
  status,
  publish_at,
  created_at: new Date(Date.UTC(2026, 10, id)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, id)).toISOString(),
  tags: [],
});

// The screen writes times in the academy's zone (UTC in tests: lib/format-date.ts).
const AT = new Date(Date.UTC(2026, 11, 3, 10, 0)).toISOString();
const POSTS = [post(3, 'scheduled', AT), post(2, 'draft'), post(1, 'published')];

describe('/allposts: each post’s state and the state filter', () => {
  it('shows Draft, Scheduled with its time and Published, and asks the server for one state', async () => {
    // The published post's "Send to subscribers" asks whether it went out already: it has not.
    api.get('/posts/:id/newsletter', ({ params }) =>
      ok({
        post_id: Number(params.id),
        started: false,
        total: 0,
        queued: 0,
        sent: 0,
        failed: 0,
        started_at: null,
        finished: false,
        confirmed_subscribers: 0,
      } satisfies NewsletterProgress),
    );
    api.get('/posts', (call) =>
      paged(
        POSTS.filter((p) => !call.query.get('status') || p.status === call.query.get('status')),
        call,
      ),
    );
    renderScreen(<AllPostsPage />, { route: '/allposts', path: '/allposts' });

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const states = items.map((li) => li.querySelector('[data-post-status]')!.textContent);
    expect(states[0]).toMatch(/^Scheduled · 3 Dec(,| at)? 10:00$/);
    expect(states.slice(1)).toEqual([POST_STATUS_LABELS.draft, POST_STATUS_LABELS.published]);
    // A draft or scheduled post opens in the admin preview; a published one on its public page.
    expect(within(items[1]!).getByRole('link', { name: `${POST_MESSAGES.preview}: Draft post 2` })).toHaveAttribute('href', '/previewpost/2');
    expect(within(items[2]!).getByRole('link', { name: 'Published post 1' })).toHaveAttribute('href', '/news/1');

    await userEvent.selectOptions(screen.getByLabelText(POST_MESSAGES.statusFilter), 'draft');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Draft post 2');
    expect(api.lastCall('GET', '/posts')?.url).toBe('/posts?status=draft&page=1&limit=10');

    await userEvent.selectOptions(screen.getByLabelText(POST_MESSAGES.statusFilter), '');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });
});

describe('/allposts: the search box', () => {
  it('asks the server for the typed words with the state filter, drafts included, and starts again at page 1', async () => {
    api.get('/posts/:id/newsletter', ({ params }) =>
      ok({ post_id: Number(params.id), started: false, total: 0, queued: 0, sent: 0, failed: 0, started_at: null, finished: false, confirmed_subscribers: 0 }),
    );
    // The server's search, as far as this test needs it: a title containing the words.
    api.get('/posts', (call) => {
      const q = call.query.get('q')?.toLowerCase() ?? '';
      const status = call.query.get('status');
      return paged(
        POSTS.filter((p) => (!status || p.status === status) && p.title.toLowerCase().includes(q)),
        call,
      );
    });
    renderScreen(<AllPostsPage />, { route: '/allposts', path: '/allposts' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);

    await userEvent.type(screen.getByRole('searchbox', { name: NEWS_SEARCH.adminLabel }), 'draft');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Draft post 2');
    expect(api.lastCall('GET', '/posts')?.url).toBe('/posts?q=draft&page=1&limit=10');

    await userEvent.selectOptions(screen.getByLabelText(POST_MESSAGES.statusFilter), 'published');
    await vi.waitFor(() => expect(screen.getByText(POST_MESSAGES.empty)).toBeInTheDocument());
    expect(api.lastCall('GET', '/posts')?.url).toBe('/posts?status=published&q=draft&page=1&limit=10');

    await userEvent.clear(screen.getByRole('searchbox', { name: NEWS_SEARCH.adminLabel }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Published post 1');
  });
});
