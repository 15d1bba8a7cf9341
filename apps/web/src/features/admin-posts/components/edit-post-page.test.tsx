import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_MESSAGES, PostSchema, type Post } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { PUBLISH_DATE } from '@academy/contract/post-date-constants';
import { api, ok } from '../../../test/api';
import { recordOf } from '../../../test/records';
import { renderScreen } from '../../../test/render-screen';
import EditPostPage from './edit-post-page';

// Quill needs a real browser: a plain text area stands in for the editor (the form only sees its HTML).
vi.mock('./post-editor', () => ({
  default: ({ onChange, initialHtml = '', label = 'Post content' }: { onChange: (html: string) => void; initialHtml?: string; label?: string }) => (
    <textarea aria-label={label} defaultValue={initialHtml.replace(/<\/?p>/g, '')} onChange={(e) => onChange(`<p>${e.target.value}</p>`)} />
  ),
}));

const postOf = (values: Partial<Post>): Post =>
  recordOf(PostSchema, {
    id: 7,
    title: 'Winter fixtures',
    content: '<p>Saturday mornings.</p>',
    excerpt: 'Saturday mornings.',
    cover_image: null,
    cover_width: null,
    cover_height: null,
    published: false,
    status: 'draft',
    publish_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    tags: [],
    custom_excerpt: null,
    ...values,
  });

/** The server's post: what the last write made of it. */
function serve(initial: Post) {
  let post = initial;
  api.get('/posts/:id', () => ok(post));
  api.get('/tags', ok([]));
  api.put('/posts/:id', (call) => {
    const body = call.body as FormData;
    const status = (body.get('status') as Post['status'] | null) ?? post.status;
    post = { ...post, title: String(body.get('title')), status, published: status === 'published' };
    return ok(post);
  });
  api.put('/news/:id/publish', () => {
    post = { ...post, status: 'draft', published: false };
    return ok(post);
  });
}

const open = () => renderScreen(<EditPostPage />, { route: '/editpost/:id', path: '/editpost/7' });

beforeEach(() => window.localStorage.clear());

describe('/editpost/:id', () => {
  it('Update Post saves and navigates to /allposts, which says the post was updated (SPEC 4)', async () => {
    serve(postOf({}));
    open();
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Winter fixtures (updated)');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.update }));
    expect(await screen.findByText(`landed on /allposts: ${POST_MESSAGES.updated}`)).toBeInTheDocument();
    expect((api.lastCall('PUT', '/posts/:id')!.body as FormData).get('title')).toBe('Winter fixtures (updated)');
    // "Update Post" keeps the post's state: no status sent.
    expect((api.lastCall('PUT', '/posts/:id')!.body as FormData).get('status')).toBeNull();
  });

  it('Save draft keeps the editor with what was written (decision 043)', async () => {
    serve(postOf({}));
    open();
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Winter fixtures (draft 2)');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.saveDraft }));
    expect(await screen.findByText(POST_MESSAGES.draftSaved)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Winter fixtures (draft 2)');
    expect(screen.queryByText(/landed on/)).toBeNull();
  });

  it('a draft can be published from here; then it offers Unpublish, which asks first', async () => {
    serve(postOf({}));
    open();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: POST_EDITOR_MESSAGES.publishNow }));
    expect(await screen.findByText(POST_MESSAGES.updated)).toBeInTheDocument();
    expect((api.lastCall('PUT', '/posts/:id')!.body as FormData).get('status')).toBe('published');
    // Once published: no "Save draft" (it would unpublish silently), an Unpublish that confirms.
    const unpublish = await screen.findByRole('button', { name: POST_EDITOR_MESSAGES.unpublish });
    expect(screen.queryByRole('button', { name: POST_MESSAGES.saveDraft })).toBeNull();
    await userEvent.click(unpublish);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(POST_EDITOR_MESSAGES.unpublishBody);
    await userEvent.click(within(dialog).getByRole('button', { name: POST_EDITOR_MESSAGES.unpublish }));
    expect(await screen.findByText(POST_EDITOR_MESSAGES.unpublished)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/news/:id/publish')[0]!.body).toEqual({ published: false });
    expect(await screen.findByRole('button', { name: POST_EDITOR_MESSAGES.publishNow })).toBeInTheDocument();
  });

  it('a scheduled post offers Reschedule…', async () => {
    serve(postOf({ status: 'scheduled', publish_at: '2026-12-03T10:00:00.000Z' }));
    open();
    expect(await screen.findByRole('button', { name: POST_EDITOR_MESSAGES.reschedule })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: POST_EDITOR_MESSAGES.publishNow })).toBeInTheDocument();
  });
});

describe('/editpost/:id: the publish date', () => {
  it('a published post’s date can be moved into the past and is sent; a future one is refused with its message, unsent', async () => {
    serve(postOf({ status: 'published', published: true }));
    open();
    const date = await screen.findByLabelText(PUBLISH_DATE.label);
    // The stored date, in the browser's zone (UTC in tests).
    expect(date).toHaveValue('2026-11-20T10:00');

    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.update }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLISH_DATE.future);
    expect(api.lastCall('PUT', '/posts/:id')).toBeUndefined();

    await userEvent.clear(date);
    await userEvent.type(date, '2025-03-01T09:30');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.update }));
    await vi.waitFor(() => expect(api.lastCall('PUT', '/posts/:id')).toBeDefined());
    expect((api.lastCall('PUT', '/posts/:id')!.body as FormData).get('created_at')).toBe(new Date('2025-03-01T09:30').toISOString());
  });

  it('an unchanged date is not sent', async () => {
    serve(postOf({ status: 'published', published: true }));
    open();
    await screen.findByLabelText(PUBLISH_DATE.label);
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.update }));
    await vi.waitFor(() => expect(api.lastCall('PUT', '/posts/:id')).toBeDefined());
    expect((api.lastCall('PUT', '/posts/:id')!.body as FormData).has('created_at')).toBe(false);
  });

  it('a draft has no publish date field', async () => {
    serve(postOf({}));
    open();
    await screen.findByLabelText('Title');
    expect(screen.queryByLabelText(PUBLISH_DATE.label)).not.toBeInTheDocument();
  });
});
