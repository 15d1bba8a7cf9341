// Zod-free part of squad.ts: texts and rules of squads, offers and waiting lists (docs/decisions/031).

/** Where a child stands with a squad: offered a place, on its roster, or waiting in order. */
export const SQUAD_PLACE_STATES = ['offered', 'enrolled', 'waitlisted'] as const;
export type SquadPlaceState = (typeof SQUAD_PLACE_STATES)[number];

export const SQUAD_CAPACITY_MAX = 60;
/** A squad's availability reminders (docs/decisions/040): at most this many, at most 30 days before. */
export const SQUAD_REMINDERS_MAX = 4;
export const SQUAD_REMINDER_MAX_HOURS = 720;
/** How long a family has to answer an offer made automatically from the waiting list. */
export const AUTO_OFFER_RESPONSE_DAYS = 7;

export const SQUAD_MESSAGES = {
  title: 'Squads',
  subtitle: 'Age-group squads, their rosters, open offers and waiting lists.',
  empty: 'No squads yet.',
  loadFailed: 'Failed to load squads',
  notFound: 'Squad not found',
  created: 'Squad created.',
  updated: 'Squad updated.',
  deleted: 'Squad deleted.',
  deleteFailed: 'Failed to delete the squad',
  saveFailed: 'Failed to save the squad',
  nameRequired: 'Please enter the squad name',
  seasonRequired: 'Please enter the season, e.g. 2026/27',
  season: 'The season is written like 2026/27',
  ageRange: 'The age range must go from the youngest to the oldest age',
  capacity: `Capacity must be a whole number from 1 to ${SQUAD_CAPACITY_MAX}`,
  nameTaken: 'A squad with this name already exists for this season.',
  capacityBelowPlaces: (places: number) =>
    `Capacity cannot be below the ${places} ${places === 1 ? 'place' : 'places'} already taken (enrolled children and open offers).`,
  hasMembers: 'This squad still has children on its roster, open offers or a waiting list: move or withdraw them before deleting it.',
  reminderHours: `Reminders are up to ${SQUAD_REMINDERS_MAX} whole numbers of hours before the event, from 1 to ${SQUAD_REMINDER_MAX_HOURS}, e.g. 144, 24`,
  coachesInvalid: 'Coaches must be active coach or administrator accounts.',
  squadRequired: 'Please choose a squad',
  respondByRequired: 'Please choose the deadline to answer',
  respondByFuture: 'The deadline must be in the future',
  ageMismatch: "This squad is not for the child's age.",
  cannotOffer: 'A place cannot be offered to this registration in its current status.',
  alreadyInSquad: 'This child already holds a place or an offer in this squad.',
  /** A waitlisted child accepted by hand on the enrollment screen while its squad is full (docs/decisions/031). */
  waitlistedAcceptFull: (squad: string) =>
    `${squad} is full: this child stays on its waiting list. Make an offer when a place frees up (or raise the squad's capacity) to enroll the child.`,
  offered: 'Place offered. The family has been emailed.',
  waitlisted: 'The squad is full: the child is on its waiting list.',
  fill: (taken: number, capacity: number) => `${taken} / ${capacity}`,
  ages: (min: number, max: number) => (min === max ? `Age ${min}` : `Ages ${min}–${max}`),
} as const;

/** The admin squad screens and the enrollment's "Offer a place" dialog. */
export const SQUAD_SCREEN = {
  newSquad: 'New squad',
  editSquad: 'Edit squad',
  create: 'Create squad',
  save: 'Save changes',
  saving: 'Saving...',
  open: 'Open',
  edit: 'Edit',
  close: 'Close',
  back: 'All squads',
  seasonHint: 'e.g. 2026/27',
  delete: 'Delete squad',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteMessage: 'The squad is removed. This cannot be undone.',
  keep: 'Keep it',
  columns: { name: 'Squad', season: 'Season', ages: 'Ages', fill: 'Places', coaches: 'Coaches' },
  placeColumns: { position: '#', child: 'Child', age: 'Age', respondBy: 'Answer by', phone: 'Parent phone', health: 'Health' },
  name: 'Name',
  seasonLabel: 'Season',
  minAge: 'Youngest age',
  maxAge: 'Oldest age',
  capacityLabel: 'Capacity',
  coaches: 'Coaches',
  noCoaches: 'No coach yet',
  availability: 'Availability',
  availabilityDefaults: {
    asking: 'Ask families before each event',
    attending: 'Count every child as coming unless told otherwise',
  },
  availabilityDefaultLabel: 'Before a family answers',
  reminderHoursLabel: 'Reminders (hours before)',
  reminderHoursHint: 'To families that have not answered, e.g. 144, 24 (6 days and 1 day); empty: none',
  roster: 'Roster',
  rosterEmpty: 'No children on the roster yet.',
  offers: 'Open offers',
  offersEmpty: 'No open offers.',
  waitlist: 'Waiting list',
  waitlistEmpty: 'Nobody is waiting.',
  respondBy: (when: string) => `Answer by ${when}`,
  offerPlace: 'Offer a place',
  offerTitle: (playerName: string) => `Offer ${playerName} a place`,
  squadField: 'Squad',
  chooseSquad: 'Choose a squad…',
  respondByField: 'Answer by',
  sendOffer: 'Send offer',
  sending: 'Sending...',
  cancel: 'Cancel',
  offerFailed: 'Failed to make the offer',
  offerHint: 'When the squad is full the child joins its waiting list and is offered the next free place automatically.',
  inSquad: (squad: string) => `Squad: ${squad}`,
} as const;

/** The family's status page: the offer and, once enrolled, the squad. */
export const FAMILY_OFFER = {
  offerTitle: (squad: string) => `A place in ${squad}`,
  respondBy: (when: string) => `Please answer by ${when}.`,
  accept: 'Accept the place',
  decline: 'Decline the place',
  preselected: {
    accept_offer: 'To accept the place, press “Accept the place” below.',
    decline_offer: 'To decline the place, press “Decline the place” below.',
  },
  squadTitle: 'Your squad',
  squad: 'Squad',
  coaches: 'Coaches',
  waitlistTitle: 'Waiting list',
  waitlisted: (squad: string, position: number) =>
    `${squad}: your child is number ${position} on the waiting list. We will email you as soon as a place opens.`,
} as const;

/** The public team page's players, from the squads' rosters. */
export const PUBLIC_SQUADS = {
  title: 'Our squads',
  empty: 'The squads for this season are being formed.',
  /** After the named children: those whose family did not agree to the website, as a count (decision 060). */
  others: (n: number) => `and ${n} more ${n === 1 ? 'player' : 'players'}`,
  /** A roster with no child named. */
  onlyOthers: (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`,
} as const;
