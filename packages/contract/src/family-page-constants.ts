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
    change_trial: 'Done: the trial is moved to the new date, and confirmed. A mail with the new date is on its way.',
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

/** Changing or declining a confirmed trial on the status page, and the calendar and map links. */
export const FAMILY_TRIAL_CHANGE = {
  changeDate: 'Change the date',
  cantCome: "I can't come",
  chooseSession: 'Please choose another session',
  choicesLegend: 'Choose another session',
  moveHere: 'Move the trial to this date',
  noChoices: 'No other session with room for your child is planned yet. Please contact the academy.',
  placesLeft: (n: number) => (n === 1 ? '1 place left' : `${n} places left`),
  cancel: 'Keep this date',
  cantComeTitle: "Can't come to the trial?",
  cantComeConfirm: 'The place is given to another child, and the academy will be in touch about another date.',
  cantComeYes: "Yes, I can't come",
  /** A change or decline once the session has started (or a session no longer open to move to). */
  started: 'This trial session has already started, so it can no longer be changed or declined here. Please contact the academy.',
  sessionGone: 'That session is no longer available: it is full, cancelled, about to start or not for your child’s age. Please choose another one.',
  noCalendar: 'There is no trial session to add to a calendar.',
  /** The history lines (the enrollment detail) of a family's own change. */
  movedNote: (from: string, to: string) => `Trial moved by the family from ${from} to ${to}.`,
  declinedNote: (when: string) => `The family cannot come to the trial on ${when}.`,
  addToCalendar: 'Add to calendar',
  openMap: 'Open the map',
} as const;

/** The venue on OpenStreetMap: a search for its address (no API key, nothing loaded on the page). */
export const venueMapUrl = (location: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
