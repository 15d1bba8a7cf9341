import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAMILY_EMAIL_PAGE as M } from '@academy/contract/family-email-constants';
import { api, describeCall, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { EmailChangePage } from './email-change-page';

const calls = () => api.calls.map(describeCall);
const open = (token: string) => renderScreen(<EmailChangePage />, { route: '/family/email/:token', path: `/family/email/${token}` });

describe('the page an email change link opens', () => {
  it('confirm: opening it only reads what it does; the button POSTs and says the address is confirmed', async () => {
    api.get('/public/family-email/:token', ok({ action: 'confirm', state: 'open', email: 'new@example.com' }));
    api.post('/public/family-email/:token', ok({ action: 'confirm', state: 'done', email: 'new@example.com' }));
    open('tok_1');
    expect(await screen.findByText(M.confirmIntro('new@example.com'))).toBeInTheDocument();
    expect(calls()).toEqual(['GET /public/family-email/tok_1']);
    await userEvent.click(screen.getByRole('button', { name: M.confirmButton }));
    expect(await screen.findByText(M.confirmed)).toBeInTheDocument();
    expect(calls()).toEqual(['GET /public/family-email/tok_1', 'POST /public/family-email/tok_1']);
  });

  it('undo: names the address restored, and says the link is renewed', async () => {
    api.get('/public/family-email/:token', ok({ action: 'undo', state: 'open', email: 'old@example.com' }));
    api.post('/public/family-email/:token', ok({ action: 'undo', state: 'done', email: 'old@example.com' }));
    open('tok_2');
    await userEvent.click(await screen.findByRole('button', { name: M.undoButton }));
    expect(await screen.findByText(M.undone)).toBeInTheDocument();
  });

  it('an expired, used or wrong link offers no button', async () => {
    api.get('/public/family-email/:token', ok({ action: 'confirm', state: 'expired', email: 'new@example.com' }));
    open('tok_3');
    expect(await screen.findByText(M.expired)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a wrong link says so', async () => {
    api.get('/public/family-email/:token', fail(404, 'x'));
    open('tok_4');
    expect(await screen.findByText(M.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
