import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { USER_MESSAGES, USERS_PAGE as P, type UserAccount } from '@academy/contract/users';
import { AdminRoleContext } from '../../../components/admin/admin-role';
import { api, fail, ok, type ApiCall, type Reply } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import UsersPage from './users-page';

const ADA: UserAccount = { id: 1, name: 'Ada Admin', email: 'ada@academy.test', role: 'admin', active: true, created_at: '2026-01-05T10:00:00.000Z' };
const EDDIE: UserAccount = { id: 2, name: 'Eddie Editor', email: 'eddie@academy.test', role: 'editor', active: true, created_at: '2026-02-05T10:00:00.000Z' };

/** GET /api/users answers the list; POST /api/users and PUT /api/users/:id answer `write(call)`. */
function serve(write: (call: ApiCall) => Reply = (c) => ok({ ...EDDIE, ...(c.body as object) })) {
  api.get('/users', ok([ADA, EDDIE]));
  api.post('/users', write);
  api.put('/users/:id', write);
}

const open = () =>
  renderScreen(
    <AdminRoleContext.Provider value={{ role: 'admin', userId: 1 }}>
      <UsersPage />
    </AdminRoleContext.Provider>,
    { route: '/users', path: '/users' },
  );
const writes = () => api.calls.filter((c) => c.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

describe('Users screen', () => {
  it('lists every account with its role, status and date, and marks the signed-in one', async () => {
    serve();
    open();
    const row = within(await screen.findByTestId(`user-${EDDIE.email}`));
    expect(row.getByRole('combobox', { name: P.roleLabel(EDDIE.name) })).toHaveValue('editor');
    expect(row.getByText(P.active)).toBeInTheDocument();
    expect(row.getByText('5 Feb 2026')).toBeInTheDocument();
    expect(within(screen.getByTestId(`user-${ADA.email}`)).getByText(P.you)).toBeInTheDocument();
  });

  it('adds a user with an initial password', async () => {
    serve((c) => ok({ ...EDDIE, id: 3, ...(c.body as object), active: true }, { status: 201 }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: P.add }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(P.form.name), 'Nia New');
    await userEvent.type(dialog.getByLabelText(P.form.email), 'nia@academy.test');
    await userEvent.selectOptions(dialog.getByLabelText(P.form.role), 'editor');
    // Too short: the contract stops it before anything is sent.
    await userEvent.type(dialog.getByLabelText(P.form.password), 'short');
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await dialog.findByText(USER_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await userEvent.type(dialog.getByLabelText(P.form.password), '-but-longer');
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(P.added('nia@academy.test', 'password'));
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/users',
        body: { name: 'Nia New', email: 'nia@academy.test', role: 'editor', password_mode: 'password', password: 'short-but-longer' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses the new account's email and a keyboard run before sending, and shows the server's refusal of a common password (decision 061)", async () => {
    serve(() => fail(400, AUTH_MESSAGES.passwordCommon, { password: AUTH_MESSAGES.passwordCommon }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: P.add }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(P.form.passwordHint)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(P.form.name), 'Nia New');
    await userEvent.type(dialog.getByLabelText(P.form.email), 'nia.new@academy.test');
    const password = dialog.getByLabelText(P.form.password);
    await userEvent.type(password, 'Nia.New-Kickoff');
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await dialog.findByText(AUTH_MESSAGES.passwordHasEmail)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'qwertyuiopas');
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await dialog.findByText(AUTH_MESSAGES.passwordRuns)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await userEvent.clear(password);
    await userEvent.type(password, 'leavemealone');
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await dialog.findByText(AUTH_MESSAGES.passwordCommon)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(1);
  });

  it('adds a user with an emailed set-password link (no password sent), and shows a taken email under its field', async () => {
    let first = true;
    serve((c) => {
      if (first) {
        first = false;
        return fail(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
      }
      return ok({ ...EDDIE, id: 4, ...(c.body as object), active: true }, { status: 201 });
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: P.add }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(P.form.name), 'Lee Link');
    await userEvent.type(dialog.getByLabelText(P.form.email), 'ada@academy.test');
    await userEvent.click(dialog.getByLabelText(P.form.modes.link));
    expect(dialog.queryByLabelText(P.form.password)).not.toBeInTheDocument();
    expect(dialog.getByText(P.form.linkHint)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await dialog.findByText(AUTH_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(dialog.getByLabelText(P.form.email)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(dialog.getByLabelText(P.form.email));
    await userEvent.type(dialog.getByLabelText(P.form.email), 'lee@academy.test');
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(P.added('lee@academy.test', 'link'));
    expect(writes().at(-1)!.body).toEqual({ name: 'Lee Link', email: 'lee@academy.test', role: 'editor', password_mode: 'link' });
  });

  it("changes a role at once and shows the server's refusal for the last administrator", async () => {
    serve((c) => (c.url === '/users/1' ? fail(409, USER_MESSAGES.lastAdmin) : ok({ ...EDDIE, role: 'admin' })));
    open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: P.roleLabel(EDDIE.name) }), 'admin');
    expect(await screen.findByRole('status')).toHaveTextContent(P.saved);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: P.roleLabel(ADA.name) }), 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.lastAdmin);
    expect(writes()).toEqual([
      { method: 'PUT', url: '/users/2', body: { role: 'admin' } },
      { method: 'PUT', url: '/users/1', body: { role: 'editor' } },
    ]);
  });

  it('deactivates only after the confirmation', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: P.deactivateLabel(EDDIE.name) }));
    let dialog = within(screen.getByRole('alertdialog', { name: P.deactivateTitle(EDDIE.name) }));
    expect(dialog.getByText(P.deactivateBody)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: P.deactivateLabel(EDDIE.name) }));
    dialog = within(screen.getByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: P.deactivate }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'PUT', url: '/users/2', body: { active: false } }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
