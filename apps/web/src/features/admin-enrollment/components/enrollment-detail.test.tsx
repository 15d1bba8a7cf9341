import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PHOTO_CONSENT_QUESTIONS as Q, type StaffRegistration } from '@academy/contract/registration';
import { type PhotoConsentAnswer, type StaffPhotoConsent } from '@academy/contract/photo-consent';
import { PHOTO_CONSENT_TEXTS as T } from '@academy/contract/photo-consent-constants';
import { REPORT_TEXTS, type Report } from '@academy/contract/report';
import { api, ok } from '../../../test/api';
import { familyPhotoConsentOf, registrationOf, reportOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import EnrollmentDetailPage from './enrollment-detail-page';
import { ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

const REGISTRATION: StaffRegistration = {
  ...registrationOf({ id: 4, parent_name: 'Fatima Osei', parent_email: 'fatima@example.com', contact_phone: '+233 20 555-0101', player_name: 'Kofi Osei' }),
  duplicate_of: null,
};

let reports: Report[] = [];
/** The enrollment's photo consent (decision 046): answered on the registration form, then withdrawn by the family for the website. */
const PHOTO_CONSENT: StaffPhotoConsent = {
  consent: familyPhotoConsentOf({ website: { answer: 'no', given_at: '2026-11-20T08:00:00.000Z', version: '2026-11-26' } }),
  history: [
    { id: 1, website: 'yes', name_with_photo: 'no', social_media: 'no', version: '2026-11-26', source: 'registration', created_at: '2026-03-01T10:00:00.000Z' },
    { id: 2, website: 'no', name_with_photo: 'no', social_media: 'no', version: '2026-11-26', source: 'family', created_at: '2026-11-20T08:00:00.000Z' },
  ],
};
const draft = reportOf({ registration_id: 4 });

const show = (registration: StaffRegistration) => {
  api.get('/registrations/:id', ok(registration));
  api.get('/registrations/:id/history', ok([]));
  api.get('/registrations/:id/photo-consent', ok(PHOTO_CONSENT));
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

  it('shows the three parts of photo consent with version, every answer, and records an answer given on paper', async () => {
    show(REGISTRATION);
    const card = within(await screen.findByRole('region', { name: T.adminTitle }));
    const part = async (name: string) => card.findByText((_, el) => el?.getAttribute('data-part') === name);
    expect(await part('website')).toHaveTextContent(`${T.short.no} — `);
    expect(await part('website')).toHaveTextContent(T.adminVersion('2026-11-26'));
    const answers = card.getByRole('list', { name: T.adminHistory });
    const entries = within(answers).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(T.sources.registration);
    expect(entries[1]).toHaveTextContent(T.sources.family);
    expect(entries[1]).toHaveTextContent(`${Q.parts.website.label}: ${T.short.no}`);

    api.put('/registrations/:id/photo-consent', ({ body }) =>
      ok({ consent: PHOTO_CONSENT.consent, withdrawn: [], given: (body as PhotoConsentAnswer).social_media === 'yes' ? ['social_media'] : [] }),
    );
    await userEvent.click(card.getByRole('button', { name: T.adminRecord }));
    const form = card.getByRole('form', { name: T.adminRecord });
    expect(within(form).getByRole('radio', { name: Q.parts.website.answers.no })).toBeChecked();
    await userEvent.click(within(form).getByRole('radio', { name: Q.parts.social_media.answers.yes }));
    await userEvent.click(within(form).getByRole('button', { name: T.adminSave }));
    expect(await card.findByRole('status')).toHaveTextContent(T.adminSaved);
    expect(api.lastCall('PUT', '/registrations/4/photo-consent')?.body).toEqual({ website: 'no', name_with_photo: 'no', social_media: 'yes' });
  });
});
