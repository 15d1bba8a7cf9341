import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TAG_ADMIN_TEXTS as T } from '@academy/contract/tag-admin-constants';
import { TAG_MESSAGES, tagSlug, type TagCount } from '@academy/contract/tag';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import TagsPage from './tags-page';

const tag = (name: string, count: number): TagCount => ({ slug: tagSlug(name), name, count });

/** The tags API as the server answers it: the list, a rename (merging on another tag's slug) and a delete. */
function serve(initial: TagCount[]) {
  let rows = [...initial];
  api.get('/tags', () => ok(rows));
  api.put('/tags/:slug', ({ params, body }) => {
    const from = rows.find((r) => r.slug === params.slug)!;
    const name = (body as { name: string }).name;
    const into = rows.find((r) => r.slug === tagSlug(name) && r !== from);
    if (into) {
      rows = rows.filter((r) => r !== from).map((r) => (r === into ? { ...r, count: r.count + from.count } : r));
      return ok({ tag: { ...into, count: into.count + from.count }, merged: true });
    }
    const renamed = { slug: tagSlug(name), name, count: from.count };
    rows = rows.map((r) => (r === from ? renamed : r));
    return ok({ tag: renamed, merged: false });
  });
  api.delete('/tags/:slug', ({ params }) => {
    const gone = rows.find((r) => r.slug === params.slug)!;
    rows = rows.filter((r) => r !== gone);
    return ok({ slug: gone.slug, posts: gone.count });
  });
}

const open = () => renderScreen(<TagsPage />, { route: '/tags', path: '/tags' });
const rowOf = (slug: string) => document.querySelector(`tr[data-tag="${slug}"]`) as HTMLElement;

describe('Tags screen', () => {
  it('lists every tag with its posts and its page; says when there is none', async () => {
    serve([tag('U12', 4), tag('Match report', 1)]);
    open();
    expect(await screen.findByRole('link', { name: T.openPage('U12') })).toHaveAttribute('href', '/news/tag/u12');
    expect(within(rowOf('u12')).getByText(T.posts(4))).toBeInTheDocument();
    expect(within(rowOf('match-report')).getByText(T.posts(1))).toBeInTheDocument();
  });

  it('says there is no tag yet', async () => {
    serve([]);
    open();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('renames a tag, warning first that its page moves; a name of another tag warns of the merge and merges', async () => {
    serve([tag('U12', 4), tag('Under 12', 2), tag('Training', 3)]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.renameLabel('Training') }));
    let field = screen.getByLabelText(T.nameLabel);
    expect(field).toHaveValue('Training');
    // Another spelling of the same slug: no warning.
    await userEvent.clear(field);
    await userEvent.type(field, 'TRAINING');
    expect(screen.queryByTestId('tag-rename-warning')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'Training sessions');
    expect(screen.getByTestId('tag-rename-warning')).toHaveTextContent(T.addressWarning);
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.renamed('Training sessions'))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: T.openPage('Training sessions') })).toHaveAttribute('href', '/news/tag/training-sessions');

    await userEvent.click(screen.getByRole('button', { name: T.renameLabel('Under 12') }));
    field = screen.getByLabelText(T.nameLabel);
    await userEvent.clear(field);
    await userEvent.type(field, 'u12');
    expect(screen.getByTestId('tag-rename-warning')).toHaveTextContent(T.mergeWarning('U12'));
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.merged('U12'))).toBeInTheDocument();
    expect(api.lastCall('PUT', '/tags/:slug')?.body).toEqual({ name: 'u12' });
    expect(await screen.findByText(T.posts(6))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.openPage('Under 12') })).toBeNull();
  });

  it('checks the name before sending: one without a letter is refused under the field', async () => {
    serve([tag('U12', 4)]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.renameLabel('U12') }));
    const field = screen.getByLabelText(T.nameLabel);
    await userEvent.clear(field);
    await userEvent.type(field, '!!!');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(TAG_MESSAGES.needsLetter)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/tags/:slug')).toHaveLength(0);
  });

  it('deletes a tag only once confirmed, naming how many posts lose it; a refusal says why', async () => {
    serve([tag('U12', 4), tag('Old', 2)]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.deleteLabel('Old') }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(T.deleteMessage('Old', 2));
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.deleted('Old'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.openPage('Old') })).toBeNull();

    // Deleted meanwhile by another editor: the server's reason is told.
    api.delete('/tags/:slug', fail(404, TAG_MESSAGES.notFound));
    await userEvent.click(screen.getByRole('button', { name: T.deleteLabel('U12') }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(TAG_MESSAGES.notFound)).toBeInTheDocument();
  });
});
