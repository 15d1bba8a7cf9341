import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES, type Email } from '@academy/contract/email';
import { api, describeCall, fail, ok, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { OUTBOX_PAGE_SIZE } from '../api/get-emails';
import OutboxPage from './outbox-page';

const mail = (id: number, over: Partial<Email> = {}): Email => ({
  id,
  to: `parent${id}@example.com`,
  subject: `Mail ${id}`,
  kind: 'registration_received',
  state: 'sent',
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
  subject_type: 'registration',
  subject_id: id,
  attachments: [],
  sent_at: new Date(Date.UTC(2026, 10, 20, 9, id)).toISOString(),
  created_at: new Date(Date.UTC(2026, 10, 20, 9, id)).toISOString(),
  ...over,
});

/** GET /emails?state=&page=&limit= and POST /emails/:id/retry over an outbox, newest first. */
function serveOutbox(initial: Email[], retryAnswer?: { status: number; message: string }) {
  let outbox = [...initial];
  api.post('/emails/:id/retry', ({ params }) => {
    if (retryAnswer) return fail(retryAnswer.status, retryAnswer.message);
    outbox = outbox.map((m) => (m.id === Number(params.id) ? { ...m, state: 'queued', last_error: null } : m));
    return ok(outbox.find((m) => m.id === Number(params.id)));
  });
  api.get('/emails', (call) =>
    paged(
      outbox.filter((m) => !call.query.get('state') || m.state === call.query.get('state')),
      call,
    ),
  );
}

const calls = () => api.calls.map(describeCall);
const open = () => renderScreen(<OutboxPage />, { route: '/outbox', path: '/outbox' });
const subjectCell = (subject: string) => screen.findByRole('cell', { name: new RegExp(`^${subject}(?!\\d)`) });
const rowOf = (subject: string) => screen.getByRole('cell', { name: new RegExp(`^${subject}(?!\\d)`) }).closest('tr')!;
const kind = (k: keyof typeof OUTBOX_MESSAGES.kindLabels) => `${OUTBOX_MESSAGES.columns.kind}: ${OUTBOX_MESSAGES.kindLabels[k]}`;

const sample = [
  mail(3, { state: 'failed', attempts: 1, last_error: '550 mailbox unavailable', sent_at: null, kind: 'status_changed' }),
  mail(2, { state: 'queued', attempts: 0, last_error: OUTBOX_MESSAGES.notConfigured, sent_at: null, kind: 'trial_invitation', attachments: ['trial.ics'] }),
  mail(1),
];

describe('OutboxPage', () => {
  it('lists every mail newest first with its state in words, attempts, error, times and a retry for mails not sent', async () => {
    serveOutbox(sample);
    open();
    expect(await subjectCell('Mail 3')).toBeInTheDocument();
    expect(calls()).toEqual([`GET /emails?page=1&limit=${OUTBOX_PAGE_SIZE}`]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      `Mail 3 ${kind('status_changed')}`,
      `Mail 2 ${kind('trial_invitation')} ${OUTBOX_MESSAGES.attached} trial.ics`,
      `Mail 1 ${kind('registration_received')}`,
    ]);

    const failed = rowOf('Mail 3');
    expect(within(failed).getByText(OUTBOX_MESSAGES.stateLabels.failed)).toHaveAttribute('data-state', 'failed');
    expect(within(failed).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(failed).getByText(kind('status_changed'))).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: OUTBOX_MESSAGES.retryLabel('Mail 3') })).toBeEnabled();

    const queued = rowOf('Mail 2');
    expect(within(queued).getByText(OUTBOX_MESSAGES.stateLabels.queued)).toBeInTheDocument();
    expect(within(queued).getByText(OUTBOX_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(within(queued).getByRole('button', { name: OUTBOX_MESSAGES.retryLabel('Mail 2') })).toBeInTheDocument();

    const sent = rowOf('Mail 1');
    expect(within(sent).getByText(OUTBOX_MESSAGES.stateLabels.sent)).toBeInTheDocument();
    expect(within(sent).queryByRole('button')).toBeNull();
    expect(within(sent).getAllByRole('time')).toHaveLength(2);
    expect(within(queued).getAllByRole('time')).toHaveLength(1);
  });

  it('filters by state on the server and pages through the answer', async () => {
    const many = Array.from({ length: OUTBOX_PAGE_SIZE + 2 }, (_, i) => mail(100 - i, { state: 'failed', sent_at: null, last_error: 'refused' }));
    serveOutbox([...many, mail(1)]);
    open();
    await subjectCell('Mail 100');
    await userEvent.selectOptions(screen.getByLabelText(OUTBOX_MESSAGES.stateFilter), OUTBOX_MESSAGES.stateLabels.failed);
    await waitFor(() => expect(calls().at(-1)).toBe(`GET /emails?state=failed&page=1&limit=${OUTBOX_PAGE_SIZE}`));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await subjectCell('Mail 75')).toBeInTheDocument();
    expect(calls().at(-1)).toBe(`GET /emails?state=failed&page=2&limit=${OUTBOX_PAGE_SIZE}`);
    expect(screen.queryByRole('cell', { name: /^Mail 1(?!\d)/ })).toBeNull();
  });

  it('retries a failed mail, says so, and reloads the list', async () => {
    serveOutbox(sample);
    open();
    await userEvent.click(await screen.findByRole('button', { name: OUTBOX_MESSAGES.retryLabel('Mail 3') }));
    expect(await screen.findByRole('status')).toHaveTextContent(OUTBOX_MESSAGES.retried);
    expect(calls()).toContain('POST /emails/3/retry');
    // The list is fetched again: the mail now reads queued, without its old error.
    await waitFor(() => expect(within(rowOf('Mail 3')).getByText(OUTBOX_MESSAGES.stateLabels.queued)).toBeInTheDocument());
    expect(screen.queryByText('550 mailbox unavailable')).toBeNull();
    expect(calls().filter((c) => c.startsWith('GET'))).toHaveLength(2);
  });

  it("shows the server's message when a retry is refused", async () => {
    serveOutbox(sample, { status: 409, message: OUTBOX_MESSAGES.alreadySent });
    open();
    await userEvent.click(await screen.findByRole('button', { name: OUTBOX_MESSAGES.retryLabel('Mail 2') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUTBOX_MESSAGES.alreadySent);
  });

  it('says so when there is no mail', async () => {
    serveOutbox([]);
    open();
    expect(await screen.findByText(OUTBOX_MESSAGES.empty)).toBeInTheDocument();
  });
});
