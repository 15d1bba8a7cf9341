import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, REGISTRATION_MESSAGES } from '@academy/contract/registration';
import { PHOTO_CONSENT_QUESTIONS as Q } from '@academy/contract/registration-consent-constants';
import { api, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import NewRegistrationPage from './new-registration-page';

/** Fills every field but the two further parts of photo consent. */
async function fillAllButFurtherParts() {
  await userEvent.type(screen.getByLabelText('Athlete name'), 'Ama Mensah');
  await userEvent.selectOptions(screen.getByLabelText('Age'), '12');
  await userEvent.selectOptions(screen.getByLabelText('Years playing'), '3');
  await userEvent.type(screen.getByLabelText('Current school'), 'Accra Academy');
  await userEvent.selectOptions(screen.getByLabelText('Uniform size'), 'Small');
  await userEvent.type(screen.getByLabelText('Health conditions'), 'None known');
  await userEvent.type(screen.getByLabelText('Parent name'), 'Efua Mensah');
  await userEvent.type(screen.getByLabelText('Email'), 'efua@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '+233 20 000 0000');
  await userEvent.type(screen.getByLabelText('Residence'), 'Tema');
  await userEvent.selectOptions(screen.getByLabelText('May we contact you?'), 'yes');
  await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXTS.data }));
  await userEvent.click(screen.getByRole('radio', { name: CONSENT_TEXTS.photo.yes }));
}

describe('NewRegistrationPage: the academy registers a player', () => {
  it('asks every part of photo consent, sends nothing until each is answered, then sends the answers given', async () => {
    api.post('/admin/registrations', (call) => ok({ id: 9, ...(call.body as object) }, { status: 201 }));
    renderScreen(<NewRegistrationPage />, { route: '/adminenrollement', path: '/adminenrollement' });
    await fillAllButFurtherParts();
    await userEvent.click(screen.getByRole('button', { name: 'Register Player' }));
    expect(await screen.findAllByText(Q.required)).toHaveLength(2);
    expect(api.callsTo('POST', '/admin/registrations')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: Q.parts.name_with_photo.answers.no }));
    await userEvent.click(screen.getByRole('radio', { name: Q.parts.social_media.answers.yes }));
    await userEvent.click(screen.getByRole('button', { name: 'Register Player' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.adminSuccess)).toBeInTheDocument();
    expect(api.lastCall('POST', '/admin/registrations')?.body).toMatchObject({
      player_name: 'Ama Mensah',
      photo_consent: 'yes',
      photo_name_consent: 'no',
      photo_social_consent: 'yes',
    });
  });
});
