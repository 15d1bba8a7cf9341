import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter-constants';
import { api, fail, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import { NewsletterBlock } from './newsletter-block';

/** POST /api/newsletter: every address gets the same answer (the server never says who is subscribed). */
function serveNewsletter() {
  api.post('/newsletter', ({ body }) => {
    const { email } = body as { email: string };
    return email === 'down@example.com' ? fail(503, 'Service unavailable') : ok({ email }, { status: 201 });
  });
}
const subscriptions = () => api.callsTo('POST', '/newsletter').map((c) => (c.body as { email: string }).email);

async function submit(address: string) {
  const input = screen.getByLabelText('Email address');
  await userEvent.clear(input);
  await userEvent.type(input, address);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

/** Every message the block shows now, alert and field error alike. */
const THANKS = [NEWSLETTER_MESSAGES.success, NEWSLETTER_MESSAGES.confirmHint];
const shown = () => Object.values(NEWSLETTER_MESSAGES).filter((message) => screen.queryByText(message) !== null);

describe('NewsletterBlock shows only the outcome of the latest attempt', () => {
  it('success, then a bad address shows only the error, then a good address only the thanks', async () => {
    serveNewsletter();
    renderWithProviders(<NewsletterBlock />);

    await submit('first@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    expect(shown()).toEqual(THANKS);

    await submit('not-an-email');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(shown()).toEqual([NEWSLETTER_MESSAGES.invalidEmail]);
    expect(subscriptions()).toEqual(['first@example.com']);

    await submit('second@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    expect(shown()).toEqual(THANKS);
    expect(subscriptions()).toEqual(['first@example.com', 'second@example.com']);
  });

  it('the same address again gets the same thanks and the request to confirm', async () => {
    serveNewsletter();
    renderWithProviders(<NewsletterBlock />);

    await submit('same@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmHint)).toBeInTheDocument();
    await submit('same@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmHint)).toBeInTheDocument();
    expect(shown()).toEqual(THANKS);
  });

  it('a failure after a success replaces the thanks with the failure', async () => {
    serveNewsletter();
    renderWithProviders(<NewsletterBlock />);

    await submit('same@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    await submit('down@example.com');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(shown()).toEqual([NEWSLETTER_MESSAGES.failure]);
    expect(screen.queryByText(NEWSLETTER_MESSAGES.confirmHint)).toBeNull();
  });
});
