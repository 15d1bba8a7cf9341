/**
 * The five social icons of the footer (their targets are the academy's to choose).
 * Change the addresses here; the footer reads nothing else.
 */
export const SOCIAL_LINKS = [
  { key: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { key: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { key: 'x', label: 'X (Twitter)', href: 'https://x.com/' },
  { key: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
  { key: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
] as const;
export type SocialKey = (typeof SOCIAL_LINKS)[number]['key'];
