import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STATUS_FILTER, type StaffRegistration } from '@academy/contract/registration';
import { api, paged } from '../../../test/api';
import { registrationOf } from '../../../test/records';
import { renderWithProviders } from '../../../test/utils';
import EnrollmentPage from './enrollment-page';

const KOFI: StaffRegistration = { ...registrationOf({ id: 4, player_name: 'Kofi Osei', status: 'pending' }), duplicate_of: null };

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const show = (route: string) => {
  api.get('/registrations', (call) => paged([KOFI], call));
  renderWithProviders(
    <Routes>
      <Route
        path="/enrollment"
        element={
          <>
            <EnrollmentPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { route },
  );
};

const lastListQuery = () => api.lastCall('GET', '/registrations')!.query;

describe('EnrollmentPage filters in the address', () => {
  it('reads ?q=, ?status= and ?photo_consent= from the address (a shared or reloaded link shows the same list)', async () => {
    show('/enrollment?q=Kofi&status=pending&photo_consent=no');
    expect(await screen.findByRole('heading', { name: 'Kofi Osei' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('Kofi');
    expect(screen.getByLabelText(STATUS_FILTER.label)).toHaveValue('pending');
    const query = lastListQuery();
    expect([query.get('q'), query.get('status'), query.get('photo_consent')]).toEqual(['Kofi', 'pending', 'no']);
  });

  it('ignores a status the list does not know', async () => {
    show('/enrollment?status=nonsense');
    expect(await screen.findByRole('heading', { name: 'Kofi Osei' })).toBeInTheDocument();
    expect(screen.getByLabelText(STATUS_FILTER.label)).toHaveValue('');
    expect(lastListQuery().get('status')).toBeNull();
  });

  it('writes the search and the status into the address as they change', async () => {
    show('/enrollment');
    await userEvent.type(await screen.findByLabelText('Search'), 'Osei');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?q=Osei'));
    await userEvent.selectOptions(screen.getByLabelText(STATUS_FILTER.label), 'accepted');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?q=Osei&status=accepted'));
    await waitFor(() => expect(lastListQuery().get('status')).toBe('accepted'));
    expect(lastListQuery().get('q')).toBe('Osei');
    // Emptying the search takes it out of the address.
    await userEvent.clear(screen.getByLabelText('Search'));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\?status=accepted$/));
  });
});
