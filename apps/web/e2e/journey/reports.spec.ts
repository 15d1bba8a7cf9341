import { expect, test } from '../fixtures';
import { FAMILY_REPORT_TEXTS as F, REPORT_TEXTS as T } from '@academy/contract/report';
import { signIn } from '../admin/helpers';
import { linkIn, waitForMail } from '../mail';
import { registerChild, unique } from '../public/support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Progress reports end to end on a phone (decision 034): the administrator writes a report from the
 * enrollment detail, the family's page does not show the draft, the administrator publishes it after
 * the confirmation, and the family, from the mail's link, reads it: "4 / 5" with the criterion's
 * name, the comment and the summary.
 */
test('an administrator writes and publishes a report; the family reads it on its status page', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const tag = unique('rp').split('-').slice(1).join('').replace(/\W/g, '');
  const child = await registerChild(request, { player_name: `Report${tag} Achieng` });
  const received = await waitForMail(child.parent_email, /registration/i);
  const statusUrl = linkIn(received, 'See the application');

  await signIn(page, { path: `/enrollment/${child.id}` });
  const block = page.getByTestId('reports-block');
  await expect(block.getByText(T.none)).toBeVisible();
  await block.getByRole('link', { name: T.writeFor(`Report${tag} Achieng`) }).click();
  await expect(page.getByRole('heading', { name: T.formTitleNew(`Report${tag} Achieng`) })).toBeVisible();
  await page.getByLabel(T.scoreLabel('Technique')).selectOption('4');
  await page.getByLabel(T.commentLabel('Technique')).fill('Lovely first touch');
  await page.getByLabel(T.scoreLabel('Attitude')).selectOption('5');
  await page.getByLabel(T.summary).fill(`A bright first term, ${tag}.`);
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.saved)).toBeVisible();

  // A draft never reaches the family.
  const family = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await family.goto(statusUrl);
  await expect(family.getByRole('heading', { level: 1 })).toContainText(`Report${tag}`);
  await expect(family.getByTestId('family-reports')).toHaveCount(0);

  // Published after the confirmation: the family is mailed the link.
  await page.goto(`/enrollment/${child.id}`);
  await expect(block.getByText(T.stateLabels.draft, { exact: true })).toBeVisible();
  await block.getByRole('button', { name: T.publish }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(T.publishBody)).toBeVisible();
  await dialog.getByRole('button', { name: T.publishConfirm }).click();
  await expect(page.getByText(T.publishedNotice)).toBeVisible();
  await expect(block.getByText(T.stateLabels.published, { exact: true })).toBeVisible();

  const mail = await waitForMail(child.parent_email, /^A new progress report/);
  await family.goto(linkIn(mail, 'Read the report'));
  const reports = family.getByTestId('family-reports');
  await expect(reports.getByRole('heading', { name: F.title })).toBeVisible();
  await expect(reports.getByText(`A bright first term, ${tag}.`)).toBeVisible();
  const technique = reports.getByRole('listitem').filter({ hasText: 'Technique' });
  await expect(technique).toContainText(F.score(4, 5));
  await expect(technique).toContainText('Lovely first touch');
  await expect(reports.getByRole('listitem').filter({ hasText: 'Attitude' })).toContainText(F.score(5, 5));
  // Nothing wider than the phone.
  expect(await family.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
