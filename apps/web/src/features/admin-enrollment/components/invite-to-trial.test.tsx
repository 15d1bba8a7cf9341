import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Registration } from '@academy/contract/registration';
import type { Trial } from '@academy/contract/trial';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration-constants';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { TRIAL_SCREEN } from '@academy/contract/trial-admin-constants';
import { api, fail, ok, type Reply } from '../../../test/api';
import { registrationOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import { InviteToTrial } from './invite-to-trial';

const DAY = 24 * 3600 * 1000;

const child = (over: Partial<Registration> = {}) => registrationOf({ status: 'contacted', ...over });

let nextId = 1;
const session = (over: Partial<Trial> = {}): Trial => ({
  id: nextId++,
  starts_at: new Date(Date.now() + 3 * DAY).toISOString(),
  location: `Pitch ${nextId}`,
  min_age: 10,
  max_age: 14,
  capacity: 10,
  notes: null,
  cancelled_at: null,
  invited: 0,
  confirmed: 0,
  declined: 0,
  places_left: 10,
  coach_ids: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** The upcoming sessions, and the invitation's and the status change's answers (success unless told). */
function serve(trials: Trial[], replies: { invite?: Reply } = {}) {
  api.get('/trials', ok(trials));
  api.post('/registrations/:id/invite', replies.invite ?? ok(child({ status: 'trial_invited' })));
  api.put('/registrations/:id/status', ok(child({ status: 'waitlisted' })));
}
const sent = () => api.calls.filter((c) => c.method !== 'GET').map((c) => [c.url, c.method, c.body]);

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: TRIAL_MESSAGES.inviteToTrial }));
  return screen.findByRole('dialog', { name: TRIAL_SCREEN.inviteTitle('Sam Okello') });
};

describe('Invite to trial', () => {
  it("lists the upcoming sessions that fit the child's age and have a place, and invites with a note", async () => {
    const fits = session({ location: 'Fits Pitch' });
    const full = session({ location: 'Full Pitch', places_left: 0 });
    const tooYoung = session({ location: 'Young Pitch', min_age: 6, max_age: 9 });
    const past = session({ location: 'Past Pitch', starts_at: new Date(Date.now() - DAY).toISOString() });
    const cancelled = session({ location: 'Cancelled Pitch', cancelled_at: new Date().toISOString() });
    serve([fits, full, tooYoung, past, cancelled]);
    const done = vi.fn();
    renderWithProviders(<InviteToTrial registration={child()} onDone={done} />);
    const dialog = await openDialog();

    const select = await within(dialog).findByLabelText(TRIAL_SCREEN.sessionLabel);
    const options = within(select).getAllByRole('option').slice(1);
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Fits Pitch')]);
    expect(options[0]).toHaveTextContent(TRIAL_MESSAGES.placesLeft(10));

    // No session chosen: the contract's message, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: TRIAL_SCREEN.send }));
    expect(await within(dialog).findByText(TRIAL_MESSAGES.sessionRequired)).toBeInTheDocument();
    expect(sent()).toEqual([]);

    await userEvent.selectOptions(select, String(fits.id));
    await userEvent.type(within(dialog).getByLabelText(REGISTRATION_MESSAGES.noteLabel), 'Come early');
    await userEvent.click(within(dialog).getByRole('button', { name: TRIAL_SCREEN.send }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(TRIAL_MESSAGES.invited));
    expect(sent()).toEqual([['/registrations/7/invite', 'POST', { trial_id: fits.id, note: 'Come early' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the waiting list when no session fits, through the status API', async () => {
    serve([session({ min_age: 15, max_age: 18 }), session({ places_left: 0 })]);
    const done = vi.fn();
    renderWithProviders(<InviteToTrial registration={child()} onDone={done} />);
    const dialog = await openDialog();
    expect(await within(dialog).findByText(TRIAL_MESSAGES.noFittingSession)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: TRIAL_SCREEN.send })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: TRIAL_SCREEN.waitlist }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(TRIAL_SCREEN.waitlisted));
    expect(sent()).toEqual([['/registrations/7/status', 'PUT', expect.objectContaining({ status: 'waitlisted' })]]);
  });

  it("shows the server's refusal, and offers the waiting list when the session filled up meanwhile", async () => {
    const s = session();
    serve([s], { invite: fail(409, TRIAL_MESSAGES.full) });
    renderWithProviders(<InviteToTrial registration={child()} />);
    const dialog = await openDialog();
    await userEvent.selectOptions(await within(dialog).findByLabelText(TRIAL_SCREEN.sessionLabel), String(s.id));
    expect(within(dialog).queryByRole('button', { name: TRIAL_SCREEN.waitlist })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: TRIAL_SCREEN.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TRIAL_MESSAGES.full);
    expect(within(dialog).getByRole('button', { name: TRIAL_SCREEN.waitlist })).toBeInTheDocument();
  });

  it('shows nothing for an application that cannot be invited any more', () => {
    serve([session()]);
    const { container } = renderWithProviders(<InviteToTrial registration={child({ status: 'accepted' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
