import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '@academy/contract/common';
import { TEAM_MESSAGES, TeamMemberSchema } from '@academy/contract/team';
import { api, fail, ok } from '../../../test/api';
import { recordOf } from '../../../test/records';
import { renderScreen } from '../../../test/render-screen';
import TeamFormPage from './team-form-page';

const open = () => renderScreen(<TeamFormPage />, { route: '/addteam', path: '/addteam' });

describe('TeamFormPage (add)', () => {
  it('starts with jersey number 0 (SPEC 9) and no box ticked and shows every required-field message', async () => {
    open();
    expect(screen.getByLabelText('Jersey number (optional)')).toHaveValue(0);
    expect(screen.getByLabelText(TEAM_MESSAGES.isMinor)).not.toBeChecked();
    expect(screen.getByLabelText(TEAM_MESSAGES.photoConsent)).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(TEAM_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(TEAM_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(screen.getByText(TEAM_MESSAGES.photoRequired)).toBeInTheDocument();
    // The jersey number 0 is in range.
    expect(screen.queryByText(TEAM_MESSAGES.jerseyRange)).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('ticks "A child" once a player role is chosen, and leaves it for a coach', async () => {
    open();
    const child = screen.getByLabelText(TEAM_MESSAGES.isMinor);
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'head_coach');
    expect(child).not.toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'forward');
    expect(child).toBeChecked();
  });

  it('checks the jersey range and the photo type and size', async () => {
    open();
    const jersey = screen.getByLabelText('Jersey number (optional)');
    await userEvent.clear(jersey);
    await userEvent.type(jersey, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(TEAM_MESSAGES.jerseyRange)).toBeInTheDocument();

    const photo = screen.getByLabelText('Photo');
    await userEvent.upload(photo, new File(['gif'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText(IMAGE_MESSAGES.invalidType)).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(photo, big);
    expect(await screen.findByText(IMAGE_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(photo).toHaveAccessibleDescription(`JPEG, PNG or WebP, under 5MB. ${IMAGE_MESSAGES.tooLarge}`);
    expect(screen.queryByAltText('New photo preview')).toBeNull();
  });

  it('saves and goes to /dashboard/team', async () => {
    api.post('/team', ok({}, { status: 201 }));
    open();
    await userEvent.type(screen.getByLabelText('Name'), 'Grace Auma');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'defender');
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['png'], 'p.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText(/landed on \/dashboard\/team/)).toBeInTheDocument();
    expect(Object.fromEntries(api.lastCall('POST', '/team')!.body as FormData)).toMatchObject({
      name: 'Grace Auma',
      role: 'defender',
      jersey_number: '0',
      is_minor: 'true',
    });
  });

  it("shows the server's message for a field under it", async () => {
    api.post('/team', fail(400, 'Please check the highlighted fields.', { name: 'Please use at most 120 characters' }));
    open();
    await userEvent.type(screen.getByLabelText('Name'), 'Grace Auma');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'defender');
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['png'], 'p.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please use at most 120 characters');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('TeamFormPage (edit)', () => {
  it('sends every field of the form on a save, a cleared jersey number and unticked boxes included', async () => {
    const member = recordOf(TeamMemberSchema, {
      id: 5,
      name: 'Kwame Mensah',
      role: 'defender',
      jersey_number: 9,
      is_minor: true,
      photo_consent: true,
      image: '/uploads/k.jpg',
    });
    api.get('/team/:id', ok(member));
    api.put('/team/:id', ok(member));
    renderScreen(<TeamFormPage />, { route: '/addteam', path: '/addteam?id=5' });
    const jersey = await screen.findByLabelText('Jersey number (optional)');
    expect(jersey).toHaveValue(9);
    await userEvent.clear(jersey);
    await userEvent.click(screen.getByLabelText(TEAM_MESSAGES.isMinor));
    await userEvent.click(screen.getByLabelText(TEAM_MESSAGES.photoConsent));
    await userEvent.click(screen.getByRole('button', { name: 'Update member' }));
    expect(await screen.findByText(/landed on \/dashboard\/team/)).toBeInTheDocument();
    // A PUT replaces the form's fields: an absent field would keep its old value on the server, so an
    // emptied jersey number goes as an empty part (which clears it) and false boxes as "false".
    const sent = Object.fromEntries(api.lastCall('PUT', '/team/:id')!.body as FormData);
    expect(sent).toEqual({ name: 'Kwame Mensah', role: 'defender', jersey_number: '', is_minor: 'false', photo_consent: 'false' });
  });
});
