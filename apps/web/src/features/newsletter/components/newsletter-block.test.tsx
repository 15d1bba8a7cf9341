import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter-constants';
import { renderWithProviders } from '../../../test/utils';
import { NewsletterBlock } from './newsletter-block';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake POST /api/newsletter: every address gets the same answer (the server never says who is subscribed). */
function serveNewsletter() {
  const fetchMock = vi.fn(async (_input: string, init?: RequestInit) => {
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    if (email === 'down@example.com') return json(503, { success: false, message: 'Service unavailable' });
    return json(201, { success: true, data: { email } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function submit(address: string) {
  const input = screen.getByLabelText('Email address');
  await userEvent.clear(input);
  await userEvent.type(input, address);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

/** Every message the block shows now, alert and field error alike. */
const THANKS = [NEWSLETTER_MESSAGES.success, NEWSLETTER_MESSAGES.confirmHint];
const shown = () =>
  Object.values(NEWSLETTER_MESSAGES).filter((message) => screen.queryByText(message) !== null);

describe('NewsletterBlock shows only the outcome of the latest attempt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('success, then a bad address shows only the error, then a good address only the thanks', async () => {
    const fetchMock = serveNewsletter();
    renderWithProviders(<NewsletterBlock />);

    await submit('first@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    expect(shown()).toEqual(THANKS);

    await submit('not-an-email');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(shown()).toEqual([NEWSLETTER_MESSAGES.invalidEmail]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await submit('second@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    expect(shown()).toEqual(THANKS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
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
