import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { FamilyLinkEnd } from './family-link-end';

function show() {
  const onEnded = vi.fn();
  renderScreen(<FamilyLinkEnd token="tok-123" onEnded={onEnded} />, { route: '/status/:token', path: '/status/tok-123' });
  return { onEnded, card: screen.getByRole('article', { name: FAMILY_DATA.familyLinkTitle }) };
}
const dialog = () => screen.getByRole('dialog', { name: FAMILY_DATA.familyEndLink });

// The family ends its own link (decision 062).
describe('"End this link" on the family page', () => {
  it('asks first; cancelling ends nothing', async () => {
    const { card, onEnded } = show();
    await userEvent.click(within(card).getByRole('button', { name: FAMILY_DATA.familyEndLink }));
    expect(within(dialog()).getByText(FAMILY_DATA.familyEndLinkConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: FAMILY_DATA.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST')).toHaveLength(0);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('ends the link once confirmed', async () => {
    api.post('/public/status/tok-123/end', ok({ ended: 2 }));
    const { card, onEnded } = show();
    await userEvent.click(within(card).getByRole('button', { name: FAMILY_DATA.familyEndLink }));
    await userEvent.click(within(dialog()).getByRole('button', { name: FAMILY_DATA.familyEndLinkButton }));
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/public/status/:token/end')).toHaveLength(1);
  });

  it('says so when the link could not be ended, and keeps the button', async () => {
    api.post('/public/status/tok-123/end', fail(500, 'boom'));
    const { card, onEnded } = show();
    await userEvent.click(within(card).getByRole('button', { name: FAMILY_DATA.familyEndLink }));
    await userEvent.click(within(dialog()).getByRole('button', { name: FAMILY_DATA.familyEndLinkButton }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(FAMILY_DATA.familyFailed);
    expect(within(card).getByRole('button', { name: FAMILY_DATA.familyEndLink })).toBeEnabled();
    expect(onEnded).not.toHaveBeenCalled();
  });
});
