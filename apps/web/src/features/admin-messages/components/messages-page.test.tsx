import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, type ContactMessage } from '@academy/contract/contact';
import { api, ok, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { MESSAGES_PAGE_SIZE } from '../api/get-messages';
import MessagesPage from './messages-page';

const message = (n: number): ContactMessage => ({
  id: n,
  fullname: `Sender ${n}`,
  email: `sender${n}@example.com`,
  phone: null,
  city: null,
  message: `Question number ${n}`,
  status: 'new',
  created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
});

/** GET /api/contact?page=&limit= and DELETE /api/contact/:id over `count` messages, newest first. */
function serveInbox(count: number) {
  let inbox = Array.from({ length: count }, (_, i) => message(count - i));
  api.delete('/contact/:id', ({ params }) => {
    inbox = inbox.filter((m) => m.id !== Number(params.id));
    return ok({ id: Number(params.id) });
  });
  api.get('/contact', (call) => paged(inbox, call));
}

const requestedUrls = () => api.callsTo('GET').map((c) => c.url);
const open = () => renderScreen(<MessagesPage />, { route: '/messages', path: '/messages' });

describe('MessagesPage paging', () => {
  it("shows the server's total as pages and Next loads page 2", async () => {
    const total = MESSAGES_PAGE_SIZE + 3;
    serveInbox(total);
    open();
    expect(await screen.findByRole('heading', { name: `Sender ${total}` })).toBeInTheDocument();
    expect(requestedUrls()).toEqual([`/contact?page=1&limit=${MESSAGES_PAGE_SIZE}`]);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Sender 3' })).toBeInTheDocument();
    expect(requestedUrls()).toContain(`/contact?page=2&limit=${MESSAGES_PAGE_SIZE}`);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: `Sender ${total}` })).toBeNull();
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: `Sender ${total}` })).toBeInTheDocument();
  });

  it("a single page keeps the server's newest-first order and shows no pager", async () => {
    serveInbox(3);
    open();
    await screen.findByRole('heading', { name: 'Sender 3' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sender 3', 'Sender 2', 'Sender 1']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('steps back a page after deleting the only message of the last page', async () => {
    serveInbox(MESSAGES_PAGE_SIZE + 1);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the message from Sender 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: `Sender ${MESSAGES_PAGE_SIZE + 1}` })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(screen.queryByText(CONTACT_MESSAGES.empty)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Message deleted.');
    await waitFor(() => expect(requestedUrls().at(-1)).toBe(`/contact?page=1&limit=${MESSAGES_PAGE_SIZE}`));
  });
});
