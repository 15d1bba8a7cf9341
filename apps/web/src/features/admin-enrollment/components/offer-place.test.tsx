import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Registration } from '@academy/contract/registration';
import { SQUAD_MESSAGES, SQUAD_SCREEN, type Squad } from '@academy/contract/squad';
import { api, fail, ok, type Reply } from '../../../test/api';
import { registrationOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import { OfferPlace } from './offer-place';

const child = (over: Partial<Registration> = {}): Registration => registrationOf({ status: 'trial_confirmed', ...over });
const squad = (id: number, over: Partial<Squad> = {}): Squad => ({
  id,
  name: `U1${id}`,
  season: '2026/27',
  min_age: 11,
  max_age: 12,
  capacity: 2,
  availability_default: 'asking',
  reminder_hours: [144, 24],
  enrolled: 1,
  offered: 0,
  waitlisted: 0,
  places_left: 1,
  coaches: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

function serve(squads: Squad[], offer: Reply) {
  api.get('/squads', ok(squads));
  api.post('/registrations/:id/offer', offer);
}
const sent = () => api.calls.filter((c) => c.method !== 'GET').map((c) => [c.url, c.body]);
const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: SQUAD_SCREEN.offerPlace }));
  return screen.findByRole('dialog', { name: SQUAD_SCREEN.offerTitle('Sam Okello') });
};

describe('Offer a place', () => {
  it("lists the squads for the child's age with their fill, and says when the child was waitlisted", async () => {
    serve([squad(1), squad(2, { name: 'U9', min_age: 8, max_age: 9 })], ok({ outcome: 'waitlisted', squad_id: 1, position: 3 }));
    const done = vi.fn();
    renderWithProviders(<OfferPlace registration={child()} onDone={done} />);
    const dialog = await openDialog();
    const select = await within(dialog).findByLabelText(SQUAD_SCREEN.squadField);
    expect(
      within(select)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual([`U11 2026/27 · ${SQUAD_MESSAGES.fill(1, 2)}`]);
    // No squad chosen: the contract's message, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: SQUAD_SCREEN.sendOffer }));
    expect(await within(dialog).findByText(SQUAD_MESSAGES.squadRequired)).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await userEvent.selectOptions(select, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: SQUAD_SCREEN.sendOffer }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(SQUAD_MESSAGES.waitlisted));
    expect(sent()).toEqual([['/registrations/7/offer', { squad_id: 1, respond_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]]);
  });

  it("shows the server's refusal in the dialog", async () => {
    serve([squad(1)], fail(409, SQUAD_MESSAGES.cannotOffer));
    renderWithProviders(<OfferPlace registration={child()} />);
    const dialog = await openDialog();
    await userEvent.selectOptions(await within(dialog).findByLabelText(SQUAD_SCREEN.squadField), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: SQUAD_SCREEN.sendOffer }));
    expect(await within(dialog).findByText(SQUAD_MESSAGES.cannotOffer)).toBeInTheDocument();
  });

  it('is not offered to a registration that cannot be offered a place', () => {
    renderWithProviders(<OfferPlace registration={child({ status: 'withdrawn' })} />);
    expect(screen.queryByRole('button', { name: SQUAD_SCREEN.offerPlace })).toBeNull();
  });
});
