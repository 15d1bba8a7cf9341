import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SECOND_GUARDIAN } from '@academy/contract/family-guardian-constants';
import { REGISTRATION_MESSAGES } from '@academy/contract/registration-constants';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { SecondGuardianCard } from './second-guardian';

const kwame = { name: 'Kwame Mensah', email: 'kwame@example.com', phone: '+256 700 111 222' };
const show = () => {
  renderScreen(<SecondGuardianCard token="tok-123" />, { route: '/status/:token', path: '/status/tok-123' });
  return screen.getByRole('article', { name: SECOND_GUARDIAN.title });
};
async function openForm(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: SECOND_GUARDIAN.open }));
  return within(card).findByRole('form', { name: SECOND_GUARDIAN.title });
}
const L = SECOND_GUARDIAN.labels;

// The family's second guardian (decision 063).
describe('"Second guardian" on the family page', () => {
  it('adds one: the form sends name, email and phone, and says a link went to the new address', async () => {
    api.get('/public/status/tok-123/guardian', ok({ guardian: null, pending: null }));
    api.put('/public/status/tok-123/guardian', ({ body }) => {
      const b = body as { parent_name: string; parent_email: string; contact_phone: string };
      return ok({ guardian: null, pending: { name: b.parent_name, email: b.parent_email, phone: b.contact_phone }, email_sent: true });
    });
    const card = show();
    const form = await openForm(card);
    expect(within(form).queryByRole('button', { name: SECOND_GUARDIAN.remove })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: L.name }), kwame.name);
    await userEvent.type(within(form).getByRole('textbox', { name: L.email }), kwame.email);
    await userEvent.type(within(form).getByRole('textbox', { name: L.phone }), kwame.phone);
    await userEvent.click(within(form).getByRole('button', { name: SECOND_GUARDIAN.save }));
    expect(await within(card).findByRole('status')).toHaveTextContent(SECOND_GUARDIAN.emailNotice);
    expect(api.callsTo('PUT').map((c) => c.body)).toEqual([{ parent_name: kwame.name, parent_email: kwame.email, contact_phone: kwame.phone }]);
  });

  it("shows the guardian stored and the address waiting, and the server's words for the first guardian's address", async () => {
    api.get('/public/status/tok-123/guardian', ok({ guardian: kwame, pending: { ...kwame, email: 'new@example.com' } }));
    api.put('/public/status/tok-123/guardian', fail(400, SECOND_GUARDIAN.sameAsFirst, { parent_email: SECOND_GUARDIAN.sameAsFirst }));
    const card = show();
    const form = await openForm(card);
    expect(within(form).getByRole('textbox', { name: L.name })).toHaveValue(kwame.name);
    expect(within(form).getByRole('textbox', { name: L.email })).toHaveValue('new@example.com');
    expect(within(form).getByText(SECOND_GUARDIAN.pendingEmail('new@example.com'))).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: SECOND_GUARDIAN.save }));
    expect(await within(form).findByText(SECOND_GUARDIAN.sameAsFirst)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: L.email })).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the fields as the registration form does before sending', async () => {
    api.get('/public/status/tok-123/guardian', ok({ guardian: null, pending: null }));
    const card = show();
    const form = await openForm(card);
    await userEvent.type(within(form).getByRole('textbox', { name: L.email }), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: SECOND_GUARDIAN.save }));
    expect(await within(form).findByText(REGISTRATION_MESSAGES.email)).toBeInTheDocument();
    expect(api.callsTo('PUT')).toHaveLength(0);
  });

  it('removes the guardian after asking', async () => {
    api.get('/public/status/tok-123/guardian', ok({ guardian: kwame, pending: null }));
    api.delete('/public/status/tok-123/guardian', ok({ guardian: null, pending: null }));
    const card = show();
    const form = await openForm(card);
    await userEvent.click(within(form).getByRole('button', { name: SECOND_GUARDIAN.remove }));
    const dialog = screen.getByRole('dialog', { name: SECOND_GUARDIAN.remove });
    expect(within(dialog).getByText(SECOND_GUARDIAN.removeConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: SECOND_GUARDIAN.removeButton }));
    expect(await within(card).findByRole('status')).toHaveTextContent(SECOND_GUARDIAN.removed);
    expect(api.callsTo('DELETE')).toHaveLength(1);
  });
});
