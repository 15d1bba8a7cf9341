import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import { REPORT_MESSAGES, REPORT_TEXTS as T, type ReportTemplate } from '@academy/contract/report';
import { api, fail, ok } from '../../../test/api';
import { reportOf } from '../../../test/records';
import { renderScreen } from '../../../test/render-screen';
import { WriteReportLink } from '../../../components/admin/write-report-link';
import ReportFormPage from './report-form-page';

const template = (over: Partial<ReportTemplate> = {}): ReportTemplate => ({
  registration_id: 7,
  first_name: 'Sam',
  last_name: 'Okello',
  criteria: [
    { criterion: 'Technique', score: 3, comment: '' },
    { criterion: 'Speed', score: null, comment: '' },
  ],
  prefilled_from: { kind: 'trial', at: '2026-03-09T09:00:00.000Z' },
  ...over,
});
const report = reportOf;
const sent = () => api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

describe('the report form', () => {
  it('starts from the trial scores, leaves an unscored criterion out, and sends the report', async () => {
    api.get('/registrations/:id/reports/template', ok(template()));
    api.post('/registrations/:id/reports', ok(report({ id: 42 })));
    const router = renderScreen(<ReportFormPage />, { route: ADMIN_PATHS.newReport, path: '/reports/new/7' });
    expect(await screen.findByRole('heading', { name: T.formTitleNew('Sam Okello') })).toBeInTheDocument();
    const technique = screen.getByLabelText(T.scoreLabel('Technique'));
    expect(technique).toHaveValue('3');
    expect(screen.getByLabelText(T.scoreLabel('Speed'))).toHaveValue('');
    await userEvent.selectOptions(technique, '5');
    await userEvent.type(screen.getByLabelText(T.commentLabel('Technique')), 'Great first touch');
    await userEvent.type(screen.getByLabelText(T.summary), 'A strong start');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(sent()).toEqual([
        ['POST', '/registrations/7/reports', { criteria: [{ criterion: 'Technique', score: 5, comment: 'Great first touch' }], summary: 'A strong start' }],
      ]),
    );
    // Saved: the screen becomes the draft's own address.
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/42'));
  });

  it('goes Back where the report was opened from (a squad roster), also once saved; by its address, to the fallback', async () => {
    api.get('/registrations/:id/reports/template', ok(template()));
    api.post('/registrations/:id/reports', ok(report({ id: 42 })));
    api.get('/reports/:id', ok(report({ id: 42 })));
    const router = createMemoryRouter(
      [
        { path: '/squads/:id', element: <WriteReportLink registrationId={7} name="Sam Okello" /> },
        { path: ADMIN_PATHS.newReport, element: <ReportFormPage /> },
        { path: ADMIN_PATHS.report, element: <ReportFormPage /> },
      ],
      { initialEntries: ['/squads/3?tab=roster'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: T.writeFor('Sam Okello') }));
    expect(await screen.findByRole('heading', { name: T.formTitleNew('Sam Okello') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/squads/3?tab=roster');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/42'));
    expect(await screen.findByRole('link', { name: T.back })).toHaveAttribute('href', '/squads/3?tab=roster');

    // Opened by its address (no origin): a coach goes back to the trial day.
    await router.navigate('/reports/new/7');
    await waitFor(() => expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', ADMIN_PATHS.trialDays));
  });

  it('refuses a report with no score at all without sending it, and shows the server refusal', async () => {
    api.get('/registrations/:id/reports/template', ok(template({ criteria: [{ criterion: 'Speed', score: null, comment: '' }], prefilled_from: null })));
    api.post('/registrations/:id/reports', fail(400, REPORT_MESSAGES.unknownCriterion('Speed')));
    renderScreen(<ReportFormPage />, { route: ADMIN_PATHS.newReport, path: '/reports/new/7' });
    await userEvent.click(await screen.findByRole('button', { name: T.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.criteriaRequired);
    expect(sent()).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText(T.scoreLabel('Speed')), '2');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(REPORT_MESSAGES.unknownCriterion('Speed'))).toBeInTheDocument();
  });

  it('shows a published report read-only, without a save button', async () => {
    api.get('/reports/:id', ok(report({ state: 'published', published_at: '2026-04-02T09:00:00.000Z' })));
    api.get('/registrations/:id/reports/template', ok(template()));
    renderScreen(<ReportFormPage />, { route: ADMIN_PATHS.report, path: '/reports/41' });
    expect(await screen.findByRole('heading', { name: T.formTitleEdit('Sam Okello') })).toBeInTheDocument();
    expect(screen.getByText(T.readOnly)).toBeInTheDocument();
    expect(screen.getByLabelText(T.scoreLabel('Technique'))).toBeDisabled();
    expect(screen.getByLabelText(T.commentLabel('Technique'))).toHaveValue('Clean touch');
    expect(screen.queryByRole('button', { name: T.save })).toBeNull();
  });
});
