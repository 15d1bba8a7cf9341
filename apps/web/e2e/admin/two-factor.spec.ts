import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { FORGOT_PASSWORD_PAGE, SESSIONS_CARD, TWO_FACTOR_CARD, TWO_FACTOR_LOGIN } from '@academy/contract/staff-account-constants';
import { MAIL_TEXTS } from '@academy/contract/email-constants';
import { SET_PASSWORD_PAGE, USER_MESSAGES } from '@academy/contract/users-constants';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../fixtures';
import { Secret, TOTP } from 'otpauth';
import { linkIn, waitForMail } from '../mail';
import { newStaff, signIn } from './helpers';

const PASSWORD = 'Staff-Password-2026';

/** A new editor, added through the API by the e2e administrator. */
const newEditor = (request: APIRequestContext) => newStaff(request, { role: 'editor', password: PASSWORD });

/** Screenshots of a new screen at both widths, `focus` scrolled into view, when SHOTS_DIR asks for them (never part of the run's verdict). */
async function shots(page: Page, name: string, focus?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // The narrow layout slides the admin menu away: wait until it is gone.
    if (width === 390) await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
    // Below the sticky header.
    if (focus) await focus.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 96));
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
    if (focus) await focus.screenshot({ path: `${dir}/${name}-${width}-card.png` });
  }
  await page.setViewportSize(size);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an editor turns on two-factor sign-in from its QR code, then signs in with a code computed here and with a recovery code', async ({ page, request }) => {
  const email = await newEditor(request);
  await signIn(page, { path: '/settings', email, password: PASSWORD });
  const card = page.getByRole('region', { name: TWO_FACTOR_CARD.title });
  await expect(card.getByText(TWO_FACTOR_CARD.off)).toBeVisible();
  await card.getByRole('button', { name: TWO_FACTOR_CARD.start }).click();
  await card.getByLabel(TWO_FACTOR_CARD.currentPassword).fill(PASSWORD);
  await card.getByRole('button', { name: TWO_FACTOR_CARD.continue }).click();
  const qr = card.getByRole('img', { name: TWO_FACTOR_CARD.qrAlt });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const key = (await card.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  await shots(page, 'two-factor-setup', card);
  await card.getByLabel(TWO_FACTOR_CARD.confirmCode).fill(totp.generate());
  await card.getByRole('button', { name: TWO_FACTOR_CARD.confirm }).click();
  const codes = card.getByRole('list', { name: TWO_FACTOR_CARD.recoveryTitle }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  await shots(page, 'two-factor-recovery-codes', card);
  await card.getByRole('button', { name: TWO_FACTOR_CARD.done }).click();
  await expect(card.getByText(TWO_FACTOR_CARD.on)).toBeVisible();

  const sessions = page.getByRole('region', { name: SESSIONS_CARD.title });
  await expect(sessions.getByText(SESSIONS_CARD.current)).toBeVisible();
  await shots(page, 'settings-sessions', sessions);
  await logout(page);

  // The password alone is not enough any more.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: TWO_FACTOR_LOGIN.title })).toBeVisible();
  await shots(page, 'two-factor-sign-in');
  await page.getByLabel(TWO_FACTOR_LOGIN.code).fill('000000');
  await page.getByRole('button', { name: TWO_FACTOR_LOGIN.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.codeWrong);
  // The next step's code (the app's clock may run a little ahead): the enrolment code's step is used up.
  await page.getByLabel(TWO_FACTOR_LOGIN.code).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: TWO_FACTOR_LOGIN.submit }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await logout(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel(TWO_FACTOR_LOGIN.code).fill(recovery);
  await page.getByRole('button', { name: TWO_FACTOR_LOGIN.submit }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: TWO_FACTOR_CARD.title }).getByText(TWO_FACTOR_CARD.recoveryLeft(9))).toBeVisible();
});

test('a forgotten password is reset through the mailed link, which works once', async ({ page, request }) => {
  const email = await newEditor(request);
  await page.goto('/login');
  await page.getByRole('link', { name: FORGOT_PASSWORD_PAGE.link }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: FORGOT_PASSWORD_PAGE.title })).toBeVisible();
  await shots(page, 'forgot-password');
  await page.getByLabel(FORGOT_PASSWORD_PAGE.email).fill(email);
  await page.getByRole('button', { name: FORGOT_PASSWORD_PAGE.submit }).click();
  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.resetRequested);
  await shots(page, 'forgot-password-sent');

  const mail = await waitForMail(email, MAIL_TEXTS.passwordReset({ name: '', resetUrl: '', minutes: 0 }).subject);
  const link = new URL(linkIn(mail, 'Choose a new password'));
  await page.goto(link.pathname);
  await page.getByLabel(SET_PASSWORD_PAGE.password, { exact: true }).fill('Reset-By-Mail-2026');
  await page.getByLabel(SET_PASSWORD_PAGE.confirm).fill('Reset-By-Mail-2026');
  await page.getByRole('button', { name: SET_PASSWORD_PAGE.submit }).click();
  await expect(page.getByText(USER_MESSAGES.passwordSet)).toBeVisible();
  await page.goto(link.pathname);
  await expect(page.getByRole('alert')).toHaveText(USER_MESSAGES.linkInvalid);
  await signIn(page, { path: '/dashboard', email, password: 'Reset-By-Mail-2026' });
});
