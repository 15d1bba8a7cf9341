import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POST_MESSAGES, type PostSummary } from '@academy/contract/post';
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
});

describe('RelatedPosts', () => {
  const current = post(1, 'Academy wins the cup', '2026-11-20T10:00:00Z');

  it('lists at most three related posts, newest first, linking to each post’s readable address', () => {
    const all = [
      current,
      post(2, 'Academy trials open', '2026-01-01T10:00:00Z'),
      post(3, 'Winter schedule', '2026-11-18T10:00:00Z'),
      post(4, 'Summer camp', '2026-11-19T10:00:00Z'),
      post(5, 'Academy kit launch', '2026-11-17T10:00:00Z'),
      post(6, 'Old unrelated story', '2025-05-01T10:00:00Z'),
    ];
    renderWithProviders(<RelatedPosts post={current} posts={all} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/news/4-summer-camp', '/news/3-winter-schedule', '/news/5-academy-kit-launch']);
    expect(screen.queryByText('Academy wins the cup')).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing is related', () => {
    renderWithProviders(<RelatedPosts post={current} posts={[current, post(9, 'Old story', '2024-01-01T00:00:00Z')]} />);
    expect(screen.getByText(POST_MESSAGES.noRelated)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
