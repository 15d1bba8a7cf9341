import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FamilyStatus } from '@academy/contract/trial';
import { FAMILY_DETAILS } from '@academy/contract/family-details-constants';
import { FAMILY_PAGE, FAMILY_TRIAL_CHANGE, venueMapUrl } from '@academy/contract/family-page-constants';
import { DEFAULT_HEALTH_CONDITIONS, REGISTRATION_MESSAGES } from '@academy/contract/registration-constants';
import { FAMILY_STATUS } from '@academy/contract/registration-status-constants';
import { TRIAL_WHAT_TO_BRING } from '@academy/contract/trial-constants';
import { api, fail, ok } from '../../../test/api';
import { familyStatusOf, servePhotoConsent } from '../../../test/records';
import { renderScreen } from '../../../test/render-screen';
import { StatusPage } from './status-page';

const choices = [
  { id: 7, starts_at: '2030-03-16T09:00:00.000Z', location: 'Riverside Ground, 4 Ring Road', places_left: 3 },
  { id: 8, starts_at: '2030-03-23T09:00:00.000Z', location: 'Kampala Main Pitch', places_left: 1 },
];
const trial = { starts_at: '2030-03-09T09:00:00.000Z', location: 'Kampala Main Pitch, 1 Stadium Road', notes: null, what_to_bring: TRIAL_WHAT_TO_BRING };
const page = (over: Partial<FamilyStatus> = {}): FamilyStatus =>
  familyStatusOf('trial_confirmed', { trial: { ...trial, state: 'confirmed', choices }, answers: ['decline', 'change_trial', 'withdraw'], ...over });
const moved = page({ trial: { ...trial, starts_at: choices[0]!.starts_at, location: choices[0]!.location, state: 'confirmed', choices: [] } });
const open = () => renderScreen(<StatusPage />, { route: '/status/:token', path: '/status/tok-123' });
const posts = () => api.callsTo('POST').map((c) => c.body);

// The photo consent card (decision 046) reads its own answers.
beforeEach(servePhotoConsent);

describe('a confirmed trial on the status page', () => {
  it('links the calendar file and the venue on OpenStreetMap (plain links: they work without JavaScript)', async () => {
    api.get('/public/status/tok-123', ok(page()));
    open();
    const calendar = await screen.findByRole('link', { name: FAMILY_TRIAL_CHANGE.addToCalendar });
    expect(calendar).toHaveAttribute('href', '/api/public/status/tok-123/trial.ics');
    expect(calendar).toHaveAttribute('download');
    const map = screen.getByRole('link', { name: FAMILY_TRIAL_CHANGE.openMap });
    expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Kampala%20Main%20Pitch%2C%201%20Stadium%20Road');
    expect(map.getAttribute('href')).toBe(venueMapUrl(trial.location));
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('changes the date: asks for a session first, then sends the one chosen and shows the new date', async () => {
    api.get('/public/status/tok-123', ok(page()));
    api.post('/public/status/tok-123/respond', ok(moved));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_TRIAL_CHANGE.changeDate }));
    const form = screen.getByRole('form', { name: FAMILY_TRIAL_CHANGE.choicesLegend });
    expect(within(form).getAllByRole('radio')).toHaveLength(2);
    expect(within(form).getByText('3 places left')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: FAMILY_TRIAL_CHANGE.moveHere }));
    expect(screen.getByRole('alert')).toHaveTextContent(FAMILY_TRIAL_CHANGE.chooseSession);
    expect(posts()).toEqual([]);

    await userEvent.click(within(form).getByRole('radio', { name: /Riverside Ground/ }));
    await userEvent.click(within(form).getByRole('button', { name: FAMILY_TRIAL_CHANGE.moveHere }));
    expect(await screen.findByText(FAMILY_PAGE.answered.change_trial)).toBeInTheDocument();
    expect(posts()).toEqual([{ answer: 'change_trial', trial_id: 7 }]);
    expect(screen.getByText('Riverside Ground, 4 Ring Road')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: FAMILY_TRIAL_CHANGE.choicesLegend })).toBeNull();
  });

  it('"I can\'t come" asks once, then declines; the old confirm/decline buttons are not offered', async () => {
    api.get('/public/status/tok-123', ok(page()));
    api.post('/public/status/tok-123/respond', ok(page({ status: 'contacted', title: FAMILY_STATUS.contacted.title, trial: null, answers: ['withdraw'] })));
    open();
    await screen.findByText(FAMILY_PAGE.trialState.confirmed);
    expect(screen.queryByRole('button', { name: FAMILY_PAGE.decline })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: FAMILY_TRIAL_CHANGE.cantCome }));
    const dialog = screen.getByRole('dialog', { name: FAMILY_TRIAL_CHANGE.cantComeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: FAMILY_TRIAL_CHANGE.cancel }));
    expect(posts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: FAMILY_TRIAL_CHANGE.cantCome }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: FAMILY_TRIAL_CHANGE.cantComeYes }));
    expect(await screen.findByText(FAMILY_PAGE.answered.decline)).toBeInTheDocument();
    expect(posts()).toEqual([{ answer: 'decline' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why when the session has started meanwhile', async () => {
    api.get('/public/status/tok-123', ok(page()));
    api.post('/public/status/tok-123/respond', fail(409, FAMILY_TRIAL_CHANGE.started));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_TRIAL_CHANGE.changeDate }));
    await userEvent.click(screen.getByRole('radio', { name: /Kampala Main Pitch/ }));
    await userEvent.click(screen.getByRole('button', { name: FAMILY_TRIAL_CHANGE.moveHere }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_TRIAL_CHANGE.started);
  });
});

describe('"Your details" on the status page', () => {
  const stored = { parent_email: 'grace@example.com', contact_phone: '+256 700 000 001', residence: 'Kampala', health_conditions: DEFAULT_HEALTH_CONDITIONS };

  it('checks the fields with the registration form rules before sending', async () => {
    api.get('/public/status/tok-123', ok(page()));
    api.get('/public/status/tok-123/details', ok(stored));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_DETAILS.edit }));
    const email = await screen.findByRole('textbox', { name: new RegExp(FAMILY_DETAILS.labels.parent_email) }, { timeout: 10_000 });
    expect(email).toHaveValue('grace@example.com');
    // "N/A" (none given) is shown as an empty field, as the registration form leaves it.
    expect(screen.getByRole('textbox', { name: new RegExp(FAMILY_DETAILS.labels.health_conditions) })).toHaveValue('');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.clear(screen.getByRole('textbox', { name: new RegExp(FAMILY_DETAILS.labels.contact_phone) }));
    await userEvent.click(screen.getByRole('button', { name: FAMILY_DETAILS.save }));
    // The form's schema (and zod) load on first check: give a busy machine time.
    expect(await screen.findByText(REGISTRATION_MESSAGES.email, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(REGISTRATION_MESSAGES.phone)).toBeInTheDocument();
    expect(api.callsTo('PUT')).toEqual([]);
  });

  it('saves a new phone and email, and says the old address was told', async () => {
    api.get('/public/status/tok-123', ok(page()));
    api.get('/public/status/tok-123/details', ok(stored));
    api.put('/public/status/tok-123/details', ({ body }) => ok({ ...(body as typeof stored), changed: ['parent_email', 'contact_phone'] }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_DETAILS.edit }));
    const phone = await screen.findByRole('textbox', { name: new RegExp(FAMILY_DETAILS.labels.contact_phone) }, { timeout: 10_000 });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+256 777 123 456');
    const email = screen.getByRole('textbox', { name: new RegExp(FAMILY_DETAILS.labels.parent_email) });
    await userEvent.clear(email);
    await userEvent.type(email, 'grace.new@example.com');
    await userEvent.click(screen.getByRole('button', { name: FAMILY_DETAILS.save }));
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(FAMILY_DETAILS.emailNotice);
    expect(api.callsTo('PUT').map((c) => c.body)).toEqual([
      { parent_email: 'grace.new@example.com', contact_phone: '+256 777 123 456', residence: 'Kampala', health_conditions: DEFAULT_HEALTH_CONDITIONS },
    ]);
  });

  it('shows the server refusal of a field under it', async () => {
    api.get('/public/status/tok-123', ok(page()));
    api.get('/public/status/tok-123/details', ok(stored));
    api.put('/public/status/tok-123/details', fail(400, 'Validation failed', { residence: REGISTRATION_MESSAGES.residence }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_DETAILS.edit }));
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_DETAILS.save }, { timeout: 10_000 }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.residence, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
