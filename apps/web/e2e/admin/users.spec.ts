import { AUTH_MESSAGES, FORBIDDEN_PAGE } from '@academy/contract/auth-constants';
import { SET_PASSWORD_PAGE, USER_MESSAGES, USERS_PAGE } from '@academy/contract/users-constants';
import { expect, test, type Page } from '../fixtures';
import { linkIn, waitForMail } from '../mail';
import { signIn } from './helpers';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function addUser(page: Page, user: { name: string; email: string; role: 'Editor' | 'Admin'; password?: string }) {
  await page.getByRole('button', { name: USERS_PAGE.add }).click();
  const dialog = page.getByRole('dialog', { name: USERS_PAGE.form.title });
  await dialog.getByLabel(USERS_PAGE.form.name, { exact: true }).fill(user.name);
  await dialog.getByLabel(USERS_PAGE.form.email, { exact: true }).fill(user.email);
  await dialog.getByLabel(USERS_PAGE.form.role, { exact: true }).selectOption({ label: user.role });
  if (user.password) await dialog.getByLabel(USERS_PAGE.form.password, { exact: true }).fill(user.password);
  else await dialog.getByLabel(USERS_PAGE.form.modes.link).check();
  await dialog.getByRole('button', { name: USERS_PAGE.form.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(USERS_PAGE.added(user.email, user.password ? 'password' : 'link'));
  await expect(page.getByTestId(`user-${user.email}`)).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an administrator adds an editor, who sees only the editor screens, and deactivates them', async ({ page }) => {
  const editor = { name: 'Edna Editor', email: `edna-${stamp()}@academy.test`, role: 'Editor' as const, password: 'Edna-Password-2026' };
  await signIn(page, { path: '/users' });
  await expect(page.getByRole('heading', { name: USERS_PAGE.title, level: 1 })).toBeVisible();
  await addUser(page, editor);
  await logout(page);

  await signIn(page, { path: '/dashboard', email: editor.email, password: editor.password });
  await expect(page.getByTestId('admin-user-role')).toHaveText('Editor');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  for (const label of ['Content', 'Media', 'Team', 'Gallery']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
  for (const label of ['Enrollment', 'Messages', 'Trials', 'Users', 'Activity', 'Outbox']) await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
  // The dashboard leaves out children's and families' data.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enrollments' })).toHaveCount(0);
  await expect(page.getByTestId('count-enrollment')).toHaveCount(0);
  await page.goto('/enrollment');
  await expect(page.getByRole('heading', { name: FORBIDDEN_PAGE.title })).toBeVisible();
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: FORBIDDEN_PAGE.title })).toBeVisible();
  await page.getByRole('link', { name: FORBIDDEN_PAGE.back }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/allposts');
  await expect(page.getByRole('heading', { name: 'All posts', level: 1 })).toBeVisible();
  await logout(page);

  await signIn(page, { path: '/users' });
  const row = page.getByTestId(`user-${editor.email}`);
  await row.getByRole('button', { name: USERS_PAGE.deactivateLabel(editor.name) }).click();
  const confirm = page.getByRole('alertdialog', { name: USERS_PAGE.deactivateTitle(editor.name) });
  await confirm.getByRole('button', { name: USERS_PAGE.deactivate }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText(USERS_PAGE.inactive)).toBeVisible();
  await expect(row.getByRole('button', { name: USERS_PAGE.reactivateLabel(editor.name) })).toBeVisible();
  await logout(page);

  // The deactivated editor cannot sign in any more.
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.inactive);
});

test('a user added with a set-password link chooses a password through the mailed link, once', async ({ page }) => {
  const invited = { name: 'Ivo Invited', email: `ivo-${stamp()}@academy.test`, role: 'Editor' as const };
  await signIn(page, { path: '/users' });
  await addUser(page, invited);
  await logout(page);

  const mail = await waitForMail(invited.email, /admin account/);
  const link = new URL(linkIn(mail, 'Set your password'));
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: SET_PASSWORD_PAGE.title })).toBeVisible();
  await expect(page.getByText(SET_PASSWORD_PAGE.intro(invited.email))).toBeVisible();
  await page.getByLabel(SET_PASSWORD_PAGE.password, { exact: true }).fill('Ivo-Chosen-2026');
  await page.getByLabel(SET_PASSWORD_PAGE.confirm).fill('Ivo-Chosen-2027');
  await page.getByRole('button', { name: SET_PASSWORD_PAGE.submit }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordsDiffer)).toBeVisible();
  await page.getByLabel(SET_PASSWORD_PAGE.confirm).fill('Ivo-Chosen-2026');
  await page.getByRole('button', { name: SET_PASSWORD_PAGE.submit }).click();
  await expect(page.getByText(USER_MESSAGES.passwordSet)).toBeVisible();
  await page.getByRole('link', { name: SET_PASSWORD_PAGE.signIn }).click();
  await page.getByLabel('Email').fill(invited.email);
  await page.getByLabel('Password').fill('Ivo-Chosen-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('admin-user-role')).toHaveText('Editor');
  await logout(page);

  // The link has been used.
  await page.goto(link.pathname);
  await expect(page.getByRole('alert')).toHaveText(USER_MESSAGES.linkInvalid);
});
