// The page a guardian's email change link opens (docs/decisions/054). Zod-free.

/** How long a new address may take to confirm, and how long the old one may undo a confirmed change. */
export const EMAIL_CONFIRM_HOURS = 48;
export const EMAIL_UNDO_DAYS = 7;

/** What a change link does: confirm a new address (mailed to it), or undo a confirmed change (mailed to the old one). */
export const EMAIL_CHANGE_ACTIONS = ['confirm', 'undo'] as const;
export type EmailChangeAction = (typeof EMAIL_CHANGE_ACTIONS)[number];
/** Whether the link can still be followed. */
export const EMAIL_CHANGE_STATES = ['open', 'done', 'expired'] as const;
export type EmailChangeState = (typeof EMAIL_CHANGE_STATES)[number];

export const FAMILY_EMAIL_PAGE = {
  title: 'Your contact email',
  loading: 'Loading...',
  invalid: 'This link is not valid. It may have been replaced by a newer one.',
  confirmIntro: (email: string) => `Confirm that the academy's mails about your application go to ${email} from now on.`,
  confirmButton: 'Confirm this address',
  confirmed: 'Thank you: the address is confirmed. Our mails go there from now on.',
  undoIntro: (email: string) => `Undo the change of your contact email: our mails go to ${email} again, and the status link is renewed.`,
  undoButton: 'Undo the change',
  undone: 'The change is undone. A new status link is on its way to this address.',
  expired: 'This link has expired. Nothing was changed.',
  done: 'This link has been used already.',
  failed: 'That did not work. Please try again in a moment.',
  working: 'One moment...',
  home: 'Back to the home page',
} as const;
