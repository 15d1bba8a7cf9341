import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffRegistration } from '@academy/contract/registration';
import { REPORT_TEXTS, type Report } from '@academy/contract/report';
import { api, ok } from '../../../test/api';
import { registrationOf, reportOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import EnrollmentDetailPage from './enrollment-detail-page';
import { ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

const REGISTRATION: StaffRegistration = {
  ...registrationOf({ id: 4, parent_name: 'Fatima Osei', parent_email: 'fatima@example.com', contact_phone: '+233 20 555-0101', player_name: 'Kofi Osei' }),
  duplicate_of: null,
};

let reports: Report[] = [];
const draft = reportOf({ registration_id: 4 });

const show = (registration: StaffRegistration) => {
  api.get('/registrations/:id', ok(registration));
  api.get('/registrations/:id/history', ok([]));
  api.get('/registrations/:id/evaluations', ok([]));
  api.get('/registrations/:id/reports', ok(reports));
  // The season's attendance block (decision 041): no marks yet.
  api.get(
    '/registrations/:id/attendance',
    ok({ registration_id: registration.id, totals: { trainings: 0, trainings_attended: 0, matches: 0, matches_attended: 0 }, events: [] }),
  );
  api.get('/trials', ok([]));
  renderWithProviders(
    <Routes>
      <Route path="/enrollment/:id" element={<EnrollmentDetailPage />} />
    </Routes>,
    { route: `/enrollment/${registration.id}` },
  );
};

describe('EnrollmentDetailPage', () => {
  it("makes the parent's phone a tap-to-call link and the email a mailto link", async () => {
    show(REGISTRATION);
    const call = await screen.findByRole('link', { name: EA.callParent(REGISTRATION.contact_phone) });
    expect(call).toHaveAttribute('href', 'tel:+233205550101');
    expect(screen.getByRole('link', { name: EA.emailParent(REGISTRATION.parent_email) })).toHaveAttribute('href', 'mailto:fatima@example.com');
    expect(screen.queryByText(`${EA.duplicateFlag}:`)).not.toBeInTheDocument();
  });

  it('flags a duplicate with a link to the other enrollment', async () => {
    show({ ...REGISTRATION, duplicate_of: 2 });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(EA.duplicateOf(2));
    expect(within(note).getByRole('link', { name: EA.duplicateLink })).toHaveAttribute('href', '/enrollment/2');
  });

  it('sends a new status link after a confirmation, and shows it to copy when it was not mailed', async () => {
    show(REGISTRATION);
    api.post('/registrations/:id/status-link', ok({ url: 'https://academy.example/status/new-token', mailed: false }));
    await userEvent.click(await screen.findByRole('button', { name: EA.resendLink }));
    expect(api.callsTo('POST')).toEqual([]);
    const dialog = screen.getByRole('alertdialog', { name: EA.resendLinkTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: EA.resendLink }));
    expect(await screen.findByLabelText(EA.resendLinkField)).toHaveValue('https://academy.example/status/new-token');
    expect(screen.getByText(EA.resendLinkCopy)).toBeInTheDocument();
    expect(api.callsTo('POST').map((c) => c.url)).toEqual(['/registrations/4/status-link']);
  });

  it('says where the new link was mailed', async () => {
    show(REGISTRATION);
    api.post('/registrations/:id/status-link', ok({ url: 'https://academy.example/status/new-token', mailed: true }));
    await userEvent.click(await screen.findByRole('button', { name: EA.resendLink }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: EA.resendLink }));
    await waitFor(() => expect(screen.getByText(EA.resendLinkMailed(REGISTRATION.parent_email))).toBeInTheDocument());
    expect(screen.queryByLabelText(EA.resendLinkField)).not.toBeInTheDocument();
  });

  it('lists the reports and publishes a draft only after the confirmation', async () => {
    reports = [draft];
    api.put('/reports/:id/publish', ok({ ...draft, state: 'published', published_at: '2026-04-02T09:00:00.000Z' }));
    show(REGISTRATION);
    const block = await screen.findByTestId('reports-block');
    expect(await within(block).findByText(REPORT_TEXTS.stateLabels.draft)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: REPORT_TEXTS.writeFor('Kofi Osei') })).toHaveAttribute('href', '/reports/new/4');
    await userEvent.click(within(block).getByRole('button', { name: REPORT_TEXTS.publish }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_TEXTS.publishConfirm }));
    expect(await within(block).findByText(REPORT_TEXTS.publishedNotice)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/reports/41/publish']);
    reports = [];
  });
});
