import { expect, test } from '../fixtures';
import { PUBLIC_SQUADS, type PublicSquad, type Squad } from '@academy/contract/squad';
import { groupTeam, type TeamMember } from '@academy/contract/team';
import { png } from '../admin/helpers';
import { adminToken, open, publicGet, registerChild, unique } from './support';

test('team sections follow groupTeam, jump buttons scroll, the squads beside them, partners shown', async ({ page, request }) => {
  // A coach and a player of this test's own (adults: shown by full name). SPEC 2: the player an
  // administrator adds with a position is in that position's section; the squads' rosters
  // (decision 031) come after the five groups.
  const name = unique('Zqcoach');
  const player = unique('Zqplayer');
  for (const [who, role] of [
    [name, 'assistant_coach'],
    [player, 'forward'],
  ] as const) {
    const added = await request.post('/api/team', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      multipart: { name: who, role, jersey_number: '77', is_minor: 'false', photo_consent: 'true', image: png('member.png') },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const members = await publicGet<TeamMember[]>(request, '/api/team?limit=100');
  const rosters = await publicGet<PublicSquad[]>(request, '/api/public/squads');
  expect(rosters.length).toBeGreaterThan(0);
  const groups = groupTeam(members).filter((g) => g.members.length > 0);
  expect(groups.map((g) => g.key)).toEqual(['coaching', 'defenders', 'midfielders', 'forwards', 'goalkeepers']);
  await open(page, '/team');
  const jump = page.getByRole('navigation', { name: 'Jump to a group' });
  // One button per non-empty group, then "Our squads" for the rosters.
  await expect(jump.getByRole('button')).toHaveCount(groups.length + 1);
  await expect(jump.getByRole('button').last()).toHaveText(new RegExp(`^${PUBLIC_SQUADS.title}\\s*\\d+$`, 'i'));
  for (const g of groups) await expect(page.getByRole('heading', { level: 2, name: g.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Forwards' }).getByRole('heading', { name: player })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Coaching Staff' }).getByRole('heading', { name })).toBeVisible();
  const squads = page.getByRole('region', { name: PUBLIC_SQUADS.title });
  // The name then its season: another spec's squad may be called "U12 <tag>".
  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const s of rosters) await expect(squads.getByRole('heading', { level: 3, name: new RegExp(`^${esc(s.name)}\\s+${esc(s.season)}`) })).toBeVisible();

  const last = groups[groups.length - 1]!;
  await jump.getByRole('button', { name: new RegExp(last.title) }).click();
  await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();
  await jump.getByRole('button', { name: new RegExp(PUBLIC_SQUADS.title) }).click();
  await expect(page.getByRole('heading', { level: 2, name: PUBLIC_SQUADS.title })).toBeInViewport();

  await expect(page.getByRole('region', { name: 'Our Partners' }).getByRole('img')).toHaveCount(5);
});

test("a squad's roster names the child whose family said yes to the website and only counts the one whose family said no (decision 060)", async ({
  page,
  request,
}) => {
  const tag = unique('rc').split('-').slice(1).join('').replace(/\W/g, '');
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/squads', { headers: auth, data: { name: `U12 ${tag}`, season: '2026/27', min_age: 10, max_age: 14, capacity: 4 } });
  expect(created.status(), await created.text()).toBe(201);
  const squad = ((await created.json()) as { data: Squad }).data;
  const yes = await registerChild(request, { player_name: `Yes${tag} Okafor` });
  const no = await registerChild(request, { player_name: `No${tag} Mensah`, photo_consent: 'no' });
  // On the roster: offered, then accepted by hand (no mail to follow).
  for (const child of [yes, no]) {
    const offered = await request.post(`/api/registrations/${child.id}/offer`, {
      headers: auth,
      data: { squad_id: squad.id, respond_by: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    });
    expect(offered.status(), await offered.text()).toBe(200);
    const accepted = await request.put(`/api/registrations/${child.id}/status`, { headers: auth, data: { status: 'accepted', notify: false } });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
  const listed = (await publicGet<PublicSquad[]>(request, '/api/public/squads')).find((s) => s.name === squad.name);
  expect(listed).toMatchObject({ players: [{ name: `Yes${tag} O.` }], others: 1 });

  await open(page, '/team');
  const card = page.getByRole('region', { name: PUBLIC_SQUADS.title }).getByRole('article', { name: new RegExp(`^${squad.name}\\b`) });
  await expect(card.getByRole('listitem')).toHaveText([`Yes${tag} O.`]);
  await expect(card.getByText(PUBLIC_SQUADS.others(1))).toBeVisible();
  // Neither the page nor its embedded page data carries the other child's name, initial or surname.
  const served = await (await request.get('/team')).text();
  const html = await page.content();
  for (const text of [`No${tag}`, 'Mensah']) {
    expect(served).not.toContain(text);
    expect(html).not.toContain(text);
  }
  expect(served).toContain(`Yes${tag} O.`);
});

test('about page: the play overlay starts the video', async ({ page }) => {
  await open(page, '/about');
  const play = page.getByRole('button', { name: /^Play video:/ });
  await play.click();
  await expect(page.locator('.about-video-wrap').locator('iframe, video')).toBeVisible();
});
