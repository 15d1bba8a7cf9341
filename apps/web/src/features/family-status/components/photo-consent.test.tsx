import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PhotoConsentAnswer, PhotoConsentResult } from '@academy/contract/photo-consent';
import { PHOTO_CONSENT_TEXTS as T, photoConsentPartsList } from '@academy/contract/photo-consent-constants';
import { PHOTO_CONSENT_QUESTIONS as Q } from '@academy/contract/registration-consent-constants';
import { api, fail, ok } from '../../../test/api';
import { familyPhotoConsentOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import { formatDateTime } from '../../../lib/format-date';
import { PhotoConsentCard } from './photo-consent';

const stored = familyPhotoConsentOf({ social_media: { answer: 'no', given_at: null, version: null } });
const card = async () => {
  renderWithProviders(<PhotoConsentCard token="tok-9" />);
  return within(await screen.findByTestId('family-photos'));
};
/** The server's answer to a change from `stored`: the new answers, withdrawn and given parts. */
const changed = (answer: PhotoConsentAnswer): PhotoConsentResult => ({
  consent: familyPhotoConsentOf({
    website: { answer: answer.website, given_at: '2026-11-26T09:00:00.000Z', version: '2026-11-26' },
    name_with_photo: { answer: answer.name_with_photo, given_at: '2026-11-26T09:00:00.000Z', version: '2026-11-26' },
    social_media: { answer: answer.social_media, given_at: '2026-11-26T09:00:00.000Z', version: '2026-11-26' },
  }),
  withdrawn: answer.website === 'no' ? ['website'] : [],
  given: answer.social_media === 'yes' ? ['social_media'] : [],
});

describe("the status page's Photos section", () => {
  it('shows the three answers with when each was given', async () => {
    api.get('/public/status/tok-9/photo-consent', ok(stored));
    const photos = await card();
    expect(await photos.findByText(Q.parts.website.label)).toBeInTheDocument();
    const answerOf = (part: string) => photos.getByText((_, el) => el?.getAttribute('data-part') === part);
    expect(answerOf('website')).toHaveTextContent(`${T.short.yes} — ${T.givenAt(formatDateTime(stored.website.given_at, 'long'))}`);
    expect(answerOf('name_with_photo')).toHaveTextContent(T.short.no);
    expect(answerOf('social_media')).toHaveTextContent(`${T.short.no} — ${T.notRecorded}`);
  });

  it('withdraws website consent: sends all three answers, says it took effect and the academy was told, shows the new answers', async () => {
    api.get('/public/status/tok-9/photo-consent', ok(stored));
    api.put('/public/status/tok-9/photo-consent', ({ body }) => ok(changed(body as PhotoConsentAnswer)));
    const photos = await card();
    await userEvent.click(await photos.findByRole('button', { name: T.familyChange }));
    const form = photos.getByRole('form', { name: T.familyTitle });
    // The form starts from the stored answers.
    expect(within(form).getByRole('radio', { name: Q.parts.website.answers.yes })).toBeChecked();
    expect(within(form).getByRole('group', { name: Q.parts.social_media.label })).toHaveAccessibleDescription(Q.parts.social_media.hint);
    await userEvent.click(within(form).getByRole('radio', { name: Q.parts.website.answers.no }));
    await userEvent.click(within(form).getByRole('button', { name: T.familySave }));
    expect(await photos.findByRole('status')).toHaveTextContent(`${T.familyWithdrawn(photoConsentPartsList(['website']))} ${T.familyMailed}`);
    expect(api.lastCall('PUT', '/public/status/tok-9/photo-consent')?.body).toEqual({ website: 'no', name_with_photo: 'no', social_media: 'no' });
    expect(photos.queryByRole('form')).toBeNull();
    expect(photos.getByText((_, el) => el?.getAttribute('data-part') === 'website')).toHaveTextContent(T.short.no);
  });

  it('says nothing changed when the answers are the same, and shows a failure without closing the form', async () => {
    api.get('/public/status/tok-9/photo-consent', ok(stored));
    api.put('/public/status/tok-9/photo-consent', fail(500, 'boom'));
    const photos = await card();
    await userEvent.click(await photos.findByRole('button', { name: T.familyChange }));
    await userEvent.click(photos.getByRole('button', { name: T.familySave }));
    expect(await photos.findByRole('alert')).toHaveTextContent(T.familyFailed);
    expect(photos.getByRole('form', { name: T.familyTitle })).toBeInTheDocument();

    api.put('/public/status/tok-9/photo-consent', ok({ consent: stored, withdrawn: [], given: [] }));
    await userEvent.click(photos.getByRole('button', { name: T.familySave }));
    expect(await photos.findByRole('status')).toHaveTextContent(T.familyUnchanged);
  });
});
