import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, PHOTO_CONSENT_QUESTIONS, REGISTRATION_MESSAGES } from '@academy/contract/registration';
import { HONEYPOT_FIELD } from '@academy/contract/common-constants';
import { api, NETWORK_DOWN, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import { RegisterForm } from './register-form';
import { REGISTRATION_SUCCESS } from '@academy/contract/registration-success-constants';

describe('RegisterForm', () => {
  it('shows every required-field message', async () => {
    renderWithProviders(<RegisterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    for (const m of [
      REGISTRATION_MESSAGES.parentName,
      REGISTRATION_MESSAGES.email,
      REGISTRATION_MESSAGES.phone,
      REGISTRATION_MESSAGES.residence,
      REGISTRATION_MESSAGES.playerName,
      REGISTRATION_MESSAGES.age,
      REGISTRATION_MESSAGES.yearsPlaying,
      REGISTRATION_MESSAGES.school,
      REGISTRATION_MESSAGES.uniformSize,
      REGISTRATION_MESSAGES.dataConsent,
      REGISTRATION_MESSAGES.photoConsent,
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    // The name-with-photo and social media questions are required too (decision 046), each with its message.
    for (const part of ['name_with_photo', 'social_media'] as const) {
      const group = screen.getByRole('group', { name: PHOTO_CONSENT_QUESTIONS.parts[part].legend });
      expect(group).toHaveTextContent(PHOTO_CONSENT_QUESTIONS.required);
      expect(group).toHaveAccessibleDescription(expect.stringContaining(PHOTO_CONSENT_QUESTIONS.required));
    }
    expect(api.calls).toEqual([]);
  });

  it('asks the two further photo questions under the website one, with no default', () => {
    renderWithProviders(<RegisterForm />);
    const legends = screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    const website = legends.indexOf(PHOTO_CONSENT_QUESTIONS.parts.website.legend);
    expect(website).toBeGreaterThan(-1);
    expect(legends.slice(website, website + 3)).toEqual([
      PHOTO_CONSENT_QUESTIONS.parts.website.legend,
      PHOTO_CONSENT_QUESTIONS.parts.name_with_photo.legend,
      PHOTO_CONSENT_QUESTIONS.parts.social_media.legend,
    ]);
    for (const part of ['name_with_photo', 'social_media'] as const) {
      const group = screen.getByRole('group', { name: PHOTO_CONSENT_QUESTIONS.parts[part].legend });
      expect(group).toHaveAccessibleDescription(PHOTO_CONSENT_QUESTIONS.parts[part].hint);
      for (const answer of Object.values(PHOTO_CONSENT_QUESTIONS.parts[part].answers)) expect(screen.getByRole('radio', { name: answer })).not.toBeChecked();
    }
  });

  it('defaults contact permission to yes, health conditions to N/A, and hides the honeypot', () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByLabelText(/Health conditions/)).toHaveAttribute('placeholder', 'N/A');
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('submits the parsed values and replaces the form with the success screen: where the mail went, what happens next', async () => {
    api.post('/registrations', ok({ id: 7 }, { status: 201 }));
    renderWithProviders(<RegisterForm />);
    await userEvent.type(screen.getByLabelText(/Parent name/), 'Mary Parent');
    await userEvent.type(screen.getByLabelText(/^Email/), 'mary@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '+1 555 0100');
    await userEvent.type(screen.getByLabelText(/Residence/), 'Riverside');
    await userEvent.type(screen.getByLabelText(/Athlete name/), 'Sam Parent');
    await userEvent.selectOptions(screen.getByLabelText(/^Age/), '12');
    await userEvent.selectOptions(screen.getByLabelText(/Years playing/), '4+');
    await userEvent.type(screen.getByLabelText(/Current school/), 'Hill School');
    await userEvent.selectOptions(screen.getByLabelText(/Uniform size/), 'XL');
    // Photo consent has no default; processing consent must be ticked.
    expect(screen.getByRole('radio', { name: CONSENT_TEXTS.photo.yes })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: CONSENT_TEXTS.photo.no })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXTS.data }));
    await userEvent.click(screen.getByRole('radio', { name: CONSENT_TEXTS.photo.no }));
    await userEvent.click(screen.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.name_with_photo.answers.no }));
    await userEvent.click(screen.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.social_media.answers.yes }));
    const button = screen.getByRole('button', { name: 'Submit Registration' });
    await userEvent.click(button);
    const heading = await screen.findByRole('heading', { name: REGISTRATION_SUCCESS.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(REGISTRATION_SUCCESS.mailed('mary@example.com'))).toBeInTheDocument();
    for (const step of REGISTRATION_SUCCESS.next) expect(screen.getByText(step)).toBeInTheDocument();
    // No emptied form inviting a second submission: registering another child is a deliberate choice.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: REGISTRATION_SUCCESS.another })).toHaveAttribute('href', '/register');
    expect(api.calls).toHaveLength(1);
    expect(api.lastCall('POST', '/registrations')?.body).toMatchObject({
      player_age: 12,
      years_playing: '4+',
      uniform_size: 'XL',
      health_conditions: 'N/A',
      contact_permission: 'yes',
      data_consent: true,
      photo_consent: 'no',
      photo_name_consent: 'no',
      photo_social_consent: 'yes',
    });
  });

  it('shows the generic message when no answer comes (the network is down: SPEC 8, Generic)', async () => {
    api.post('/registrations', NETWORK_DOWN);
    renderWithProviders(<RegisterForm />);
    await userEvent.type(screen.getByLabelText(/Parent name/), 'Mary Parent');
    await userEvent.type(screen.getByLabelText(/^Email/), 'mary@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '555');
    await userEvent.type(screen.getByLabelText(/Residence/), 'Riverside');
    await userEvent.type(screen.getByLabelText(/Athlete name/), 'Sam');
    await userEvent.selectOptions(screen.getByLabelText(/^Age/), '10');
    await userEvent.selectOptions(screen.getByLabelText(/Years playing/), '1');
    await userEvent.type(screen.getByLabelText(/Current school/), 'Hill');
    await userEvent.selectOptions(screen.getByLabelText(/Uniform size/), 'Small');
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_TEXTS.data }));
    await userEvent.click(screen.getByRole('radio', { name: CONSENT_TEXTS.photo.yes }));
    await userEvent.click(screen.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.name_with_photo.answers.yes }));
    await userEvent.click(screen.getByRole('radio', { name: PHOTO_CONSENT_QUESTIONS.parts.social_media.answers.no }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText(COMMON_MESSAGES.generic)).toBeInTheDocument();
  });
});
