import { expect, test, type APIRequestContext, type Page } from '../fixtures';
import { ACADEMY_MESSAGES, ACADEMY_SETTINGS } from '@academy/contract/academy-admin-constants';
import { ACADEMY_DEFAULTS, ACADEMY_TEXTS, openStreetMapUrl, type AcademyFacts } from '@academy/contract/academy-constants';
import { TRIAL_MESSAGES } from '@academy/contract/trial-constants';
import { expectNoSeriousA11yViolations } from '../axe';
import { signIn, unique } from './helpers';

/**
 * The academy's facts (Settings → Academy): an administrator edits them, and without a restart
 * every public surface shows them: /contact, the footer, /about, /register and the home page, with
 * tap-to-call, mailto and OpenStreetMap links.
 */
const facts = async (request: APIRequestContext) => ((await (await request.get('/api/academy')).json()) as { data: AcademyFacts }).data;

/** The form's row of a repeated list, by its legend ("Programme 1"). */
const row = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

test('an administrator edits the academy facts and every public page shows them without a restart', async ({ page, request }) => {
  test.setTimeout(90_000);
  const town = unique('Riverside');
  const phone = '+44 (0)20 7946 0123';
  const fee = `£${Math.floor(Math.random() * 900) + 100} a term`;
  const session = unique('Under 9s');
  const why = unique('Floodlit pitches');

  await signIn(page, { path: '/settings?section=academy' });
  await expect(page.getByRole('link', { name: 'Academy', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel(ACADEMY_SETTINGS.fields.town, { exact: true })).toHaveValue((await facts(request)).town);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  // The form checks with the contract's rules before sending anything.
  await page.getByLabel(ACADEMY_SETTINGS.fields.town, { exact: true }).fill('');
  await page.getByLabel(ACADEMY_SETTINGS.fields.phone, { exact: true }).fill('call the office');
  await page.getByRole('button', { name: ACADEMY_SETTINGS.save }).click();
  await expect(page.getByText(ACADEMY_MESSAGES.townRequired)).toBeVisible();
  await expect(page.getByText(ACADEMY_MESSAGES.phone)).toBeVisible();
  await expect(page.getByLabel(ACADEMY_SETTINGS.fields.town, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(ACADEMY_SETTINGS.fields.town, { exact: true }).fill(town);
  await page.getByLabel(ACADEMY_SETTINGS.fields.phone, { exact: true }).fill(phone);
  await page.getByLabel(ACADEMY_SETTINGS.fields.latitude, { exact: true }).fill('51.5072');
  await page.getByLabel(ACADEMY_SETTINGS.fields.longitude, { exact: true }).fill('-0.1276');
  await row(page, ACADEMY_SETTINGS.programmeRow(1)).getByLabel(ACADEMY_SETTINGS.fields.fee, { exact: true }).fill(fee);
  // A new training session, and a reason in place of the last one.
  await page.getByRole('button', { name: ACADEMY_SETTINGS.addTraining }).click();
  const added = row(page, ACADEMY_SETTINGS.trainingRow(ACADEMY_DEFAULTS.training.length + 1));
  await added.getByLabel(ACADEMY_SETTINGS.fields.age_group, { exact: true }).fill(session);
  await added.getByLabel(ACADEMY_SETTINGS.fields.days, { exact: true }).fill('Sun');
  await added.getByLabel(ACADEMY_SETTINGS.fields.times, { exact: true }).fill('10:00 am – 11:00 am');
  const last = ACADEMY_SETTINGS.whyRow(ACADEMY_DEFAULTS.why_us.length);
  await page.getByRole('button', { name: ACADEMY_SETTINGS.removeLabel(last) }).click();
  await page.getByRole('button', { name: ACADEMY_SETTINGS.addWhy }).click();
  await row(page, last).getByLabel(ACADEMY_SETTINGS.fields.whyTitle, { exact: true }).fill(why);
  await row(page, last).getByLabel(ACADEMY_SETTINGS.fields.whyText, { exact: true }).fill('Training goes on after dark all winter.');
  await page.getByRole('button', { name: ACADEMY_SETTINGS.save }).click();
  await expect(page.getByRole('status').filter({ hasText: ACADEMY_MESSAGES.saved })).toBeVisible();

  const saved = await facts(request);
  expect(saved).toMatchObject({ town, phone, latitude: 51.5072, longitude: -0.1276 });
  const mapHref = openStreetMapUrl(51.5072, -0.1276);
  expect(mapHref).toBe('https://www.openstreetmap.org/?mlat=51.5072&mlon=-0.1276#map=17/51.5072/-0.1276');

  // /contact: the full address with its map link, tap-to-call and mailto.
  await page.goto('/contact');
  const details = page.getByRole('complementary', { name: 'Academy details' });
  await expect(details).toContainText(`${ACADEMY_DEFAULTS.address}`);
  await expect(details).toContainText(town);
  await expect(details.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute('href', mapHref);
  await expect(details.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute('target', '_blank');
  await expect(details.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', 'tel:+442079460123');
  await expect(details.getByRole('link', { name: `Email ${saved.email}` })).toHaveAttribute('href', `mailto:${saved.email}`);
  await expect(details).toContainText(session);

  // The footer of every page.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(town);
  await expect(footer.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', 'tel:+442079460123');
  await expect(footer.getByRole('link', { name: `Email ${saved.email}` })).toHaveAttribute('href', `mailto:${saved.email}`);
  await expect(footer.getByRole('link', { name: /^Open in maps/ })).toHaveAttribute('href', mapHref);
  await expect(footer.getByRole('link', { name: /on Instagram$/ })).toHaveAttribute('href', saved.social.instagram!);

  // /about and /register: "Training & fees".
  for (const path of ['/about', '/register']) {
    await page.goto(path);
    const block = page.getByRole('region', { name: ACADEMY_TEXTS.trainingFees });
    await expect(block.getByRole('row', { name: new RegExp(session) })).toContainText('Sun');
    await expect(block.getByRole('listitem').filter({ hasText: ACADEMY_DEFAULTS.programmes[0]!.name })).toContainText(fee);
    await expect(page.getByRole('contentinfo')).toContainText(town);
  }
  await expect(page.getByRole('region', { name: TRIAL_MESSAGES.nextTrials })).toBeVisible();

  // Home: the why-us items, and the next trial dates.
  await page.goto('/');
  const whyList = page.getByRole('region', { name: /Where future stars are made/i }).getByRole('listitem');
  await expect(whyList).toHaveCount(ACADEMY_DEFAULTS.why_us.length);
  await expect(whyList.last()).toContainText(why);
  await expect(page.getByRole('region', { name: TRIAL_MESSAGES.nextTrials }).locator('time').first()).toBeVisible();
});

test('the public pages that show the facts pass axe', async ({ page }) => {
  for (const path of ['/', '/contact', '/about', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
});
