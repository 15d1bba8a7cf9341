import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES, FAMILY_EVENTS, type FamilyEvent } from '@academy/contract/availability';
import { api, fail, ok } from '../../../test/api';
import { familyStatusOf, servePhotoConsent } from '../../../test/records';
import { renderScreen } from '../../../test/render-screen';
import { StatusPage } from './status-page';

/** The child's squad events on the status page (docs/decisions/040): Yes / No / Maybe per event, the calendar links. */
const event = (id: number, over: Partial<FamilyEvent> = {}): FamilyEvent => ({
  id,
  kind: 'match',
  title: `U12 vs Rovers ${id}`,
  starts_at: '2030-03-09T09:00:00.000Z',
  ends_at: '2030-03-09T10:30:00.000Z',
  meet_at: null,
  venue: { name: 'Main pitch', address: 'Kampala Road' },
  status: 'scheduled',
  answer: null,
  assumed: false,
  ...over,
});
const calendar = {
  feed_url: 'https://academy.test/calendar/family/feedtoken1234567890abc.ics',
  webcal_url: 'webcal://academy.test/calendar/family/feedtoken1234567890abc.ics',
  squad_feed_url: 'https://academy.test/calendar/squad/3.ics',
};
const status = familyStatusOf('accepted', { answers: [], events: [event(1), event(2, { answer: 'yes' }), event(3, { status: 'cancelled' })], calendar });
const open = (path = '/status/tok-123') => renderScreen(<StatusPage />, { route: '/status/:token', path });

// The photo consent card (decision 046) reads its own answers.
beforeEach(servePhotoConsent);

describe("the status page's events", () => {
  it('answers with one click, never on opening the mail link, and shows the calendar links', async () => {
    api.get('/public/status/tok-123', ok(status));
    api.post('/public/status/tok-123/availability', ({ body }) => ok(event(1, { answer: (body as { answer: 'no' }).answer })));
    open('/status/tok-123?event=1');
    await screen.findByText('U12 vs Rovers 1');
    const item = document.getElementById('event-1')!;
    expect(item).toHaveAttribute('data-targeted');
    expect(within(item).getByText(FAMILY_EVENTS.notAnswered)).toBeInTheDocument();
    // Opening the page at the event answered nothing.
    expect(api.callsTo('POST')).toEqual([]);
    await userEvent.click(within(item).getByRole('button', { name: FAMILY_EVENTS.buttons.no }));
    expect(await within(item).findByText(AVAILABILITY_MESSAGES.saved)).toBeInTheDocument();
    expect(within(item).getByText(FAMILY_EVENTS.yourAnswer("Can't come"))).toBeInTheDocument();
    expect(api.callsTo('POST').map((c) => [c.url, c.body])).toEqual([['/public/status/tok-123/availability', { event_id: 1, answer: 'no' }]]);

    expect(within(document.getElementById('event-2')!).getByText(FAMILY_EVENTS.yourAnswer('Coming'))).toBeInTheDocument();
    const cancelled = document.getElementById('event-3')!;
    expect(within(cancelled).getByText(FAMILY_EVENTS.cancelled)).toBeInTheDocument();
    expect(within(cancelled).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: FAMILY_EVENTS.addToCalendar })).toHaveAttribute('href', calendar.webcal_url);
    expect(screen.getByRole('link', { name: FAMILY_EVENTS.squadCalendar })).toHaveAttribute('href', calendar.squad_feed_url);
  });

  it('gives a new calendar address only once asked and confirmed, and shows it at once', async () => {
    const renewed = {
      ...calendar,
      feed_url: 'https://academy.test/calendar/family/newtoken1234567890abcd.ics',
      webcal_url: 'webcal://academy.test/calendar/family/newtoken1234567890abcd.ics',
    };
    api.get('/public/status/tok-123', ok(status));
    api.post('/public/status/tok-123/calendar-feed', ok(renewed));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_EVENTS.newAddress }));
    // Kept: nothing is sent.
    let dialog = screen.getByRole('dialog', { name: FAMILY_EVENTS.newAddressTitle });
    expect(within(dialog).getByText(FAMILY_EVENTS.newAddressConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: FAMILY_EVENTS.newAddressNo }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/public/status/:token/calendar-feed')).toHaveLength(0);
    // Confirmed: the new address replaces the old on the page.
    await userEvent.click(screen.getByRole('button', { name: FAMILY_EVENTS.newAddress }));
    dialog = screen.getByRole('dialog', { name: FAMILY_EVENTS.newAddressTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: FAMILY_EVENTS.newAddressYes }));
    expect(await screen.findByText(FAMILY_EVENTS.newAddressDone)).toBeInTheDocument();
    expect(screen.getByText(renewed.feed_url)).toBeInTheDocument();
    expect(screen.queryByText(calendar.feed_url)).toBeNull();
    expect(screen.getByRole('link', { name: FAMILY_EVENTS.addToCalendar })).toHaveAttribute('href', renewed.webcal_url);
    expect(api.callsTo('POST', '/public/status/:token/calendar-feed')).toHaveLength(1);
  });

  it('says when a new calendar address could not be made, and keeps the old one', async () => {
    api.get('/public/status/tok-123', ok(status));
    api.post('/public/status/tok-123/calendar-feed', fail(500, 'Something went wrong'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_EVENTS.newAddress }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: FAMILY_EVENTS.newAddressYes }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_EVENTS.newAddressFailed);
    expect(screen.getByText(calendar.feed_url)).toBeInTheDocument();
  });

  it('says why an answer is refused', async () => {
    api.get('/public/status/tok-123', ok(status));
    api.post('/public/status/tok-123/availability', fail(409, AVAILABILITY_MESSAGES.eventStarted));
    open();
    const item = await screen.findByText('U12 vs Rovers 1').then((h) => h.closest('li')!);
    await userEvent.click(within(item).getByRole('button', { name: FAMILY_EVENTS.buttons.yes }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES.eventStarted);
  });
});
