import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAV_LINKS, REGISTRATION_BUTTON, footerLine } from '@academy/contract/site';
import { SOCIAL_LINKS } from '@academy/contract/social';
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

describe('SiteFooter', () => {
  it('shows five named social links and the rights line', () => {
    renderWithProviders(<SiteFooter />);
    for (const s of SOCIAL_LINKS) expect(screen.getByRole('link', { name: new RegExp(s.label.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', s.href);
    expect(SOCIAL_LINKS).toHaveLength(5);
    expect(screen.getByText(footerLine())).toBeInTheDocument();
  });
});
