import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoPhotoList } from '@academy/contract/registration';
import { CONSENT_ADMIN_TEXTS } from '@academy/contract/registration-admin-constants';
import { NoPhotosNotice } from '../../../components/admin/no-photos-notice';
import { renderWithProviders } from '../../../test/utils';

const T = CONSENT_ADMIN_TEXTS.noPhotos;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(list: NoPhotoList, status = 200) {
  const fetchMock = vi.fn(async (input: string) =>
    input.endsWith('/registrations/no-photo-consent')
      ? json(status === 200 ? { success: true, data: list } : { success: false, message: 'Forbidden' }, status)
      : json({ success: false }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the "no photos" reminder on the album screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reminds before uploading and opens the list of children and team members who must not appear', async () => {
    const fetchMock = serve({
      children: [
        { name: 'Amara K.', age: 9 },
        { name: 'Amara K.', age: 9 },
      ],
      team: [{ id: 4, name: 'Brian Ssempa', role: 'defender' }],
    });
    renderWithProviders(<NoPhotosNotice />);
    expect(await screen.findByRole('note')).toHaveTextContent(T.reminder);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/registrations\/no-photo-consent$/);
    await userEvent.click(screen.getByRole('button', { name: `${T.open} (3)` }));
    const dialog = await screen.findByRole('dialog', { name: T.title });
    expect(
      within(within(dialog).getByRole('region', { name: T.children }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Amara K., 9', 'Amara K., 9']);
    expect(within(dialog).getByRole('region', { name: T.team })).toHaveTextContent('Brian Ssempa (Defender)');
    // The dialog's own Close button (the header's × has the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: T.close }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing when nobody is on the list or the list cannot be read', async () => {
    for (const status of [200, 403]) {
      const fetchMock = serve({ children: [], team: [] }, status);
      const { unmount } = renderWithProviders(<NoPhotosNotice />);
      // The answer has arrived (and been handled) before the check.
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('note')).toBeNull();
      unmount();
    }
  });
});
