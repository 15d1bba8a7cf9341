import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_PAGES } from '@academy/contract/newsletter-constants';
import { api, describeCall, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import { ConfirmSubscriptionPage, UnsubscribePage } from './newsletter-link-page';

const calls = () => api.calls.map(describeCall);

describe('the pages a newsletter link opens', () => {
  it('confirm: opening the page sends nothing; the button POSTs and says it is confirmed', async () => {
    api.post('/newsletter/confirm/:token', ok({ status: 'confirmed' }));
    renderScreen(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm/:token', path: '/newsletter/confirm/tok_123' });
    expect(screen.getByRole('heading', { name: NEWSLETTER_PAGES.confirm.title })).toBeInTheDocument();
    expect(calls()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.confirm.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.confirm.done)).toBeInTheDocument();
    expect(calls()).toEqual(['POST /newsletter/confirm/tok_123']);
    expect(screen.queryByRole('button', { name: NEWSLETTER_PAGES.confirm.button })).toBeNull();
  });

  it('confirm: a wrong or expired link says so', async () => {
    api.post('/newsletter/confirm/:token', fail(404, 'x'));
    renderScreen(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm/:token', path: '/newsletter/confirm/old' });
    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.confirm.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.confirm.invalid)).toBeInTheDocument();
  });

  it('unsubscribe: the button POSTs and says it is done', async () => {
    api.post('/newsletter/unsubscribe/:token', ok({ status: 'unsubscribed' }));
    renderScreen(<UnsubscribePage />, { route: '/newsletter/unsubscribe/:token', path: '/newsletter/unsubscribe/abc' });
    expect(calls()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.unsubscribe.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.unsubscribe.done)).toBeInTheDocument();
    expect(calls()).toEqual(['POST /newsletter/unsubscribe/abc']);
  });

  it('unsubscribe: a server failure asks to try again and keeps the button', async () => {
    api.post('/newsletter/unsubscribe/:token', fail(503, 'down'));
    renderScreen(<UnsubscribePage />, { route: '/newsletter/unsubscribe/:token', path: '/newsletter/unsubscribe/abc' });
    await userEvent.click(screen.getByRole('button', { name: NEWSLETTER_PAGES.unsubscribe.button }));
    expect(await screen.findByText(NEWSLETTER_PAGES.unsubscribe.failure)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: NEWSLETTER_PAGES.unsubscribe.button })).toBeEnabled();
  });
});
