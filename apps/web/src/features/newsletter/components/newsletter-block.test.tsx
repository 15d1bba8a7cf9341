import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@academy/contract/newsletter-constants';
import { renderWithProviders } from '../../../test/utils';
import { NewsletterBlock } from './newsletter-block';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake POST /api/newsletter: the first address subscribes, the same one again is refused. */
function serveNewsletter() {
  const subscribed = new Set<string>();
  const fetchMock = vi.fn(async (_input: string, init?: RequestInit) => {
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    if (subscribed.has(email)) return json(409, { success: false, message: NEWSLETTER_MESSAGES.alreadySubscribed });
    subscribed.add(email);
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
const shown = () =>
  Object.values(NEWSLETTER_MESSAGES).filter((message) => screen.queryByText(message) !== null);

describe('NewsletterBlock shows only the outcome of the latest attempt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('success, then a bad address shows only the error, then a good address only the thanks', async () => {
    const fetchMock = serveNewsletter();
    renderWithProviders(<NewsletterBlock />);

    await submit('first@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    expect(shown()).toEqual([NEWSLETTER_MESSAGES.success]);

    await submit('not-an-email');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(shown()).toEqual([NEWSLETTER_MESSAGES.invalidEmail]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await submit('second@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    expect(shown()).toEqual([NEWSLETTER_MESSAGES.success]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a refused address after a success replaces the thanks with the refusal', async () => {
    serveNewsletter();
    renderWithProviders(<NewsletterBlock />);

    await submit('same@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.success)).toBeInTheDocument();
    await submit('same@example.com');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.alreadySubscribed)).toBeInTheDocument();
    expect(shown()).toEqual([NEWSLETTER_MESSAGES.alreadySubscribed]);
  });
});
