// The family status page's texts about trial sessions: apart from trial-constants.ts so that other
// public pages (the next trials on /register and home) do not download them.
import type { InvitationState } from './trial-constants.ts';
/** The family's status page (`/status/{token}`). */
export const FAMILY_PAGE = {
  title: 'Your application',
  heading: (firstName: string) => `${firstName}'s application`,
  invalidLink: 'This link is not valid or has expired. Please use the link in the most recent email from the academy, or contact us.',
  loadFailed: 'We could not load your application. Please try again.',
  trialTitle: 'Trial session',
  whatToBring: 'What to bring',
  confirm: 'Confirm the trial',
  decline: 'Decline the trial',
  withdraw: 'Withdraw the application',
  withdrawConfirm: 'Withdraw this application? The academy will be told and the place given to another child.',
  answered: {
    confirm: 'Thank you! The trial session is confirmed.',
    decline: 'Thank you for letting us know. We will be in touch about another date.',
    withdraw: 'The application has been withdrawn.',
    accept_offer: 'Place accepted. Welcome to the academy!',
    decline_offer: 'You have declined the place. Thank you for letting us know.',
  },
  answerFailed: 'Your answer could not be saved. Please try again.',
  answerRefused: 'This answer is no longer possible for this application.',
  statusTitle: 'Status',
  nextStep: 'Next step',
  when: 'When',
  where: 'Where',
  notes: 'Notes',
  yourAnswer: 'Your answer',
  trialState: { invited: 'Waiting for your answer', confirmed: 'Confirmed', declined: 'Declined', cancelled: 'Cancelled' } satisfies Record<
    InvitationState,
    string
  >,
  /** The mail's buttons open the page with `?answer=`: the family still presses the button. */
  preselected: {
    confirm: 'To confirm the trial session, press “Confirm the trial” below.',
    decline: 'To decline the trial session, press “Decline the trial” below.',
  },
  withdrawTitle: 'Withdraw the application?',
  withdrawYes: 'Withdraw',
  withdrawNo: 'Keep the application',
  sending: 'Sending...',
  loading: 'Loading your application...',
} as const;
