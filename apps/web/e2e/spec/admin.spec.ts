// SPEC.md statements about sign-in and the admin screens a browser observes (sections 1 to 9):
// one test each, titled with the statement (docs/spec-conformance.md).
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../admin-credentials.mjs';
import { mp4 } from '../admin/helpers';
import { auth, dataOf, expect, failing, png, signedIn, test, unique } from './support';

const TOKEN = 'academy.token';
const USER = 'academy.user';
const storage = (page: Page) => page.evaluate(([t, u]) => [localStorage.getItem(t!), localStorage.getItem(u!)], [TOKEN, USER]);

async function ownPost(request: APIRequestContext, cover = true) {
  const res = await request.post('/api/posts', {
    headers: await auth(request),
    multipart: { title: unique('Spec admin post'), content: '<p>Spec body.</p>', published: 'true', ...(cover ? { cover_image: png('cover.png') } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return dataOf<{ id: number; title: string; cover_image: string | null }>(res);
}

async function ownAlbum(request: APIRequestContext) {
  const res = await request.post('/api/albums', {
    headers: await auth(request),
    multipart: { name: unique('Spec admin album'), created_by: '1', coverImage: png('c.png') },
  });
  return dataOf<{ id: number; name: string }>(res);
}

async function ownRegistration(request: APIRequestContext) {
  const email = `${unique('spec-admin').replace(/\W+/g, '-').toLowerCase()}@example.com`;
  const res = await request.post('/api/registrations', {
    data: {
      parent_name: 'Spec Parent',
      parent_email: email,
      contact_phone: '+233 20 555 0101',
      residence: 'Accra',
      player_name: unique('Spec Athlete'),
      player_age: 12,
      years_playing: '2',
      current_school: 'Riverside Primary',
      uniform_size: 'Medium',
      data_consent: true,
      photo_consent: 'no',
    },
  });
  expect(res.status()).toBe(201);
  const rows = await dataOf<{ id: number; player_name: string }[]>(
    await request.get(`/api/registrations?q=${encodeURIComponent(email)}`, { headers: await auth(request) }),
  );
  return rows[0]!;
}

/** Signs in through the /login form. */
async function formSignIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('§1 and §6: the administrator', () => {
  test(`§1 An administrator signs in and manages posts, media videos, albums and photos, team members and enrollments.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const [label, path] of [
      ['Content', '/allposts'],
      ['Media', '/media'],
      ['Gallery', '/galleryalbum'],
      ['Team', '/teamdashboard'],
      ['Enrollment', '/enrollment'],
    ]) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test(`§1 Two audiences exist: anonymous visitors and the signed-in administrator.`, async ({ page, request }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await signedIn(page, request, '/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(`§6 /editpost/{id} is not wrapped in the guard.`, async ({ page, request }) => {
    const post = await ownPost(request);
    await page.goto(`/editpost/${post.id}`);
    // No redirect to /login: the screen opens for a visitor who is not signed in.
    await expect(page.getByRole('button', { name: 'Update Post' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/editpost/${post.id}$`));
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});

test.describe('§2 /login and the guard', () => {
  test(`§2 /login: On success it goes to the originally requested path, otherwise to /dashboard.`, async ({ page }) => {
    await page.goto('/media');
    await expect(page).toHaveURL(/\/login$/);
    await formSignIn(page);
    await expect(page).toHaveURL(/\/media$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // A new visit to /login, with no requested path kept from before.
    await page.goto('/about');
    await page.goto('/login');
    await formSignIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(`§2 An unauthenticated visitor is redirected to /login, replacing history and passing the requested location along.`, async ({ page }) => {
    await page.goto('/about');
    await page.goto('/teamdashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await formSignIn(page);
    await expect(page).toHaveURL(/\/teamdashboard$/);
  });

  test(`§2 While the session is being checked, a centred spinner with "Loading..." is shown.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const spinner = page.getByText('Loading...', { exact: true });
    await expect(spinner).toBeVisible();
    const box = (await spinner.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(width * 0.1);
    release();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});

test.describe('§2 /login: sample credentials', () => {
  test(`§2 /login: The page shows sample administrator credentials ({email} and {key}) in plain text.`, async ({ page }) => {
    // The e2e servers set ADMIN_PASSWORD, so their demo is off (DESIGN: shown only while the generated
    // demo password is unchanged): the server's answer of an active demo is given here.
    await page.route('**/api/auth/demo', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { active: true, email: 'demo@academy.test', key: 'Kick-Off-42' } }),
      }),
    );
    await page.goto('/login');
    const box = page.getByLabel('Sample administrator credentials');
    await expect(box.getByText('demo@academy.test', { exact: true })).toBeVisible();
    await expect(box.getByText('Kick-Off-42', { exact: true })).toBeVisible();
  });
});

test.describe('§2 Admin routes', () => {
  test(`§2 /editpost/{id}: edit post.`, async ({ page, request }) => {
    const post = await ownPost(request);
    await signedIn(page, request, `/editpost/${post.id}`);
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
  });

  test(`§2 /editpost/{id}: It has the same layout as the new post screen, a button reading "Update Post", and the current cover image.`, async ({
    page,
    request,
  }) => {
    const post = await ownPost(request);
    await signedIn(page, request, `/editpost/${post.id}`);
    await expect(page.getByRole('button', { name: 'Update Post', exact: true })).toBeVisible();
    await expect(page.getByAltText('Cover preview')).toHaveAttribute('src', new RegExp(post.cover_image!.replace(/\.webp$/, '')));
    const editor = (await page.locator('.ql-editor').boundingBox())!;
    const title = (await page.getByLabel('Title').boundingBox())!;
    expect(editor.x).toBeLessThan(title.x);
    await page.goto('/post');
    const editor2 = (await page.locator('.ql-editor').boundingBox())!;
    const title2 = (await page.getByLabel('Title').boundingBox())!;
    expect(editor2.x).toBeLessThan(title2.x);
  });

  test(`§2 /dashboard: counts of enrollment, gallery, content and media, each shown as "N+", and a table of enrollments with a View link to /enrollment/{id}.`, async ({
    page,
    request,
  }) => {
    await signedIn(page, request, '/dashboard');
    for (const key of ['enrollment', 'gallery', 'content', 'media']) await expect(page.getByTestId(`count-${key}`)).toHaveText(/^\d+\+$/);
    const view = page.getByRole('region', { name: 'Enrollments' }).getByRole('link', { name: /^View/ }).first();
    await expect(view).toHaveAttribute('href', /^\/enrollment\/\d+$/);
  });

  test(`§2 /post: new post screen.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
  });

  test(`§2 /post: The left side has a rich-text editor with a toolbar and a "Publish Post" button.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await expect(page.locator('.ql-toolbar')).toBeVisible();
    await expect(page.locator('.ql-editor')).toBeVisible();
    const publish = (await page.getByRole('button', { name: 'Publish Post' }).boundingBox())!;
    const title = (await page.getByLabel('Title').boundingBox())!;
    expect(publish.x).toBeLessThan(title.x);
  });

  test(`§2 /post: The right side has a cover-image upload box and a title text area, plus an "All Post" link to /allposts.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    const editor = (await page.locator('.ql-editor').boundingBox())!;
    const title = page.getByLabel('Title');
    expect(await title.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect((await title.boundingBox())!.x).toBeGreaterThan(editor.x);
    await expect(page.locator('input[type="file"]').first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'All Post', exact: true })).toHaveAttribute('href', '/allposts');
  });

  test(`§2 /allposts: admin list of posts, each with a link to its post.`, async ({ page, request }) => {
    const post = await ownPost(request);
    await signedIn(page, request, '/allposts');
    await expect(page.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/news/${post.id}`);
  });

  test(`§2 /media: video list with delete and a link to /mediaupload.`, async ({ page, request }) => {
    const title = unique('Spec admin video');
    expect((await request.post('/api/media', { headers: await auth(request), multipart: { title, video_url: 'https://vimeo.com/76979871' } })).status()).toBe(
      201,
    );
    await signedIn(page, request, '/media');
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/mediaupload"]').first()).toBeVisible();
  });

  test(`§2 /mediaupload: video upload.`, async ({ page, request }) => {
    await signedIn(page, request, '/mediaupload');
    const title = unique('Spec uploaded');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Video file').setInputFiles(mp4(256 * 1024));
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expect(page).toHaveURL(/\/media$/);
    await expect(page.getByText(title)).toBeVisible();
  });

  test(`§2 /teamdashboard: team list.`, async ({ page, request }) => {
    const members = await dataOf<{ name: string }[]>(await request.get('/api/team?limit=5'));
    await signedIn(page, request, '/teamdashboard');
    await expect(page.getByText(members[0]!.name, { exact: true }).first()).toBeVisible();
  });

  test(`§2 /addteam: add a team member.`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    const name = unique('Spec Added');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Role').selectOption('goalkeeper');
    await page.getByLabel('Photo', { exact: true }).setInputFiles(png('p.png'));
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test(`§2 /addteam: An optional query parameter id switches it to edit.`, async ({ page, request }) => {
    const [member] = await dataOf<{ id: number; name: string }[]>(await request.get('/api/team?limit=1'));
    await signedIn(page, request, `/addteam?id=${member!.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(member!.name);
    await expect(page.getByRole('button', { name: 'Update member' })).toBeVisible();
  });

  test(`§2 /addteam: After saving, the app goes to /dashboard/team.`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    await page.getByLabel('Name').fill(unique('Spec Saved'));
    await page.getByLabel('Role').selectOption('forward');
    await page.getByLabel('Photo', { exact: true }).setInputFiles(png('p.png'));
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page).toHaveURL(/\/dashboard\/team$/);
  });

  test(`§2 /enrollment: athlete cards with a "Register Player" link to /adminenrollement.`, async ({ page, request }) => {
    const row = await ownRegistration(request);
    await signedIn(page, request, '/enrollment');
    await expect(page.getByRole('link', { name: 'Register Player' })).toHaveAttribute('href', '/adminenrollement');
    await expect(page.getByRole('main').getByText(row.player_name, { exact: true }).first()).toBeVisible();
  });

  test(`§2 /enrollment/{id}: read-only details with a Back button.`, async ({ page, request }) => {
    const row = await ownRegistration(request);
    await signedIn(page, request, `/enrollment/${row.id}`);
    await expect(page.getByText(row.player_name).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
  });

  test(`§2 /adminenrollement: admin registration form.`, async ({ page, request }) => {
    await signedIn(page, request, '/adminenrollement');
    await expect(page.getByRole('button', { name: 'Register Player' })).toBeVisible();
    await expect(page.getByLabel(/Health conditions/)).toBeVisible();
  });

  test(`§2 /galleryalbum: album cards, a "Create Album" link to /uploadalbum, an edit link to /edit-album/{id}, and a card link to /album/{id}.`, async ({
    page,
    request,
  }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, '/galleryalbum');
    await expect(page.getByRole('link', { name: 'Create Album' })).toHaveAttribute('href', '/uploadalbum');
    await expect(page.getByRole('link', { name: `Edit ${album.name}` })).toHaveAttribute('href', `/edit-album/${album.id}`);
    await expect(page.getByRole('main').locator(`a[href="/album/${album.id}"]`).first()).toBeVisible();
  });

  test(`§2 /uploadalbum: create an album.`, async ({ page, request }) => {
    await signedIn(page, request, '/uploadalbum');
    await page.getByLabel('Album Name').fill(unique('Spec created album'));
    await page.getByRole('button', { name: 'Create Album' }).click();
    await expect(page).toHaveURL(/\/album\/\d+$/);
  });

  test(`§2 /album and /album/{id}: photo management for an album.`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, `/album/${album.id}`);
    await page.getByLabel('Choose photos').setInputFiles([png('one.png'), png('two.png')]);
    await page.getByRole('button', { name: /Upload 2 photos/ }).click();
    await expect(page.getByRole('button', { name: 'Delete photo 2' })).toBeVisible();
    await page.goto('/album');
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test(`§2 /edit-album/{id}: shows a Loading state first, then Album Name, an Album Cover file chooser, a Cancel button (back to /galleryalbum) and an Update button.`, async ({
    page,
    request,
  }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, '/galleryalbum');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/albums/${album.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: `Edit ${album.name}` }).click();
    await expect(page.getByText(/Loading/).first()).toBeVisible();
    release();
    await expect(page.getByLabel('Album Name')).toHaveValue(album.name);
    await expect(page.getByLabel('Album Cover')).toHaveAttribute('type', 'file');
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/galleryalbum$/);
  });

  test(`§2 The sidebar has entries for dashboard, content, media, team, enrollment, gallery and settings.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    // An entry's name may go on with its count badge ("Enrollment , 2 new").
    for (const label of ['Dashboard', 'Content', 'Media', 'Team', 'Enrollment', 'Gallery', 'Settings'])
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}\\b`) })).toBeVisible();
  });

  test(`§2 The header shows the user name, role and email (role defaults to Admin) and a Logout action.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    await expect(page.getByTestId('admin-user-name')).not.toBeEmpty();
    await expect(page.getByTestId('admin-user-role')).toHaveText('Admin');
    await expect(page.getByTestId('admin-user-email')).toHaveText(E2E_ADMIN.email);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});

test.describe('§2 Editor toolbar', () => {
  test(`§2 Formats: bold, italic, underline, strike; align left, center and right; headings H1 to H5; bullet and ordered lists; code block.`, async ({
    page,
    request,
  }) => {
    await signedIn(page, request, '/post');
    const bar = page.locator('.ql-toolbar');
    for (const f of ['bold', 'italic', 'underline', 'strike', 'code-block']) await expect(bar.locator(`button.ql-${f}`)).toHaveCount(1);
    await expect(bar.locator('button.ql-list[value="bullet"]')).toHaveCount(1);
    await expect(bar.locator('button.ql-list[value="ordered"]')).toHaveCount(1);
    const aligns = await bar
      .locator('.ql-align')
      .evaluateAll((els) =>
        els.flatMap((el) => (el.tagName === 'SELECT' ? Array.from((el as HTMLSelectElement).options).map((o) => o.value) : [el.getAttribute('value') ?? ''])),
      );
    for (const a of ['', 'center', 'right']) expect(aligns).toContain(a);
    const headers = await bar.locator('select.ql-header option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const h of ['1', '2', '3', '4', '5']) expect(headers).toContain(h);
  });

  test(`§2 Link: asks for a URL.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('academy');
    await page.keyboard.press('Shift+Home');
    await page.locator('.ql-toolbar button.ql-link').click();
    const input = page.locator('.ql-tooltip input[type="text"]');
    await expect(input).toBeVisible();
    await input.fill('https://example.com/spec');
    await input.press('Enter');
    await expect(page.locator('.ql-editor a[href="https://example.com/spec"]')).toHaveText('academy');
  });

  test(`§2 Image insert: from a file, embedded inline.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.ql-toolbar button.ql-image').click();
    await (await chooser).setFiles(png('inline.png'));
    await expect(page.locator('.ql-editor img')).toHaveCount(1);
  });

  test(`§2 Font size: 12, 14, 16, 18 or 24.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    // The size picker's items: 16 is the editor's own size, so its item writes no size (no data-value).
    await expect(page.locator('.ql-toolbar .ql-picker.ql-size')).toBeVisible();
    const sizes = await page
      .locator('.ql-toolbar .ql-size .ql-picker-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-value')?.replace('px', '') ?? '16'));
    expect(sizes).toEqual(['12', '14', '16', '18', '24']);
  });

  test(`§2 The default is 16.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Sixteen');
    expect(
      await page
        .locator('.ql-editor p')
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('16px');
  });
});

test.describe('§3 and §4: the session', () => {
  test(`§3 Session: a token and a user, kept in browser storage under one key for the token and one for the user (stored as JSON).`, async ({ page }) => {
    await page.goto('/login');
    await formSignIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const [token, user] = await storage(page);
    expect(token!.length).toBeGreaterThan(20);
    expect(JSON.parse(user!)).toMatchObject({ email: E2E_ADMIN.email, role: 'admin' });
  });

  test(`§4 Session check: at start: loading starts true.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test(`§4 Session check: If both a stored token and a stored user exist, the profile is requested.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    const profile = page.waitForRequest('**/api/auth/profile');
    await page.reload();
    expect((await profile).headers().authorization).toMatch(/^Bearer /);
  });

  test(`§4 Session check: On success the token and user are set.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    await page.reload();
    await expect(page.getByTestId('admin-user-email')).toHaveText(E2E_ADMIN.email);
  });

  test(`§4 Session check: On any failure both stored items are removed and the user is signed out.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    await failing(page, '**/api/auth/profile', 401);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual([null, null]);
  });

  test(`§4 Session check: Then loading ends.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  test(`§4 Login: loading is true.`, async ({ page }) => {
    await page.goto('/login');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await formSignIn(page);
    await expect(page.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test(`§4 Login: On success the token and user are saved to storage and state.`, async ({ page }) => {
    await page.goto('/login');
    await formSignIn(page);
    await expect(page.getByTestId('admin-user-email')).toHaveText(E2E_ADMIN.email);
    const [token, user] = await storage(page);
    expect(token).toBeTruthy();
    expect(user).toBeTruthy();
  });

  test(`§4 Login: Loading ends either way.`, async ({ page }) => {
    await page.goto('/login');
    await formSignIn(page, E2E_ADMIN.email, 'not-the-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test(`§4 Logout: clears storage, token and user.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual([null, null]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`§4 Authenticated: means both a token and a user are present.`, async ({ page, request }) => {
    const token = (await auth(request)).Authorization.replace('Bearer ', '');
    await page.goto('/login');
    await page.evaluate(([k, t]) => localStorage.setItem(k!, t!), [TOKEN, token]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`§7 Authentication GET /auth/profile: It is used at start-up and for token verification.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    const profile = page.waitForRequest('**/api/auth/profile');
    await page.reload();
    expect((await profile).method()).toBe('GET');
  });

  test(`§7 Generic client: adds a bearer token if one is stored.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    const call = page.waitForRequest((r) => r.url().includes('/api/registrations'));
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Enrollment' }).click();
    expect((await call).headers().authorization).toMatch(/^Bearer .{20,}/);
  });

  test(`§7 Generic client: It sends a JSON content type unless the body is form data, and includes credentials.`, async ({ page, request }) => {
    const post = await ownPost(request);
    await signedIn(page, request, '/allposts');
    const json = page.waitForRequest((r) => r.url().endsWith(`/api/news/${post.id}/publish`));
    await page.getByRole('button', { name: `Unpublish ${post.title}` }).click();
    expect((await json).headers()['content-type']).toContain('application/json');
    await page.goto(`/editpost/${post.id}`);
    const form = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/posts/${post.id}`));
    await page.getByRole('button', { name: 'Update Post' }).click();
    expect((await form).headers()['content-type']).toMatch(/^multipart\/form-data/);
  });

  test(`§7 The dashboard requests registrations, albums, media and posts, and counts the entries of each data array.`, async ({ page, request }) => {
    const headers = await auth(request);
    const total = async (path: string) => ((await (await request.get(path, { headers })).json()) as { total: number }).total;
    const expected = {
      enrollment: await total('/api/registrations?limit=1'),
      gallery: await total('/api/albums?limit=1'),
      media: await total('/api/media?limit=1'),
      content: await total('/api/posts?limit=1'),
    };
    await signedIn(page, request, '/dashboard');
    for (const [key, n] of Object.entries(expected)) await expect(page.getByTestId(`count-${key}`), key).toHaveText(`${n}+`);
  });
});

test.describe('§4 Posts and albums', () => {
  test(`§4 New post: after a successful publish, title, content and cover are cleared and the user stays on the screen.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Spec body text.');
    await page.getByLabel('Title').fill(unique('Spec published'));
    await page.locator('input[type="file"]').first().setInputFiles(png('cover.png'));
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Post created successfully.' })).toBeVisible();
    await expect(page).toHaveURL(/\/post$/);
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(page.locator('.ql-editor')).toHaveClass(/ql-blank/);
    await expect(page.getByAltText('Cover preview')).toHaveCount(0);
  });

  test(`§4 Edit post: after a successful update, it navigates to /allposts.`, async ({ page, request }) => {
    const post = await ownPost(request);
    await signedIn(page, request, `/editpost/${post.id}`);
    await page.getByLabel('Title').fill(`${post.title} (edited)`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/allposts$/);
    await expect(page.getByRole('status').filter({ hasText: 'Post updated successfully.' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${post.title} (edited)`, exact: true })).toBeVisible();
  });

  test(`§4 Edit album: loading, then form, then submitting (button reads "Updating..." and is disabled).`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, `/edit-album/${album.id}`);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/albums/${album.id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
  });

  test(`§4 Edit album: On success it navigates to /galleryalbum.`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, `/edit-album/${album.id}`);
    await page.getByLabel('Album Name').fill(`${album.name} 2`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/galleryalbum$/);
    await expect(page.getByText('Album updated successfully.')).toBeVisible();
  });

  test(`§4 Editor history: undo is grouped within 1 second and keeps at most 100 steps.`, async ({ page, request }) => {
    await page.clock.install();
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('grouped');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.locator('.ql-editor')).toHaveClass(/ql-blank/);
    for (let i = 0; i < 102; i++) {
      await page.keyboard.type('x');
      await page.clock.fastForward(1100);
    }
    for (let i = 0; i < 105; i++) await page.keyboard.press('ControlOrMeta+z');
    await expect(page.locator('.ql-editor')).toHaveText('xx');
  });
});

test.describe('§5 Validation messages', () => {
  test(`§5 Login: email and password are both required.`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    const login = page.waitForRequest('**/api/auth/login', { timeout: 1500 }).catch(() => null);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await login).toBeNull();
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`§5 Login: Message: "Please fill in all fields".`, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test(`§5 Album create and update: Message: "Please enter an album name".`, async ({ page, request }) => {
    await signedIn(page, request, '/uploadalbum');
    await page.getByLabel('Album Name').fill('   ');
    await page.getByRole('button', { name: 'Create Album' }).click();
    await expect(page.getByText('Please enter an album name', { exact: true })).toBeVisible();
  });

  test(`§5 Video upload: Message: "Please enter video title".`, async ({ page, request }) => {
    await signedIn(page, request, '/mediaupload');
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expect(page.getByText('Please enter video title', { exact: true })).toBeVisible();
  });

  test(`§5 Video upload: Message: "Provide video file or URL".`, async ({ page, request }) => {
    await signedIn(page, request, '/mediaupload');
    await page.getByLabel('Title').fill('A title');
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expect(page.getByText('Provide video file or URL', { exact: true })).toBeVisible();
  });

  test(`§5 Video upload: A dropped file must be a video type.`, async ({ page, request }) => {
    await signedIn(page, request, '/mediaupload');
    await page.getByLabel('Title').fill('A title');
    await page.getByLabel('Video file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expect(page).toHaveURL(/\/mediaupload$/);
    await expect(page.getByRole('alert').or(page.locator('[role="alert"], .error, [id$="-error"]')).first()).toBeVisible();
  });

  test(`§5 Team member: Name is required ("Name is required").`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  });

  test(`§5 Team member: Role is required ("Role is required").`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Role is required', { exact: true })).toBeVisible();
  });

  test(`§5 Team member: A photo is required when adding ("Player photo is required").`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Player photo is required', { exact: true })).toBeVisible();
  });

  test(`§5 Team member: The image must be JPEG, JPG, PNG or WebP ("Please upload a valid image file (JPEG, PNG, or WebP)").`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('Please upload a valid image file (JPEG, PNG, or WebP)', { exact: true })).toBeVisible();
  });

  test(`§5 Team member: The image must be under 5MB ("Image size should be less than 5MB").`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
    await expect(page.getByText('Image size should be less than 5MB', { exact: true })).toBeVisible();
  });

  test(`§5 Editor: Link URLs are allowed only with the protocols http, https, mailto, tel and sms.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    for (const [i, url] of [
      'javascript:alert(1)',
      'https://example.com/ok',
      'mailto:a@example.com',
      'tel:+15550100',
      'sms:+15550100',
      'http://example.com/',
    ].entries()) {
      await page.keyboard.type(`link${i}`);
      for (let k = 0; k < `link${i}`.length; k++) await page.keyboard.press('Shift+ArrowLeft');
      await page.locator('.ql-toolbar button.ql-link').click();
      await page.locator('.ql-tooltip input[type="text"]').fill(url);
      await page.locator('.ql-tooltip input[type="text"]').press('Enter');
      await page.keyboard.press('End');
      await page.keyboard.type(' ');
    }
    const hrefs = await page.locator('.ql-editor a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => h?.startsWith('javascript:'))).toEqual([]);
    for (const ok of ['https://example.com/ok', 'mailto:a@example.com', 'tel:+15550100', 'sms:+15550100', 'http://example.com/']) expect(hrefs).toContain(ok);
  });
});

test.describe('§8 Error catalogue (admin screens)', () => {
  const cases: [string, string, string, string][] = [
    [`§8 Load and delete failures: 'Failed to load dashboard'`, '**/api/admin/dashboard**', '/dashboard', 'Failed to load dashboard'],
    [`§8 Load and delete failures: 'Failed to load registrations'`, '**/api/registrations?**', '/enrollment', 'Failed to load registrations'],
    [`§8 Load and delete failures: 'Failed to fetch media'`, '**/api/media?**', '/media', 'Failed to fetch media'],
  ];
  for (const [title, api, path, message] of cases) {
    test(title, async ({ page, request }) => {
      await signedIn(page, request, '/teamdashboard');
      await failing(page, api);
      await page.goto(path);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    });
  }

  test(`§8 Load and delete failures: 'Athlete not found'`, async ({ page, request }) => {
    await signedIn(page, request, '/enrollment/99999999');
    await expect(page.getByText('Athlete not found', { exact: true })).toBeVisible();
  });

  test(`§8 Load and delete failures: 'Failed to load athlete details'`, async ({ page, request }) => {
    const row = await ownRegistration(request);
    await signedIn(page, request, '/dashboard');
    await failing(page, `**/api/registrations/${row.id}`);
    await page.goto(`/enrollment/${row.id}`);
    await expect(page.getByText('Failed to load athlete details', { exact: true })).toBeVisible();
  });

  test(`§8 Load and delete failures: 'Failed to load team member'`, async ({ page, request }) => {
    const [member] = await dataOf<{ id: number }[]>(await request.get('/api/team?limit=1'));
    await signedIn(page, request, '/dashboard');
    await failing(page, `**/api/team/${member!.id}`);
    await page.goto(`/addteam?id=${member!.id}`);
    await expect(page.getByText('Failed to load team member', { exact: true })).toBeVisible();
  });

  async function failedDelete(page: Page, api: string, button: string, message: string) {
    await page.route(api, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: button }).first().click();
    const dialog = page.getByRole('alertdialog');
    if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  test(`§8 Load and delete failures: 'Failed to delete video'`, async ({ page, request }) => {
    const title = unique('Spec undeletable video');
    expect((await request.post('/api/media', { headers: await auth(request), multipart: { title, video_url: 'https://vimeo.com/76979871' } })).status()).toBe(
      201,
    );
    await signedIn(page, request, '/media');
    await page.route('**/api/media/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete video', { exact: true })).toBeVisible();
  });

  test(`§8 Load and delete failures: 'Failed to delete album'`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, '/galleryalbum');
    await failedDelete(page, '**/api/albums/*', `Delete ${album.name}`, 'Failed to delete album');
  });

  test(`§8 Load and delete failures: 'Failed to delete post.'`, async ({ page, request }) => {
    const post = await ownPost(request);
    await signedIn(page, request, '/allposts');
    await failedDelete(page, '**/api/posts/*', `Delete ${post.title}`, 'Failed to delete post.');
  });

  test(`§8 Load and delete failures: 'Failed to delete member'`, async ({ page, request }) => {
    const name = unique('Spec Undeletable');
    expect(
      (
        await request.post('/api/team', {
          headers: await auth(request),
          multipart: { name, role: 'forward', is_minor: 'false', photo_consent: 'true', image: png('m.png') },
        })
      ).status(),
    ).toBe(201);
    await signedIn(page, request, '/teamdashboard');
    await failedDelete(page, '**/api/team/*', `Delete ${name}`, 'Failed to delete member');
  });

  test(`§8 Load and delete failures: 'Failed to delete photo'`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    expect((await request.post(`/api/albums/${album.id}/photos`, { headers: await auth(request), multipart: { photos: png('p.png') } })).status()).toBe(201);
    await signedIn(page, request, `/album/${album.id}`);
    await failedDelete(page, '**/api/photos/*', 'Delete photo 1', 'Failed to delete photo');
  });

  test(`§8 Upload and save failures: 'Failed to upload photos'`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, `/album/${album.id}`);
    await failing(page, `**/api/**/albums/${album.id}/photos`);
    await page.getByLabel('Choose photos').setInputFiles([png('one.png')]);
    await page.getByRole('button', { name: /Upload 1 photo/ }).click();
    await expect(page.getByText('Failed to upload photos', { exact: true })).toBeVisible();
  });

  test(`§8 Upload and save failures: 'Upload failed. Check server connection.'`, async ({ page, request }) => {
    await signedIn(page, request, '/mediaupload');
    await page.route('**/api/media', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Title').fill('Will fail');
    await page.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expect(page.getByText('Upload failed. Check server connection.', { exact: true })).toBeVisible();
  });

  test(`§8 Upload and save failures: 'Failed to create album' (or the server message)`, async ({ page, request }) => {
    await signedIn(page, request, '/uploadalbum');
    await page.route('**/api/albums', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByLabel('Album Name').fill('Will fail');
    await page.getByRole('button', { name: 'Create Album' }).click();
    await expect(page.getByText('Failed to create album', { exact: true })).toBeVisible();
  });

  test(`§8 Upload and save failures: 'Failed to save team member' (the server message is preferred)`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    await page.route('**/api/team', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByLabel('Name').fill('Will fail');
    await page.getByLabel('Role').selectOption('forward');
    await page.getByLabel('Photo', { exact: true }).setInputFiles(png('p.png'));
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Failed to save team member', { exact: true })).toBeVisible();
  });

  test(`§8 Authentication: Login with success false: the server's message is shown.`, async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Spec: no such account' }) }),
    );
    await formSignIn(page);
    await expect(page.getByRole('alert')).toHaveText('Spec: no such account');
  });

  test(`§8 Authentication: Network or parse failure on login: "Network error. Please try again."`, async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await formSignIn(page);
    await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  });

  test(`§8 Authentication: Profile failure (non-OK response or success false): stored session data is cleared and the user is signed out, with no message.`, async ({
    page,
    request,
  }) => {
    await signedIn(page, request, '/dashboard');
    await page.route('**/api/auth/profile', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual([null, null]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test(`§8 Messages for registration and contact: Generic: 'An error occurred. Please try again.'`, async ({ page, request }) => {
    await signedIn(page, request, '/adminenrollement');
    await page.route('**/api/admin/registrations', (route) => route.abort('connectionrefused'));
    await fillAdminRegistration(page);
    await expect(page.getByText('An error occurred. Please try again.', { exact: true })).toBeVisible();
  });

  test(`§8 Messages for registration and contact: Admin registration success: 'Player registered successfully! We will contact you soon.'`, async ({
    page,
    request,
  }) => {
    await signedIn(page, request, '/adminenrollement');
    await fillAdminRegistration(page);
    await expect(page.getByText('Player registered successfully! We will contact you soon.', { exact: true })).toBeVisible();
  });

  test(`§8 Post and album alerts: 'Post created successfully.' / 'Failed to create post.'`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Body.');
    await page.getByLabel('Title').fill(unique('Spec alert post'));
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await expect(page.getByText('Post created successfully.')).toBeVisible();
    await page.route('**/api/posts', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Body.');
    await page.getByLabel('Title').fill('Will fail');
    await page.getByRole('button', { name: 'Publish Post' }).click();
    await expect(page.getByText('Failed to create post.', { exact: true })).toBeVisible();
  });

  test(`§8 Post and album alerts: 'Post updated successfully.' / 'Failed to update post.'`, async ({ page, request }) => {
    const post = await ownPost(request);
    await signedIn(page, request, `/editpost/${post.id}`);
    await page.route(`**/api/posts/${post.id}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Failed to update post.', { exact: true })).toBeVisible();
    await page.unroute(`**/api/posts/${post.id}`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Post updated successfully.')).toBeVisible();
  });

  test(`§8 Post and album alerts: 'Failed to load post for editing.'`, async ({ page, request }) => {
    const post = await ownPost(request);
    await signedIn(page, request, '/dashboard');
    await failing(page, `**/api/posts/${post.id}`);
    await page.goto(`/editpost/${post.id}`);
    await expect(page.getByText('Failed to load post for editing.', { exact: true })).toBeVisible();
  });

  test(`§8 Post and album alerts: 'Album updated successfully.' / 'Failed to update album.'`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, `/edit-album/${album.id}`);
    await page.route(`**/api/albums/${album.id}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Failed to update album.', { exact: true })).toBeVisible();
    await page.unroute(`**/api/albums/${album.id}`);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Album updated successfully.')).toBeVisible();
  });

  test(`§8 Post and album alerts: Album load failure on the edit screen: only logged, and loading ends.`, async ({ page, request }) => {
    const album = await ownAlbum(request);
    await signedIn(page, request, '/dashboard');
    await failing(page, `**/api/albums/${album.id}`);
    await page.goto(`/edit-album/${album.id}`);
    await expect(page.getByLabel('Album Name')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});

async function fillAdminRegistration(page: Page) {
  const form = page.getByRole('main');
  await form.getByLabel('Parent name').fill('Spec Guardian');
  await form.getByLabel('Email').fill(`${unique('spec-adminreg').replace(/\W+/g, '-').toLowerCase()}@example.com`);
  await form.getByLabel('Phone').fill('+1 555 0199');
  await form.getByLabel('Residence').fill('Hillside');
  await form.getByLabel('Athlete name').fill(unique('Spec Registered'));
  await form.getByLabel('Age').selectOption('16');
  await form.getByLabel('Years playing').selectOption('6');
  await form.getByLabel('Current school').fill('Hillside High');
  await form.getByLabel('Uniform size').selectOption('X-Large');
  await form.getByLabel(/Health conditions/).fill('None');
  // Any other choice still unanswered (contact permission): its first answer.
  for (const select of await form.getByRole('combobox').all()) if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  for (const radio of await form.getByRole('radio', { name: /^No/ }).all()) await radio.check();
  for (const box of await form.getByRole('checkbox').all()) await box.check();
  await form.getByRole('button', { name: 'Register Player' }).click();
}

test.describe('§9 Business constants and limits (admin screens)', () => {
  test(`§9 Team roles: goalkeeper, defender, midfielder, forward, head_coach, assistant_coach, goalkeeper_coach, fitness_coach.`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    const values = await page
      .getByLabel('Role')
      .locator('option:not([value=""])')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['goalkeeper', 'defender', 'midfielder', 'forward', 'head_coach', 'assistant_coach', 'goalkeeper_coach', 'fitness_coach']);
  });

  test(`§9 Jersey number: 0 to 99; 0 is shown by default.`, async ({ page, request }) => {
    await signedIn(page, request, '/addteam');
    const jersey = page.getByLabel('Jersey number (optional)');
    await expect(jersey).toHaveValue('0');
    await expect(jersey).toHaveAttribute('min', '0');
    await expect(jersey).toHaveAttribute('max', '99');
  });

  test(`§9 Editor: Font sizes 12, 14, 16, 18, 24, default 16.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await expect(page.locator('.ql-toolbar .ql-picker.ql-size')).toBeVisible();
    const sizes = await page
      .locator('.ql-toolbar .ql-size .ql-picker-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-value')?.replace('px', '') ?? '16'));
    expect(sizes).toEqual(['12', '14', '16', '18', '24']);
    await page.locator('.ql-editor').click();
    await page.keyboard.type('x');
    expect(
      await page
        .locator('.ql-editor p')
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('16px');
  });

  test(`§9 Editor: Minimum height 500 px.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    expect((await page.locator('.ql-editor').boundingBox())!.height).toBeGreaterThanOrEqual(500);
  });

  test(`§9 Editor: Undo delay 1000 ms, at most 100 steps.`, async ({ page, request }) => {
    await page.clock.install();
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('a');
    await page.clock.fastForward(900);
    await page.keyboard.type('b');
    await page.clock.fastForward(1100);
    await page.keyboard.type('c');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.locator('.ql-editor')).toHaveText('ab');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.locator('.ql-editor')).toHaveClass(/ql-blank/);
  });

  test(`§9 Editor: Indent levels 1 to 8.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    // Pasted list items at levels 1, 8 and 9: the editor keeps 1 and 8, and has no level 9.
    await page.locator('.ql-editor').evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/html', '<ol><li class="ql-indent-1">one</li><li class="ql-indent-8">eight</li><li class="ql-indent-9">nine</li></ol>');
      data.setData('text/plain', 'one eight nine');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.locator('.ql-editor li')).toHaveCount(3);
    await expect(page.locator('.ql-editor li').nth(0)).toHaveClass(/ql-indent-1\b/);
    await expect(page.locator('.ql-editor li').nth(1)).toHaveClass(/ql-indent-8\b/);
    await expect(page.locator('.ql-editor li.ql-indent-9')).toHaveCount(0);
  });

  test(`§5 Editor: pasted or dropped images are limited to png and jpeg.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    const drop = (name: string, type: string) =>
      page.locator('.ql-editor').evaluate(
        (el, [n, t]) => {
          const data = new DataTransfer();
          const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC'), (c) =>
            c.charCodeAt(0),
          );
          data.items.add(new File([bytes], n!, { type: t! }));
          const rect = el.getBoundingClientRect();
          el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, clientX: rect.x + 10, clientY: rect.y + 10 }));
        },
        [name, type],
      );
    // A GIF first, then a PNG: only the PNG becomes a picture.
    await drop('moving.gif', 'image/gif');
    await drop('still.png', 'image/png');
    await expect(page.locator('.ql-editor img')).toHaveCount(1);
    await drop('photo.jpg', 'image/jpeg');
    await expect(page.locator('.ql-editor img')).toHaveCount(2);
  });

  test(`§9 Editor: Image types png and jpeg.`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await page.locator('.ql-editor').click();
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.ql-toolbar button.ql-image').click();
    const accept = (await chooser).element();
    expect(
      (await accept.getAttribute('accept'))
        ?.split(',')
        .map((s) => s.trim())
        .sort(),
    ).toEqual(['image/jpeg', 'image/png']);
  });

  test(`§9 Editor: Placeholder text: "Write your post content here..."`, async ({ page, request }) => {
    await signedIn(page, request, '/post');
    await expect(page.locator('.ql-editor')).toHaveAttribute('data-placeholder', 'Write your post content here...');
  });

  test(`§9 Session storage: one key for the token and one for the user.`, async ({ page, request }) => {
    await signedIn(page, request, '/dashboard');
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => /token|user/i.test(k)));
    expect(keys.sort()).toEqual([TOKEN, USER].sort());
  });
});
