import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { CONTACT_MESSAGES } from '@academy/contract/contact';
import { api, fail, ok } from '../../../test/api';
import { renderWithProviders } from '../../../test/utils';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('shows the required-field messages and sends nothing', async () => {
    renderWithProviders(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.fullname)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('sends the message and shows the success text', async () => {
    api.post('/contact', ok({ id: 1 }, { status: 201 }));
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane Parent');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'When are the trials?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.lastCall('POST', '/contact')?.body).toMatchObject({
      fullname: 'Jane Parent',
      email: 'jane@example.com',
      message: 'When are the trials?',
      phone: null,
      city: null,
    });
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue(''));
  });

  it("shows the server's message when it refuses, and the fallback otherwise", async () => {
    api.post('/contact', fail(429, 'Too many requests. Please wait a moment and try again.'));
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane');
    await userEvent.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();

    api.post('/contact', { status: 500, json: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.failure)).toBeInTheDocument();
  });

  it("puts the server's message for a field under that field, and its summary in the alert", async () => {
    const refusal = 'This address cannot receive mail';
    api.post('/contact', fail(400, COMMON_MESSAGES.invalidInput, { email: refusal }));
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
