/** Texts of the admin's waiting counts (sidebar badges and the dashboard), zod-free for the web. */
export const ADMIN_COUNT_TEXTS = {
  /** What a screen reader hears after the sidebar entry's name: "Messages, 3 unread". */
  unread: (n: number) => `${n} unread`,
  fresh: (n: number) => `${n} new`,
  unreadMessages: 'Unread messages',
  newRegistrations: 'New registrations',
} as const;
