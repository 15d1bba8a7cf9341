import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FamilyStatus } from '@academy/contract/trial';
import { FAMILY_OFFER } from '@academy/contract/squad-constants';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import { api, ok } from '../../../test/api';
import { familyStatusOf, servePhotoConsent } from '../../../test/records';
import { renderScreen } from '../../../test/render-screen';
import { StatusPage } from './status-page';

const base = (status: FamilyStatus['status'], extra: Partial<FamilyStatus>) => familyStatusOf(status, { first_name: 'Amara', ...extra });
const offered = base('offer_made', {
  offer: { squad: 'U12', season: '2026/27', respond_by: '2030-03-09T09:00:00.000Z' },
  answers: ['accept_offer', 'decline_offer', 'withdraw'],
});
const enrolled = base('accepted', { squad: { name: 'U12', season: '2026/27', coaches: ['Coach Grace', 'Coach Peter'], waitlist_position: null }, answers: [] });
const open = (path = '/status/tok-9') => renderScreen(<StatusPage />, { route: '/status/:token', path });

// The photo consent card (decision 046) reads its own answers.
beforeEach(servePhotoConsent);

describe("the family page's squad place (decision 031)", () => {
  it('shows the offer with its deadline; the mail link picks Decline, and accepting sends accept_offer and shows the squad', async () => {
    api.get('/public/status/tok-9', ok(offered));
    api.post('/public/status/tok-9/respond', ok(enrolled));
    open('/status/tok-9?answer=decline_offer');
    expect(await screen.findByRole('heading', { name: FAMILY_OFFER.offerTitle('U12 (2026/27)') })).toBeInTheDocument();
    expect(screen.getByText(/Please answer by .*2030/)).toBeInTheDocument();
    expect(screen.getByText(FAMILY_OFFER.preselected.decline_offer)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: FAMILY_OFFER.decline })).toHaveFocus();
    // Opening the page answered nothing.
    expect(api.callsTo('POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: FAMILY_OFFER.accept }));
    expect(await screen.findByText(FAMILY_PAGE.answered.accept_offer)).toBeInTheDocument();
    expect(api.callsTo('POST').map((c) => c.body)).toEqual([{ answer: 'accept_offer' }]);
    expect(screen.getByRole('heading', { name: FAMILY_OFFER.squadTitle })).toBeInTheDocument();
    expect(screen.getByText('Coach Grace, Coach Peter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAMILY_OFFER.accept })).toBeNull();
  });

  it("shows the waiting list's position, and no offer buttons", async () => {
    api.get('/public/status/tok-9', ok(base('waitlisted', { squad: { name: 'U13', season: '2026/27', coaches: [], waitlist_position: 2 } })));
    open();
    expect(await screen.findByText(FAMILY_OFFER.waitlisted('U13 (2026/27)', 2))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAMILY_OFFER.accept })).toBeNull();
  });
});
