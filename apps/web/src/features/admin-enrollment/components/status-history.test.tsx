import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES } from '@academy/contract/email-constants';
import { REGISTRATION_MESSAGES, type RegistrationHistoryEntry } from '@academy/contract/registration';
import { FAMILY_TRIAL_CHANGE } from '@academy/contract/family-page-constants';
import { api, fail, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import { StatusHistory } from './status-history';
import { ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

const HISTORY: RegistrationHistoryEntry[] = [
  {
    id: 1,
    from_status: null,
    to_status: 'pending',
    actor: 'family',
    changed_by: null,
    note: null,
    staff_note: null,
    created_at: '2026-11-20T10:00:00Z',
    email: { id: 11, state: 'sent', to: 'fatima@example.com', sent_at: '2026-11-20T10:00:05Z' },
  },
  {
    id: 2,
    from_status: 'pending',
    to_status: 'contacted',
    actor: 'admin',
    changed_by: 'Coach Mensah',
    note: 'We will call on Monday.',
    staff_note: 'Called Grace, she prefers mornings.',
    created_at: '2026-11-21T09:30:00Z',
    email: { id: 12, state: 'failed', to: 'fatima@example.com', sent_at: null },
  },
  {
    id: 3,
    from_status: 'contacted',
    to_status: 'waitlisted',
    actor: 'system',
    changed_by: null,
    note: null,
    staff_note: null,
    created_at: '2026-11-22T08:00:00Z',
    email: null,
  },
];

describe('StatusHistory', () => {
  it('lists each change oldest first: from → to, who, when, the note and the mail with its state', async () => {
    api.get('/registrations/:id/history', ok(HISTORY));
    renderWithProviders(<StatusHistory registrationId={4} />);
    const list = await screen.findByRole('list', { name: REGISTRATION_MESSAGES.historyTitle });
    const [created, contacted, waitlisted] = within(list).getAllByRole('listitem');

    expect(created).toHaveTextContent(`${REGISTRATION_MESSAGES.historyRegistered}Pending`);
    expect(created).toHaveTextContent('The family');
    expect(created).toHaveTextContent(`${REGISTRATION_MESSAGES.historyEmail('fatima@example.com')}: ${OUTBOX_MESSAGES.stateLabels.sent}`);
    expect(created!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:00:00Z');

    expect(contacted).toHaveTextContent(`Pending→${REGISTRATION_MESSAGES.historyTo}Contacted`);
    expect(contacted).toHaveTextContent('Coach Mensah');
    expect(contacted).toHaveTextContent('We will call on Monday.');
    expect(contacted).toHaveTextContent(`${EA.historyStaffNote}: Called Grace, she prefers mornings.`);
    expect(created).not.toHaveTextContent(EA.historyStaffNote);
    expect(contacted).toHaveTextContent(OUTBOX_MESSAGES.stateLabels.failed);

    expect(waitlisted).toHaveTextContent('The system');
    expect(waitlisted).not.toHaveTextContent('Email to');
    expect(api.calls.map((c) => c.url)).toEqual(['/registrations/4/history']);
  });

  it('tells a change that kept the status by what happened (a moved trial), never "confirmed → confirmed"', async () => {
    const moved = FAMILY_TRIAL_CHANGE.movedNote('Saturday 28 November 2026 at 10:00', 'Saturday 5 December 2026 at 10:00');
    const kept = (id: number, actor: RegistrationHistoryEntry['actor'], note: string): RegistrationHistoryEntry => ({
      id,
      from_status: 'trial_confirmed',
      to_status: 'trial_confirmed',
      actor,
      changed_by: actor === 'admin' ? 'Coach Mensah' : null,
      note,
      staff_note: null,
      created_at: '2026-11-23T08:00:00Z',
      email: null,
    });
    api.get('/registrations/:id/history', ok([kept(4, 'family', moved), kept(5, 'admin', 'Bring boots.')]));
    renderWithProviders(<StatusHistory registrationId={4} />);
    const list = await screen.findByRole('list', { name: REGISTRATION_MESSAGES.historyTitle });
    const [family, admin] = within(list).getAllByRole('listitem');

    expect(family).toHaveTextContent(`${moved}${EA.historyStatusKept} Trial confirmed`);
    expect(family).not.toHaveTextContent('→');
    expect(family).not.toHaveTextContent(EA.historyParentNote);
    expect(within(family!).getAllByText(/^Trial moved by the family from Saturday 28 November 2026 at 10:00 to Saturday 5 December 2026/)).toHaveLength(1);
    // An administrator's note on an unchanged status is still the note to the parent.
    expect(admin).toHaveTextContent(`${EA.historyStatusKept} Trial confirmed`);
    expect(admin).toHaveTextContent(`${EA.historyParentNote}: Bring boots.`);
    expect(admin).not.toHaveTextContent('→');
  });

  it('says when the history cannot be loaded', async () => {
    api.get('/registrations/:id/history', fail(500, 'Internal Server Error'));
    renderWithProviders(<StatusHistory registrationId={4} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_MESSAGES.historyFailed);
  });
});
