import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACADEMY_MESSAGES, ACADEMY_SETTINGS as S, TIME_ZONE_PICKER as P } from '@academy/contract/academy-admin-constants';
import { ACADEMY_DEFAULTS, type AcademyFacts } from '@academy/contract/academy-constants';
import { RETENTION_TEXTS } from '@academy/contract/retention-constants';
import { RESULTS_POLICY_SETTINGS as R } from '@academy/contract/results-constants';
import { formatDateTime, setTimeZone, timeZone } from '../../../lib/format-date';
import { renderScreen } from '../../../test/render-screen';
import SettingsPage from './settings-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /api/academy answers the defaults; PUT answers `put(body)`. */
function serve(put: (body: AcademyFacts) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? put(JSON.parse(String(init.body)))
      : url.includes('/retention')
        ? json(200, { success: true, data: { policy: { registration_days: 365, message_days: 365, audit_days: 730 }, last_run: null, next_run: null } })
        : json(200, { success: true, data: ACADEMY_DEFAULTS }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ADMIN = { id: 1, name: 'Admin', email: 'admin@academy.test', role: 'admin' } as const;
const EDITOR = { id: 2, name: 'Eddie', email: 'eddie@academy.test', role: 'editor' } as const;
const open = (user: typeof ADMIN | typeof EDITOR = ADMIN) =>
  renderScreen(<SettingsPage user={user} onSaved={() => {}} />, { route: '/settings', path: '/settings?section=academy' });
const row = (legend: string) => screen.getByRole('group', { name: legend });

describe('Settings → Academy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts a refused save’s messages under their fields, rows included', async () => {
    serve(() =>
      json(400, {
        success: false,
        message: 'Phone refused by the server',
        errors: { phone: 'Phone refused by the server', 'training.1.days': 'Days refused by the server' },
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: S.save }));
    expect(await within(row(S.trainingRow(2))).findByText('Days refused by the server')).toBeInTheDocument();
    expect(screen.getByText('Phone refused by the server')).toBeInTheDocument();
    expect(screen.getByLabelText(S.fields.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(S.trainingRow(2))).getByLabelText(S.fields.days)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('removes and adds rows, sends the lists as they are shown and says it saved', async () => {
    const fetchMock = serve((body) => json(200, { success: true, data: body }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: S.removeLabel(S.trainingRow(1)) }));
    // The rows below moved up with their values.
    expect(within(row(S.trainingRow(1))).getByLabelText(S.fields.age_group)).toHaveValue(ACADEMY_DEFAULTS.training[1]!.age_group);
    await userEvent.click(screen.getByRole('button', { name: S.addWhy }));
    const added = row(S.whyRow(ACADEMY_DEFAULTS.why_us.length + 1));
    await userEvent.type(within(added).getByLabelText(S.fields.whyTitle), 'Floodlights');
    await userEvent.type(within(added).getByLabelText(S.fields.whyText), 'Training all winter.');
    await userEvent.click(screen.getByRole('button', { name: S.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACADEMY_MESSAGES.saved);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const sent = JSON.parse(String(put[1]!.body)) as AcademyFacts;
    expect(sent.training).toEqual(ACADEMY_DEFAULTS.training.slice(1));
    expect(sent.why_us.at(-1)).toEqual({ title: 'Floodlights', text: 'Training all winter.' });
    expect(sent.social).toEqual(ACADEMY_DEFAULTS.social);
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Session/ })).toHaveLength(ACADEMY_DEFAULTS.training.length - 1));
  });

  it('chooses the time zone with a search over the IANA zones, each with its offset; the save sends it and this tab writes times in it', async () => {
    setTimeZone('UTC');
    const fetchMock = serve((body) => json(200, { success: true, data: body }));
    open();
    const select = await screen.findByRole('combobox', { name: S.fields.timeZone });
    expect(select).toHaveValue('UTC');
    expect(screen.getByText(P.current('UTC', 'GMT+00:00'), { exact: false })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: P.search }), 'europe ber');
    // The chosen zone stays; the search found Berlin and nothing else.
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options).toEqual(['', 'UTC', 'Europe/Berlin']);
    const berlin = within(select).getByRole('option', { name: /^Europe\/Berlin \(GMT\+0[12]:00\)$/ });
    await userEvent.selectOptions(select, berlin);
    expect(screen.getByText(/^Now GMT\+0[12]:00 in Europe\/Berlin\./)).toBeInTheDocument();
    expect(screen.queryByText(P.noMatch)).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox', { name: P.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: P.search }), 'atlantis');
    expect(screen.getByText(P.noMatch)).toBeInTheDocument();
    expect(select).toHaveValue('Europe/Berlin');
    await userEvent.clear(screen.getByRole('searchbox', { name: P.search }));
    await userEvent.click(screen.getByRole('button', { name: S.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACADEMY_MESSAGES.saved);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect((JSON.parse(String(put[1]!.body)) as AcademyFacts).time_zone).toBe('Europe/Berlin');
    expect(timeZone()).toBe('Europe/Berlin');
    expect(formatDateTime('2026-11-28T10:00:00Z', 'time')).toBe('11:00');
    setTimeZone(undefined);
  });

  it('sets the results policy per age group: unset ones show and send the safe "fixture only"', async () => {
    const fetchMock = serve((body) => json(200, { success: true, data: body }));
    open();
    const u12 = await screen.findByRole('combobox', { name: R.ageGroup('U12') });
    expect(u12).toHaveValue('none');
    await userEvent.selectOptions(u12, R.labels.outcome);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: R.ageGroup('U14') }), R.labels.scores);
    await userEvent.click(screen.getByRole('button', { name: S.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACADEMY_MESSAGES.saved);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const sent = JSON.parse(String(put[1]!.body)) as AcademyFacts;
    expect(sent.results_policy).toMatchObject({ U12: 'outcome', U14: 'scores', U7: 'none', U11: 'none' });
  });

  it('checks with the contract before sending', async () => {
    const fetchMock = serve((body) => json(200, { success: true, data: body }));
    open();
    const phone = await screen.findByLabelText(S.fields.phone);
    await userEvent.clear(phone);
    await userEvent.type(phone, 'ring ring');
    await userEvent.click(screen.getByRole('button', { name: S.save }));
    expect(await screen.findByText(ACADEMY_MESSAGES.phone)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows an administrator the Academy tab with the retention policy, and an editor neither, even through the link', async () => {
    serve(() => json(500, {}));
    open();
    expect(screen.getByRole('link', { name: 'Academy' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(RETENTION_TEXTS.registrations(365))).toBeInTheDocument();
    cleanup();
    open(EDITOR);
    expect(screen.queryByRole('link', { name: 'Academy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(RETENTION_TEXTS.title)).toBeNull();
    expect(screen.queryByRole('button', { name: S.save })).toBeNull();
  });
});
