/** Texts of the shared frame and fixed data. */
export const ACADEMY_NAME = 'Future Stars Football Academy';
export const FOOTER_YEAR = 2025;
export const FOOTER_RIGHTS = `© ${FOOTER_YEAR} ALL RIGHTS RESERVED`;
export const footerLine = () => `${ACADEMY_NAME.toUpperCase()} ${FOOTER_RIGHTS}`;

export const NOT_FOUND = {
  title: 'OOPS! PAGE OUT OF PLAY!',
  body: 'The page you’re looking for isn’t here. But don’t worry—we’ll get you back in the game!',
  back: 'GO BACK',
} as const;

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/team', label: 'Team' },
  { to: '/news', label: 'News' },
  { to: '/contact', label: 'Contact' },
] as const;
export const REGISTRATION_BUTTON = 'Registration';
export const NARROW_BREAKPOINT_PX = 768;

export const HERO_ROTATION_MS = 5000;
export const HERO_HEIGHT_VH = 80;
// The hero's slides are site content the academy edits: site-content-constants.ts (docs/decisions/049).

export const DASHBOARD_MESSAGES = {
  failed: 'Failed to load dashboard',
} as const;

/** Dashboard counters read "N+". */
export const formatCount = (n: number) => `${n}+`;

export const DELETE_CONFIRM = 'This cannot be undone.';
