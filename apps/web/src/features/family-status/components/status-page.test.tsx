import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FamilyStatus } from '@academy/contract/trial';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { TRIAL_WHAT_TO_BRING } from '@academy/contract/trial-constants';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import { FAMILY_STATUS } from '@academy/contract/registration-status-constants';
import { api, fail, ok, type Reply } from '../../../test/api';
import { familyStatusOf, servePhotoConsent } from '../../../test/records';
import { renderScreen } from '../../../test/render-screen';
import { StatusPage } from './status-page';

const trial = {
  starts_at: '2030-03-09T09:00:00.000Z',
  location: 'Kampala Main Pitch',
  notes: 'Meet at the clubhouse.',
  what_to_bring: TRIAL_WHAT_TO_BRING,
  choices: [],
};

const statusOf = familyStatusOf;
const invited = statusOf('trial_invited', { trial: { ...trial, state: 'invited' }, answers: ['confirm', 'decline', 'withdraw'] });
const confirmed = statusOf('trial_confirmed', { trial: { ...trial, state: 'confirmed' }, answers: ['withdraw'] });

type Outcome = FamilyStatus | { status: number; message: string };
const reply = (r: Outcome): Reply => ('first_name' in r ? ok(r) : fail(r.status, r.message));

/** The status API of link `tok-123`: GET answers `current`; POST .../respond answers `answers[answer]` (or a refusal). */
function serve(current: Outcome, answers: Partial<Record<string, Outcome>> = {}) {
  api.get('/public/status/tok-123', reply(current));
  api.post('/public/status/tok-123/respond', ({ body }) =>
    reply(answers[(body as { answer: string }).answer] ?? { status: 409, message: FAMILY_PAGE.answerRefused }),
  );
}
const posts = () => api.callsTo('POST').map((c) => [c.url, c.body]);
const open = (path = '/status/tok-123') => renderScreen(<StatusPage />, { route: '/status/:token', path });

// The photo consent card (decision 046) reads its own answers.
beforeEach(servePhotoConsent);

describe('the family status page', () => {
  it('shows the first name, the status in plain words, the trial and the three answers while invited', async () => {
    serve(invited);
    open();
    expect(await screen.findByRole('heading', { name: "Sam's application" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: FAMILY_STATUS.trial_invited.title })).toBeInTheDocument();
    expect(screen.getByText(FAMILY_STATUS.trial_invited.next)).toBeInTheDocument();
    expect(screen.getByText('Kampala Main Pitch')).toBeInTheDocument();
    expect(screen.getByText(TRIAL_WHAT_TO_BRING)).toBeInTheDocument();
    expect(screen.getByText(FAMILY_PAGE.trialState.invited)).toBeInTheDocument();
    for (const name of [FAMILY_PAGE.confirm, FAMILY_PAGE.decline, FAMILY_PAGE.withdraw]) expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('offers only withdraw once the trial is confirmed', async () => {
    serve(confirmed);
    open();
    expect(await screen.findByText(FAMILY_PAGE.trialState.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAMILY_PAGE.confirm })).toBeNull();
    expect(screen.queryByRole('button', { name: FAMILY_PAGE.decline })).toBeNull();
    expect(screen.getByRole('button', { name: FAMILY_PAGE.withdraw })).toBeInTheDocument();
  });

  it("offers no answer once the application is withdrawn, only the family's data", async () => {
    serve(statusOf('withdrawn', { answers: [] }));
    open();
    expect(await screen.findByRole('heading', { name: FAMILY_STATUS.withdrawn.title })).toBeInTheDocument();
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual([FAMILY_DATA.familyDownload, FAMILY_DATA.familyErase, FAMILY_DATA.familyEndLink]);
  });

  it('once the family ends its link, says so and shows nothing else (decision 062)', async () => {
    serve(confirmed);
    api.post('/public/status/tok-123/end', ok({ ended: 1 }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_DATA.familyEndLink }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: FAMILY_DATA.familyEndLink })).getByRole('button', { name: FAMILY_DATA.familyEndLinkButton }),
    );
    expect(await screen.findByText(FAMILY_DATA.familyLinkEnded)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says the link is not valid, and shows nothing else, for a wrong or expired link', async () => {
    serve({ status: 404, message: FAMILY_PAGE.invalidLink });
    open();
    expect(await screen.findByText(FAMILY_PAGE.invalidLink)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(FAMILY_PAGE.title);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("pre-selects the mail's answer without sending it; the family presses the button", async () => {
    serve(invited, { confirm: confirmed });
    open('/status/tok-123?answer=confirm');
    expect(await screen.findByText(FAMILY_PAGE.preselected.confirm)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: FAMILY_PAGE.confirm });
    expect(confirm).toHaveAttribute('data-preselected', 'true');
    expect(confirm).toHaveFocus();
    expect(posts()).toEqual([]);

    await userEvent.click(confirm);
    expect(await screen.findByText(FAMILY_PAGE.answered.confirm)).toBeInTheDocument();
    expect(posts()).toEqual([['/public/status/tok-123/respond', { answer: 'confirm' }]]);
    expect(screen.getByText(FAMILY_PAGE.trialState.confirmed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FAMILY_PAGE.confirm })).toBeNull();
  });

  it('ignores a pre-selected answer the application no longer offers', async () => {
    serve(confirmed);
    open('/status/tok-123?answer=decline');
    await screen.findByText(FAMILY_PAGE.trialState.confirmed);
    expect(screen.queryByText(FAMILY_PAGE.preselected.decline)).toBeNull();
  });

  it('asks before withdrawing, and withdraws only when confirmed', async () => {
    serve(invited, { withdraw: statusOf('withdrawn', { answers: [] }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_PAGE.withdraw }));
    const dialog = screen.getByRole('dialog', { name: FAMILY_PAGE.withdrawTitle });
    expect(within(dialog).getByText(FAMILY_PAGE.withdrawConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: FAMILY_PAGE.withdrawNo }));
    expect(posts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: FAMILY_PAGE.withdraw }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: FAMILY_PAGE.withdrawYes }));
    expect(await screen.findByText(FAMILY_PAGE.answered.withdraw)).toBeInTheDocument();
    expect(posts()).toEqual([['/public/status/tok-123/respond', { answer: 'withdraw' }]]);
    expect(screen.getByRole('heading', { name: FAMILY_STATUS.withdrawn.title })).toBeInTheDocument();
  });

  it('says so when the answer is no longer possible', async () => {
    serve(invited, { decline: { status: 409, message: FAMILY_PAGE.answerRefused } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: FAMILY_PAGE.decline }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_PAGE.answerRefused);
  });
});
