import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST_MESSAGES } from '@academy/contract/post';
import { POST_EDITOR_MESSAGES } from '@academy/contract/post-editor-constants';
import { TAG_MESSAGES } from '@academy/contract/tag-constants';
import { api, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import type { PostFormValues, PostIntent } from '../api/create-post';
import { PostForm, type PostFormActions } from './post-form';

// Quill needs a real browser: a plain text area stands in for the editor (the form only sees its HTML).
vi.mock('./post-editor', () => ({
  default: ({ onChange, initialHtml = '', label = 'Post content' }: { onChange: (html: string) => void; initialHtml?: string; label?: string }) => (
    <textarea aria-label={label} defaultValue={initialHtml.replace(/<\/?p>/g, '')} onChange={(e) => onChange(`<p>${e.target.value}</p>`)} />
  ),
}));

type Submit = (values: PostFormValues, actions: PostFormActions, intent: PostIntent | undefined) => void;

function renderForm() {
  const onSubmit = vi.fn<Submit>();
  const view = renderWithProviders(
    <PostForm
      heading="New post"
      unsavedKey="new"
      submitLabel={POST_MESSAGES.publish}
      primaryIntent={{ status: 'published' }}
      submitting={false}
      error={null}
      success={null}
      onSubmit={onSubmit}
    />,
  );
  return Object.assign(onSubmit, { unmount: view.unmount });
}

async function fillPost(title: string) {
  await userEvent.type(await screen.findByLabelText('Post content'), 'Body text');
  await userEvent.type(screen.getByLabelText('Title'), title);
}

/** "2026-11-24T10:00:05" in the browser's time zone, as the datetime-local input takes it. */
const local = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

beforeEach(() => {
  window.localStorage.clear();
  // The tags field's suggestions (decision 047).
  api.get('/tags', ok([]));
});

describe('the post editor: Publish Post, Save draft and Schedule…', () => {
  it('Publish Post publishes and Save draft keeps a draft, both with the form’s values', async () => {
    const onSubmit = renderForm();
    await fillPost('Camp news');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.publish }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Camp news', content: '<p>Body text</p>', cover_image: null, tags: [], custom_excerpt: '' });
    expect(onSubmit.mock.calls[0]![2]).toEqual({ status: 'published' });

    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.saveDraft }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]![2]).toEqual({ status: 'draft' });
  });

  it('Save draft checks the form like publishing: no title, no call and the message under the field', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.saveDraft }));
    expect(await screen.findByText(POST_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Schedule… asks for a local date and time, refuses the past with a clear message, and schedules at that instant', async () => {
    const onSubmit = renderForm();
    await fillPost('Fixtures');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.schedule }));
    const dialog = screen.getByRole('dialog', { name: POST_MESSAGES.scheduleTitle });
    const input = within(dialog).getByLabelText(POST_MESSAGES.scheduleLabel);
    // It starts an hour ahead, in the future.
    expect(new Date((input as HTMLInputElement).value).getTime()).toBeGreaterThan(Date.now());

    fireEvent.change(input, { target: { value: local(new Date(Date.now() - 60_000)) } });
    await userEvent.click(within(dialog).getByRole('button', { name: POST_MESSAGES.scheduleConfirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(POST_MESSAGES.publishAtFuture);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: POST_MESSAGES.scheduleConfirm }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(POST_MESSAGES.publishAtRequired);

    const at = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    at.setMilliseconds(0);
    fireEvent.change(input, { target: { value: local(at) } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: POST_MESSAGES.scheduleConfirm }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![2]).toEqual({ status: 'scheduled', publish_at: at.toISOString() });
  });

  it('Cancel closes the dialog without saving', async () => {
    const onSubmit = renderForm();
    await fillPost('Not yet');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.schedule }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: POST_MESSAGES.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('unsaved changes kept in the browser', () => {
  it('offers what was typed back after the screen closed without saving, and Restore puts it in the form', async () => {
    const first = renderForm();
    await fillPost('Half-written camp news');
    // The tab closes: what is pending is written at once.
    first.unmount();

    const onSubmit = renderForm();
    const offer = await screen.findByText(/that were never saved/);
    expect(offer).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: POST_EDITOR_MESSAGES.restore }));
    expect(screen.queryByText(/that were never saved/)).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written camp news');
    expect(await screen.findByLabelText('Post content')).toHaveValue('Body text');

    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.publish }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Half-written camp news',
      content: '<p>Body text</p>',
      cover_image: null,
      tags: [],
      custom_excerpt: '',
    });
  });

  it('keeps the tags and the custom excerpt too, and restores them with the text', async () => {
    const first = renderForm();
    await fillPost('Tagged news');
    await userEvent.type(screen.getByRole('combobox', { name: TAG_MESSAGES.label }), 'U12{Enter}Match report{Enter}');
    await userEvent.type(screen.getByLabelText(TAG_MESSAGES.excerptLabel), 'A short summary');
    first.unmount();

    const onSubmit = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: POST_EDITOR_MESSAGES.restore }));
    expect(
      within(screen.getByRole('list', { name: TAG_MESSAGES.listLabel }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('U12'), expect.stringContaining('Match report')]);
    expect(screen.getByLabelText(TAG_MESSAGES.excerptLabel)).toHaveValue('A short summary');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.publish }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Tagged news', tags: ['U12', 'Match report'], custom_excerpt: 'A short summary' });
  });

  it('still offers a copy kept before tags and the excerpt were kept, with none of them', async () => {
    window.localStorage.setItem('academy.unsaved-post.new', JSON.stringify({ title: 'Old copy', content: '<p>Old body</p>', at: '2026-11-20T10:00:00.000Z' }));
    const onSubmit = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: POST_EDITOR_MESSAGES.restore }));
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.publish }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Old copy', content: '<p>Old body</p>', tags: [], custom_excerpt: '' });
  });

  it('Discard forgets them: the next visit offers nothing', async () => {
    const first = renderForm();
    await fillPost('Never mind');
    first.unmount();
    const second = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: POST_EDITOR_MESSAGES.discard }));
    expect(screen.queryByText(/that were never saved/)).toBeNull();
    second.unmount();
    renderForm();
    expect(screen.queryByText(/that were never saved/)).toBeNull();
  });

  it('a save forgets them: once the server has the post nothing is offered back', async () => {
    const first = renderForm();
    await fillPost('Saved news');
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.saveDraft }));
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    act(() => first.mock.calls[0]![1].saved());
    first.unmount();
    renderForm();
    expect(screen.queryByText(/that were never saved/)).toBeNull();
  });
});
