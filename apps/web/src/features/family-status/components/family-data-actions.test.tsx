import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { FamilyDataActions } from './family-data-actions';

const erasure = { erased: { registrations: 1, messages: 0, emails: 2, subscriptions: 0, files: 0 } };
const sent = { expires_at: '2030-03-09T09:15:00.000Z' };

function show(onErased = vi.fn()) {
  renderScreen(<FamilyDataActions token="tok-123" onErased={onErased} />, { route: '/status/:token', path: '/status/tok-123' });
  return { onErased, card: screen.getByRole('article', { name: FAMILY_DATA.familyTitle }) };
}

/** Withdraw → the confirmation → "Yes": the code is asked for and the code form shows. */
async function askForCode(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: FAMILY_DATA.familyErase }));
  await userEvent.click(within(screen.getByRole('dialog', { name: FAMILY_DATA.familyErase })).getByRole('button', { name: FAMILY_DATA.familyEraseButton }));
  return within(card).findByRole('form', { name: FAMILY_DATA.familyErase });
}

// The erasure's code step (decision 059): the link alone erases nothing.
describe("the family's erasure asks for the mailed code", () => {
  it('confirming mails a code and erases nothing; the typed code erases once', async () => {
    api.post('/public/status/tok-123/data/erasure-code', ok(sent));
    api.delete('/public/status/tok-123/data', ok(erasure));
    const { card, onErased } = show();
    const form = await askForCode(card);
    expect(within(form).getByText(FAMILY_DATA.familyCodeSent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('DELETE')).toHaveLength(0);
    // The withdraw button gives way to the code form.
    expect(within(card).queryByRole('button', { name: FAMILY_DATA.familyErase })).toBeNull();

    await userEvent.type(within(form).getByRole('textbox', { name: FAMILY_DATA.familyCodeLabel }), '123456');
    await userEvent.click(within(form).getByRole('button', { name: FAMILY_DATA.familyCodeDelete }));
    await vi.waitFor(() => expect(onErased).toHaveBeenCalledTimes(1));
    expect(api.callsTo('DELETE').map((c) => c.body)).toEqual([{ code: '123456' }]);
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    api.post('/public/status/tok-123/data/erasure-code', ok(sent));
    const { card, onErased } = show();
    const form = await askForCode(card);
    const field = within(form).getByRole('textbox', { name: FAMILY_DATA.familyCodeLabel });
    await userEvent.type(field, '12a45');
    await userEvent.click(within(form).getByRole('button', { name: FAMILY_DATA.familyCodeDelete }));
    expect(await within(form).findByText(FAMILY_DATA.codeRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('DELETE')).toHaveLength(0);
    expect(onErased).not.toHaveBeenCalled();
  });

  it("shows the server's words for a wrong code and keeps the form for another try", async () => {
    api.post('/public/status/tok-123/data/erasure-code', ok(sent));
    api.delete('/public/status/tok-123/data', fail(400, FAMILY_DATA.codeWrong));
    const { card, onErased } = show();
    const form = await askForCode(card);
    await userEvent.type(within(form).getByRole('textbox', { name: FAMILY_DATA.familyCodeLabel }), '000000');
    await userEvent.click(within(form).getByRole('button', { name: FAMILY_DATA.familyCodeDelete }));
    expect(await within(form).findByText(FAMILY_DATA.codeWrong)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: FAMILY_DATA.familyCodeDelete })).toBeEnabled();
    expect(onErased).not.toHaveBeenCalled();
  });

  it('sends a new code on request and says only the newest works', async () => {
    api.post('/public/status/tok-123/data/erasure-code', ok(sent));
    const { card } = show();
    const form = await askForCode(card);
    await userEvent.type(within(form).getByRole('textbox', { name: FAMILY_DATA.familyCodeLabel }), '12');
    await userEvent.click(within(form).getByRole('button', { name: FAMILY_DATA.familyCodeAgain }));
    expect(await within(form).findByText(FAMILY_DATA.familyCodeResent)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: FAMILY_DATA.familyCodeLabel })).toHaveValue('');
    expect(api.callsTo('POST', '/public/status/:token/data/erasure-code')).toHaveLength(2);
  });

  it('says when too many codes were asked for, and shows no code form', async () => {
    api.post('/public/status/tok-123/data/erasure-code', fail(429, FAMILY_DATA.codeTooMany));
    const { card } = show();
    await userEvent.click(within(card).getByRole('button', { name: FAMILY_DATA.familyErase }));
    await userEvent.click(within(screen.getByRole('dialog', { name: FAMILY_DATA.familyErase })).getByRole('button', { name: FAMILY_DATA.familyEraseButton }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(FAMILY_DATA.codeTooMany);
    expect(within(card).queryByRole('form')).toBeNull();
    expect(within(card).getByRole('button', { name: FAMILY_DATA.familyErase })).toBeInTheDocument();
  });
});
