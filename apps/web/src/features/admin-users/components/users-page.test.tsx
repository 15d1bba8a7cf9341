import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { USER_MESSAGES, USERS_PAGE as P, type UserAccount } from '@academy/contract/users';
import { AdminRoleContext } from '../../../components/admin/admin-role';
import { renderScreen } from '../../../test/render-screen';
import UsersPage from './users-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ADA: UserAccount = { id: 1, name: 'Ada Admin', email: 'ada@academy.test', role: 'admin', active: true, created_at: '2026-01-05T10:00:00.000Z' };
const EDDIE: UserAccount = { id: 2, name: 'Eddie Editor', email: 'eddie@academy.test', role: 'editor', active: true, created_at: '2026-02-05T10:00:00.000Z' };

type Call = { method: string; url: string; body: unknown };

/** GET /api/users answers the list; writes answer `write(call)`. Records every call. */
function serve(write: (call: Call) => Response = (c) => json(200, { success: true, data: { ...EDDIE, ...(c.body as object) } })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return call.method === 'GET' ? json(200, { success: true, data: [ADA, EDDIE] }) : write(call);
    }),
  );
  return calls;
}

const open = () =>
  renderScreen(
    <AdminRoleContext.Provider value={{ role: 'admin', userId: 1 }}>
      <UsersPage />
    </AdminRoleContext.Provider>,
    { route: '/users', path: '/users' },
  );
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('Users screen', () => {
  afterEach(() => vi.unstubAllGlobals());

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
    const calls = serve((c) => json(201, { success: true, data: { ...EDDIE, id: 3, ...(c.body as object), active: true } }));
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
    expect(writes(calls)).toEqual([]);
    await userEvent.type(dialog.getByLabelText(P.form.password), '-but-longer');
    await userEvent.click(dialog.getByRole('button', { name: P.form.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(P.added('nia@academy.test', 'password'));
    expect(writes(calls)).toEqual([{ method: 'POST', url: '/api/users', body: { name: 'Nia New', email: 'nia@academy.test', role: 'editor', password_mode: 'password', password: 'short-but-longer' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a user with an emailed set-password link (no password sent), and shows a taken email under its field', async () => {
    let first = true;
    const calls = serve((c) => {
      if (first) {
        first = false;
        return json(409, { success: false, message: AUTH_MESSAGES.emailTaken, errors: { email: AUTH_MESSAGES.emailTaken } });
      }
      return json(201, { success: true, data: { ...EDDIE, id: 4, ...(c.body as object), active: true } });
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
    expect(writes(calls).at(-1)!.body).toEqual({ name: 'Lee Link', email: 'lee@academy.test', role: 'editor', password_mode: 'link' });
  });

  it("changes a role at once and shows the server's refusal for the last administrator", async () => {
    const calls = serve((c) => (c.url.endsWith('/users/1') ? json(409, { success: false, message: USER_MESSAGES.lastAdmin }) : json(200, { success: true, data: { ...EDDIE, role: 'admin' } })));
    open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: P.roleLabel(EDDIE.name) }), 'admin');
    expect(await screen.findByRole('status')).toHaveTextContent(P.saved);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: P.roleLabel(ADA.name) }), 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.lastAdmin);
    expect(writes(calls)).toEqual([
      { method: 'PUT', url: '/api/users/2', body: { role: 'admin' } },
      { method: 'PUT', url: '/api/users/1', body: { role: 'editor' } },
    ]);
  });

  it('deactivates only after the confirmation', async () => {
    const calls = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: P.deactivateLabel(EDDIE.name) }));
    let dialog = within(screen.getByRole('alertdialog', { name: P.deactivateTitle(EDDIE.name) }));
    expect(dialog.getByText(P.deactivateBody)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: P.deactivateLabel(EDDIE.name) }));
    dialog = within(screen.getByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: P.deactivate }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PUT', url: '/api/users/2', body: { active: false } }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
