import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ABOUT_DEFAULT,
  HERO_DEFAULT,
  SITE_CONTENT_DEFAULTS,
  SITE_CONTENT_EDITOR as E,
  SITE_CONTENT_MESSAGES as M,
  type HeroContent,
  type SiteContent,
} from '@academy/contract/site-content';
import { api, fail, ok } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import SettingsPage from './settings-page';

const ADMIN = { id: 1, name: 'Admin', email: 'admin@academy.test', role: 'admin' } as const;
const EDITOR = { id: 2, name: 'Eddie', email: 'eddie@academy.test', role: 'editor' } as const;
const open = async (user: typeof ADMIN | typeof EDITOR = ADMIN) => {
  renderScreen(<SettingsPage user={user} onSaved={() => {}} />, { route: '/settings', path: '/settings?section=content' });
  if (user.role === 'admin') await screen.findByRole('form', { name: E.heroTitle });
};

const heroForm = () => screen.getByRole('form', { name: E.heroTitle });
const aboutForm = () => screen.getByRole('form', { name: E.aboutTitle });
const slide = (n: number) => within(heroForm()).getByRole('group', { name: E.slide(n) });
const preview = (form: HTMLElement) => within(form).getByTestId('site-preview');

describe('Settings → Site content', () => {
  it('previews the draft with the home page’s own banner, at a wide and a phone width, and saves it', async () => {
    api.get('/public/site-content', ok(SITE_CONTENT_DEFAULTS));
    api.put('/site-content/hero', (call) => ok({ ...SITE_CONTENT_DEFAULTS, hero: call.body as HeroContent, custom: { hero: true, about: false } }));
    await open();
    const title = await within(slide(2)).findByLabelText(E.fields.title);
    expect(title).toHaveValue(HERO_DEFAULT.slides[1]!.title);
    expect(within(heroForm()).getByText(E.defaultContent)).toBeInTheDocument();
    expect(within(heroForm()).getByRole('button', { name: E.reset })).toBeDisabled();

    await userEvent.clear(title);
    await userEvent.type(title, 'Cup final night');
    // The preview is the real banner, drawn from the draft before anything is saved.
    const banner = within(preview(heroForm())).getByRole('region', { name: 'Match highlights (preview)', hidden: true });
    expect(banner).toHaveAttribute('data-layout', 'wide');
    expect(
      within(banner)
        .getAllByRole('heading', { level: 2, hidden: true })
        .map((h) => h.textContent),
    ).toEqual([HERO_DEFAULT.slides[0]!.title, 'Cup final night', HERO_DEFAULT.slides[2]!.title]);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(within(heroForm()).getByRole('radio', { name: E.widths.phone }));
    expect(preview(heroForm())).toHaveAttribute('data-width', 'phone');
    expect(within(preview(heroForm())).getByRole('region', { name: 'Match highlights (preview)', hidden: true })).toHaveAttribute('data-layout', 'narrow');

    await userEvent.click(within(heroForm()).getByRole('button', { name: E.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.saved);
    const sent = api.lastCall('PUT', '/site-content/hero')!.body as HeroContent;
    expect(sent.slides.map((s) => s.title)).toEqual([HERO_DEFAULT.slides[0]!.title, 'Cup final night', HERO_DEFAULT.slides[2]!.title]);
    expect(sent.slides[0]).toEqual(HERO_DEFAULT.slides[0]);
    await waitFor(() => expect(within(heroForm()).getByRole('button', { name: E.reset })).toBeEnabled());
    expect(within(heroForm()).getByText(E.edited)).toBeInTheDocument();
  });

  it('renders the About texts as paragraphs of text, markup included as text', async () => {
    api.get('/public/site-content', ok(SITE_CONTENT_DEFAULTS));
    await open();
    const text = await within(aboutForm()).findAllByLabelText(E.fields.text);
    fireEvent.change(text[0]!, { target: { value: 'First <b>bold</b> paragraph.\n\nSecond paragraph.' } });
    const shown = preview(aboutForm());
    await waitFor(() => expect(within(shown).getByText('First <b>bold</b> paragraph.')).toBeInTheDocument());
    expect(within(shown).getByText('Second paragraph.').tagName).toBe('P');
    expect(shown.querySelector('b')).toBeNull();
    expect(within(shown).getByText(ABOUT_DEFAULT.mission.heading)).toBeInTheDocument();
  });

  it('checks with the contract before sending, and puts the server’s refusals under their fields', async () => {
    api.get('/public/site-content', ok(SITE_CONTENT_DEFAULTS));
    api.put('/site-content/hero', fail(400, M.imageMissing, { 'slides.2.image': M.imageMissing }));
    await open();
    const alt = await within(slide(1)).findByLabelText(E.fields.alt);
    await userEvent.clear(alt);
    await userEvent.click(within(heroForm()).getByRole('button', { name: E.save }));
    expect(await within(slide(1)).findByText(M.altRequired)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(alt, 'A floodlit pitch');
    await userEvent.click(within(heroForm()).getByRole('button', { name: E.save }));
    expect(await within(slide(3)).findByText(M.imageMissing)).toBeInTheDocument();
  });

  it('uploads a slide picture at once and shows it in the preview; resets a section after asking', async () => {
    const stored: SiteContent = { ...SITE_CONTENT_DEFAULTS, custom: { hero: true, about: false } };
    api.get('/public/site-content', ok(stored));
    api.post('/site-content/images', ok({ url: '/uploads/images/new-slide.webp', width: 1920, height: 1080 }, { status: 201 }));
    api.delete('/site-content/hero', ok(SITE_CONTENT_DEFAULTS));
    await open();
    const input = await within(slide(3)).findByLabelText(`${E.chooseImage}: ${E.slide(3)}`);
    await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cup.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(preview(heroForm())).getAllByRole('img', { hidden: true })[2]).toHaveAttribute('src', '/uploads/images/new-slide.webp'));
    expect(api.lastCall('POST', '/site-content/images')!.body).toBeInstanceOf(FormData);

    await userEvent.click(within(heroForm()).getByRole('button', { name: E.reset }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: E.reset }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.reset);
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/site-content/hero']);
    await waitFor(() => expect(within(heroForm()).getByText(E.defaultContent)).toBeInTheDocument());
  });

  it('is an administrator’s tab: an editor neither sees it nor reaches it through the link', async () => {
    api.get('/public/site-content', ok(SITE_CONTENT_DEFAULTS));
    await open();
    expect(screen.getByRole('link', { name: 'Site content' })).toHaveAttribute('aria-current', 'page');
    cleanup();
    // The account's own cards load beside it.
    api.get('/auth/two-factor', fail(500, 'not in this test'));
    api.get('/auth/sessions', fail(500, 'not in this test'));
    await open(EDITOR);
    expect(screen.queryByRole('link', { name: 'Site content' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('form', { name: E.heroTitle })).toBeNull();
  });
});
