import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REGISTRATION_MESSAGES, STATUS_LABELS, STATUS_MESSAGES, type Registration } from '@academy/contract/registration';
import { api, fail, ok } from '../../../test/api';
import { registrationOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import { StatusDialog } from './status-dialog';
import { ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

const REGISTRATION = registrationOf({ id: 4, player_name: 'Kofi Osei', status: 'pending' });

const open = (registration: Registration = REGISTRATION) => {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<StatusDialog registration={registration} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose, dialog: screen.getByRole('dialog', { name: REGISTRATION_MESSAGES.statusDialogTitle(registration.player_name) }) };
};

const offered = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText(REGISTRATION_MESSAGES.statusField))
    .getAllByRole('option')
    .map((o) => o.textContent)
    .slice(1);

describe('StatusDialog', () => {
  it('offers only the statuses the contract allows from the current one', () => {
    expect(offered(open({ ...REGISTRATION, status: 'withdrawn' }).dialog)).toEqual([STATUS_LABELS.pending]);
  });

  it("leaves the trial statuses to the invitation and the family's answer", () => {
    const labels = offered(open({ ...REGISTRATION, status: 'pending' }).dialog);
    expect(labels).toEqual([STATUS_LABELS.contacted, STATUS_LABELS.waitlisted, STATUS_LABELS.accepted, STATUS_LABELS.rejected, STATUS_LABELS.withdrawn]);
    expect(labels).not.toContain(STATUS_LABELS.trial_invited);
  });

  it('offers the moves on from an accepted child', () => {
    expect(offered(open({ ...REGISTRATION, status: 'accepted' }).dialog)).toEqual([STATUS_LABELS.waitlisted, STATUS_LABELS.rejected, STATUS_LABELS.withdrawn]);
  });

  it('notifies the parent by default, and sends the note to the parent and the private staff note apart', async () => {
    api.put('/registrations/:id/status', ok({ ...REGISTRATION, status: 'contacted' }));
    const { dialog, onSaved } = open();
    const notify = within(dialog).getByRole('switch', { name: REGISTRATION_MESSAGES.notifyParent });
    expect(notify).toBeChecked();
    await userEvent.selectOptions(within(dialog).getByLabelText(REGISTRATION_MESSAGES.statusField), 'contacted');
    await userEvent.type(within(dialog).getByLabelText(REGISTRATION_MESSAGES.noteLabel), 'We will call on Monday.');
    await userEvent.type(within(dialog).getByLabelText(EA.staffNoteLabel), 'Called Grace, she prefers mornings.');
    await userEvent.click(within(dialog).getByRole('button', { name: REGISTRATION_MESSAGES.saveStatus }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: 'contacted' })));
    expect(api.callsTo('PUT').map((c) => [c.url, c.body])).toEqual([
      ['/registrations/4/status', { status: 'contacted', note: 'We will call on Monday.', staff_note: 'Called Grace, she prefers mornings.', notify: true }],
    ]);
  });

  it('can keep the change from the parent', async () => {
    api.put('/registrations/:id/status', ok({ ...REGISTRATION, status: 'waitlisted' }));
    const { dialog, onSaved } = open();
    await userEvent.selectOptions(within(dialog).getByLabelText(REGISTRATION_MESSAGES.statusField), 'waitlisted');
    await userEvent.click(within(dialog).getByRole('switch', { name: REGISTRATION_MESSAGES.notifyParent }));
    await userEvent.click(within(dialog).getByRole('button', { name: REGISTRATION_MESSAGES.saveStatus }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.lastCall('PUT')?.body).toMatchObject({ status: 'waitlisted', note: null, staff_note: null, notify: false });
  });

  it('asks for a status before sending anything', async () => {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: REGISTRATION_MESSAGES.saveStatus }));
    const select = within(dialog).getByLabelText(REGISTRATION_MESSAGES.statusField);
    await waitFor(() => expect(select).toHaveAccessibleDescription(REGISTRATION_MESSAGES.chooseStatus));
    expect(api.calls).toEqual([]);
  });

  it('shows the server’s message when it refuses the change (409), and stays open', async () => {
    const refused = STATUS_MESSAGES.transitionRefused('pending', 'accepted');
    api.put('/registrations/:id/status', fail(409, refused));
    const { dialog, onSaved } = open();
    await userEvent.selectOptions(within(dialog).getByLabelText(REGISTRATION_MESSAGES.statusField), 'accepted');
    await userEvent.click(within(dialog).getByRole('button', { name: REGISTRATION_MESSAGES.saveStatus }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { onClose } = open();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
