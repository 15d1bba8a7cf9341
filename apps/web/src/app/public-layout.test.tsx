import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACADEMY_DEFAULTS, type AcademyFacts } from '@academy/contract/academy-constants';
import { NAV_LINKS, REGISTRATION_BUTTON, footerLine } from '@academy/contract/site';
import { SOCIAL_LINKS } from '@academy/contract/social';
import { api, ok } from '../test/api';
import { renderWithProviders } from '../test/utils';
import { SiteFooter, SiteHeader } from './public-layout';

describe('SiteHeader', () => {
  it('links every page and the registration button', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const link of NAV_LINKS) expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    expect(screen.getByRole('link', { name: REGISTRATION_BUTTON })).toHaveAttribute('href', '/register');
  });

  it('toggles the menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/about' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');

    await user.click(within(menu).getByRole('link', { name: 'Team' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('closes the menu on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

const serveAcademy = (facts: AcademyFacts) => api.get('/academy', ok(facts));

describe('SiteFooter', () => {
  it('shows five named social links with the academy’s addresses, and the rights line', async () => {
    serveAcademy(ACADEMY_DEFAULTS);
    renderWithProviders(<SiteFooter />);
    for (const s of SOCIAL_LINKS) {
      expect(await screen.findByRole('link', { name: new RegExp(s.label.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', ACADEMY_DEFAULTS.social[s.key]);
    }
    expect(SOCIAL_LINKS).toHaveLength(5);
    expect(screen.getByText(footerLine())).toBeInTheDocument();
  });

  it('gives the address a map link, the phone a tel: link and the email a mailto: link; a network without an address has no icon', async () => {
    const facts = { ...ACADEMY_DEFAULTS, phone: '+44 (0)20 7946-0000', latitude: 51.5, longitude: -0.12, social: { ...ACADEMY_DEFAULTS.social, tiktok: null } };
    serveAcademy(facts);
    renderWithProviders(<SiteFooter />);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /^Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=51.5&mlon=-0.12#map=17/51.5/-0.12',
    );
    expect(within(footer).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(footer).getByRole('link', { name: /^Email/ })).toHaveAttribute('href', `mailto:${facts.email}`);
    expect(within(footer).getByText(facts.town, { exact: false })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /TikTok/ })).toBeNull();
  });
});
