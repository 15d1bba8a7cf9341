import { chromium } from '@playwright/test';
const base = process.argv[2];
const out = '/work/wt/shots/spec';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: process.env.E2E_EMAIL, password: process.env.E2E_PASSWORD }) })).json();
const { token, user } = login.data;
for (const width of [1366, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 800 ? 800 : 844 } });
  const page = await ctx.newPage();
  for (const [name, path] of [['team', '/team'], ['news', '/news'], ['album', '/photo/1']]) {
    await page.goto(`${base}${path}`);
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: name !== 'team' ? false : false });
    if (name === 'team') {
      await page.getByRole('button', { name: /^Forwards/ }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/team-forwards-${width}.png` });
      await page.getByRole('button', { name: /^Our squads/i }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/team-squads-${width}.png` });
    }
    if (name === 'news') {
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/news-list-${width}.png` });
    }
  }
  await page.evaluate(([t, u]) => { localStorage.setItem('academy.token', t); localStorage.setItem('academy.user', JSON.stringify(u)); }, [token, user]);
  const posts = await (await fetch(`${base}/api/posts?limit=1`)).json();
  await page.goto(`${base}/editpost/${posts.data[0].id}`);
  await page.getByRole('button', { name: 'Update Post' }).waitFor();
  await page.screenshot({ path: `${out}/editpost-${width}.png` });
  await page.getByRole('button', { name: 'Update Post' }).click();
  await page.waitForURL(/\/allposts$/);
  await page.getByText('Post updated successfully.').first().waitFor();
  await page.screenshot({ path: `${out}/editpost-after-update-${width}.png` });
  await ctx.close();
}
await browser.close();
