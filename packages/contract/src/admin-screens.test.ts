import { describe, expect, it } from 'vitest';
import { adminHref } from './admin-paths.ts';
import { ADMIN_SCREEN_LIST, ADMIN_SIDEBAR, adminScreenAt, adminScreenTitle, adminSectionAt, canOpenScreen } from './admin-screens.ts';

describe('the registry of admin screens', () => {
  it('puts every screen of the admin frame under a sidebar entry', () => {
    const entries = new Set<string>(ADMIN_SIDEBAR.map((e) => e.id));
    for (const screen of ADMIN_SCREEN_LIST) {
      if (screen.section) expect(entries.has(screen.section), screen.id).toBe(true);
      if (screen.roles !== 'anyone') expect(adminSectionAt(screen.path.replace(/:\w+/g, '7')), screen.id).toBeDefined();
    }
    expect(adminSectionAt('/dashboard/team')).toBe('team');
    expect(adminSectionAt('/dashboard')).toBe('dashboard');
    expect(adminSectionAt('/login')).toBeUndefined();
  });

  it('finds the screen at an address as the router does (one segment per parameter, trailing slash, any case)', () => {
    expect(adminScreenAt('/enrollment/7')?.id).toBe('enrollment');
    expect(adminScreenAt('/Enrollment/')?.id).toBe('enrollments');
    expect(adminScreenAt('/enrollment/7/extra')).toBeUndefined();
    expect(adminScreenAt('/postview/7')).toBeUndefined();
  });

  it('names the screen by its query string where it adds and edits', () => {
    const form = adminScreenAt('/addteam')!;
    expect(adminScreenTitle(form)).toBe('Add team member');
    expect(adminScreenTitle(form, '?id=4')).toBe('Edit team member');
  });

  it("lets an editor open the public content's screens only, and the settings' academy part to administrators", () => {
    expect(canOpenScreen('editor', '/allposts')).toBe(true);
    expect(canOpenScreen('editor', '/editpost/3')).toBe(true);
    expect(canOpenScreen('editor', '/enrollment/3')).toBe(false);
    expect(canOpenScreen('editor', '/settings')).toBe(true);
    expect(canOpenScreen('editor', '/settings', '?section=academy')).toBe(false);
    expect(canOpenScreen('admin', '/settings', '?section=academy')).toBe(true);
    expect(canOpenScreen('admin', '/no-such-screen')).toBe(false);
    expect(canOpenScreen(undefined, '/dashboard')).toBe(false);
  });

  it('writes an address with its parameters', () => {
    expect(adminHref('enrollment', { id: 7 })).toBe('/enrollment/7');
    expect(adminHref('setPassword', { token: 'a b' })).toBe('/set-password/a%20b');
    expect(adminHref('dashboard')).toBe('/dashboard');
  });
});
