import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_MESSAGES, type Post } from '@academy/contract/post';
import { renderScreen } from '../../../test/render-screen';
import PreviewPostPage from './preview-post-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const scheduled: Post = {
  id: 7,
  title: 'Winter fixtures',
  content: '<h2>Fixtures</h2><p>Saturday mornings.</p>',
  excerpt: 'Fixtures. Saturday mornings.',
  cover_image: null,
  cover_width: null,
  cover_height: null,
  published: false,
  status: 'scheduled',
  publish_at: new Date(2026, 11, 3, 10, 0).toISOString(),
  created_at: new Date(2026, 10, 20).toISOString(),
  updated_at: new Date(2026, 10, 20).toISOString(),
  tags: [],
  custom_excerpt: null,
};

describe('/previewpost/:id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the post as the public page does, dated when it will go out, with a preview notice and its state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, data: scheduled })),
    );
    renderScreen(<PreviewPostPage />, { route: '/previewpost/:id', path: '/previewpost/7' });
    const article = (await screen.findByRole('heading', { level: 1, name: 'Winter fixtures' })).closest('article')!;
    expect(article).toHaveClass('post');
    expect(article.querySelector('.prose')!.innerHTML).toBe(scheduled.content);
    expect(article.querySelector('time')).toHaveAttribute('dateTime', scheduled.publish_at);
    expect(article.querySelector('time')).toHaveTextContent('3 December 2026');
    expect(screen.getByRole('status')).toHaveTextContent(POST_MESSAGES.previewNotice);
    expect(document.querySelector('[data-post-status="scheduled"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Winter fixtures' })).toHaveAttribute('href', '/editpost/7');
  });

  it('says so when the post does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, message: POST_MESSAGES.notFound }, 404)),
    );
    renderScreen(<PreviewPostPage />, { route: '/previewpost/:id', path: '/previewpost/999' });
    expect(await screen.findByText(POST_MESSAGES.notFound)).toBeInTheDocument();
  });
});
