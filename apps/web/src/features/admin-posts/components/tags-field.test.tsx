import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POST_MESSAGES } from '@academy/contract/post';
import { POST_TAGS_MAX, TAG_MESSAGES } from '@academy/contract/tag-constants';
import { api, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import type { PostFormValues, PostIntent } from '../api/create-post';
import { PostForm, type PostFormActions } from './post-form';

// Quill needs a real browser: a plain text area stands in for the editor (the form only sees its HTML).
vi.mock('./post-editor', () => ({
  default: ({ onChange, initialHtml = '' }: { onChange: (html: string) => void; initialHtml?: string }) => (
    <textarea aria-label="Post content" defaultValue={initialHtml} onChange={(e) => onChange(`<p>${e.target.value}</p>`)} />
  ),
}));

type Submit = (values: PostFormValues, actions: PostFormActions, intent: PostIntent | undefined) => void;

const SUGGESTED = [
  { slug: 'match-report', name: 'Match report', count: 7 },
  { slug: 'u12', name: 'U12', count: 4 },
  { slug: 'u14', name: 'U14', count: 3 },
];

/** The editor with the tags field, its suggestions served as GET /api/tags answers them to an editor. */
function renderEditor(initial?: { tags: string[] }) {
  api.get('/tags', ok(SUGGESTED));
  const onSubmit = vi.fn<Submit>();
  renderWithProviders(
    <PostForm
      heading="New post"
      unsavedKey="new"
      submitLabel={POST_MESSAGES.publish}
      primaryIntent={{ status: 'published' }}
      submitting={false}
      error={null}
      success={null}
      initial={initial && { title: 'T', content: '<p>Body</p>', coverUrl: null, tags: initial.tags }}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}
const input = () => screen.getByRole('combobox', { name: TAG_MESSAGES.label });
const chips = () => screen.queryByRole('list', { name: TAG_MESSAGES.listLabel })?.querySelectorAll('li > span') ?? [];
const chipNames = () => [...chips()].map((c) => c.textContent);

describe('the tags field (keyboard)', () => {
  it('Enter and a comma add chips, Backspace in the empty box removes the last, and Enter does not submit the post', async () => {
    const onSubmit = renderEditor();
    await userEvent.type(input(), 'Trials{Enter}');
    expect(chipNames()).toEqual(['Trials']);
    expect(input()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input(), 'Summer camp,Academy news,');
    expect(chipNames()).toEqual(['Trials', 'Summer camp', 'Academy news']);
    // The same tag in another spelling is not added twice.
    await userEvent.type(input(), 'academy NEWS{Enter}');
    expect(chipNames()).toEqual(['Trials', 'Summer camp', 'Academy news']);
    await userEvent.type(input(), '{Backspace}');
    expect(chipNames()).toEqual(['Trials', 'Summer camp']);
    // A chip's own button removes it, named by the tag.
    await userEvent.click(screen.getByRole('button', { name: TAG_MESSAGES.remove('Trials') }));
    expect(chipNames()).toEqual(['Summer camp']);
  });

  it('suggests existing tags as the name is typed; the arrow keys walk them and Enter takes the highlighted one', async () => {
    renderEditor();
    await userEvent.click(input());
    await userEvent.type(input(), 'u1');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['U12 4', 'U14 3']);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(chipNames()).toEqual(['U14']);
    // A chosen tag is no longer suggested; Escape closes the list.
    await userEvent.type(input(), 'u1');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['U12 4']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses an eleventh tag and a name over 40 characters with the contract messages, keeping the text typed', async () => {
    renderEditor({ tags: Array.from({ length: POST_TAGS_MAX }, (_, i) => `Tag ${i}`) });
    expect(chipNames()).toHaveLength(POST_TAGS_MAX);
    await userEvent.type(input(), 'One more{Enter}');
    expect(screen.getByText(TAG_MESSAGES.tooMany)).toBeInTheDocument();
    expect(input()).toHaveValue('One more');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(TAG_MESSAGES.tooMany));
    await userEvent.clear(input());
    await userEvent.type(input(), '{Backspace}');
    await userEvent.type(input(), `${'x'.repeat(41)}{Enter}`);
    expect(screen.getByText(TAG_MESSAGES.tooLong)).toBeInTheDocument();
    expect(chipNames()).toHaveLength(POST_TAGS_MAX - 1);
  });

  it('sends the chips in order with the post, and the excerpt with its counter', async () => {
    const onSubmit = renderEditor({ tags: ['Match report'] });
    await userEvent.type(input(), 'U12{Enter}');
    const excerpt = screen.getByLabelText(TAG_MESSAGES.excerptLabel);
    await userEvent.type(excerpt, 'Short summary');
    expect(screen.getByText(TAG_MESSAGES.excerptCount(13))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: POST_MESSAGES.publish }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ tags: ['Match report', 'U12'], custom_excerpt: 'Short summary' });
  });
});
