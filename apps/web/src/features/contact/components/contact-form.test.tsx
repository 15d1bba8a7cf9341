import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { CONTACT_MESSAGES } from '@academy/contract/contact';
import { renderWithProviders } from '../../../test/utils';
import { ContactForm } from './contact-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required-field messages and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.fullname)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message and shows the success text', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(201, { success: true, data: { id: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane Parent');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'When are the trials?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body)).toMatchObject({ fullname: 'Jane Parent', email: 'jane@example.com', message: 'When are the trials?', phone: null, city: null });
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue(''));
  });

  it("shows the server's message when it refuses, and the fallback otherwise", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(429, { success: false, message: 'Too many requests. Please wait a moment and try again.' })));
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(500, {})));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.failure)).toBeInTheDocument();
  });

  it("puts the server's message for a field under that field, and its summary in the alert", async () => {
    const refusal = 'This address cannot receive mail';
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(400, { success: false, message: COMMON_MESSAGES.invalidInput, errors: { email: refusal } })),
    );
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MESSAGES.invalidInput);
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(refusal);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Full name/)).not.toHaveAttribute('aria-invalid');

    // Typing a new address clears it (the form checks again, with its own rules).
    await userEvent.type(email, 'm');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
