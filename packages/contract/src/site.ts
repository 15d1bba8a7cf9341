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

export type HeroSlide = {
  id: number;
  title: string;
  desc: string;
  image: string;
  clipPath: string;
  hoverClipPath: string;
};

export const HERO_ROTATION_MS = 5000;
export const HERO_HEIGHT_VH = 80;

/** three match slides, the national team against Benin, Libya and Djibouti. */
export const HERO_SLIDES: readonly Omit<HeroSlide, 'image'>[] = [
  {
    id: 1,
    title: 'Football',
    desc: 'National team vs Benin: a night of pressing, pace and a stadium on its feet.',
    clipPath: 'polygon(0 0, 40% 0, 26% 100%, 0 100%)',
    hoverClipPath: 'polygon(0 0, 70% 0, 56% 100%, 0 100%)',
  },
  {
    id: 2,
    title: 'Football',
    desc: 'National team vs Libya: patience on the ball and a late winner to remember.',
    clipPath: 'polygon(40% 0, 74% 0, 60% 100%, 26% 100%)',
    hoverClipPath: 'polygon(20% 0, 86% 0, 72% 100%, 6% 100%)',
  },
  {
    id: 3,
    title: 'Football',
    desc: 'National team vs Djibouti: young legs, big hearts and goals for the future.',
    clipPath: 'polygon(74% 0, 100% 0, 100% 100%, 60% 100%)',
    hoverClipPath: 'polygon(44% 0, 100% 0, 100% 100%, 30% 100%)',
  },
];

export const DASHBOARD_MESSAGES = {
  failed: 'Failed to load dashboard',
} as const;

/** Dashboard counters read "N+". */
export const formatCount = (n: number) => `${n}+`;

export const DELETE_CONFIRM = 'This cannot be undone.';
