import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POST_MESSAGES, type PostSummary } from '@academy/contract/post';
import { api, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import { RelatedPosts } from './related-posts';

const post = (id: number, title: string, created_at: string): PostSummary => ({
  id,
  title,
  created_at,
  updated_at: created_at,
  cover_image: null,
  cover_width: null,
  cover_height: null,
  published: true,
  status: 'published',
  publish_at: null,
  excerpt: '',
  tags: [],
});

describe('RelatedPosts', () => {
  it("lists the server's related posts in its order, linking to /postview/{id}", async () => {
    api.get('/posts/:id/related', ({ params }) =>
      ok(params.id === '1' ? [post(4, 'Summer camp', '2026-11-19T10:00:00Z'), post(3, 'Winter schedule', '2026-11-18T10:00:00Z')] : []),
    );
    renderWithProviders(<RelatedPosts postId={1} />);
    expect(await screen.findByText('Summer camp')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/postview/4', '/postview/3']);
  });

  it('shows the empty text when nothing is related', async () => {
    api.get('/posts/:id/related', ok([]));
    renderWithProviders(<RelatedPosts postId={9} />);
    expect(await screen.findByText(POST_MESSAGES.noRelated)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
