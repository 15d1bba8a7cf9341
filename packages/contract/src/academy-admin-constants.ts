// Zod-free texts of the admin's Academy settings (Settings → Academy) and the rules the contract
// checks. Apart from academy-constants.ts on purpose: public pages never download these.
import { SITE_CONTENT_EDITOR } from './site-content-admin-constants.ts';
export const ACADEMY_LIMITS = {
  name: 120,
  description: 300,
  address: 200,
  town: 120,
  phone: 40,
  email: 254,
  short: 80,
  text: 300,
  url: 500,
  training: 20,
  programmes: 12,
  whyUs: 6,
  criteria: 12,
  criterion: 40,
} as const;

/** Validation messages of the Academy settings (the form and the server show the same words). */
export const ACADEMY_MESSAGES = {
  nameRequired: 'Please enter the academy name',
  descriptionRequired: 'Please enter a short description',
  addressRequired: 'Please enter the street address',
  townRequired: 'Please enter the town',
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  phone: 'Please enter a phone number (digits, spaces and + ( ) - . only)',
  email: 'Please enter a valid email address',
  ageGroupRequired: 'Please enter the age group',
  daysRequired: 'Please enter the training days',
  timesRequired: 'Please enter the training times',
  programmeNameRequired: 'Please enter the programme name',
  feeRequired: 'Please enter the fee',
  whyTitleRequired: 'Please enter a title',
  whyTextRequired: 'Please enter the text',
  socialUrl: 'Please enter a full web address starting with https://, or leave it empty',
  tooMany: (max: number) => `Please keep it to at most ${max}`,
  criterionRequired: 'Please enter the criterion',
  criteriaRequired: 'Please keep at least one evaluation criterion',
  criteriaUnique: 'Each criterion must have a different name',
  timeZone: 'Unknown time zone: please choose one from the list (an IANA name such as Europe/Berlin)',
  saved: 'Academy details saved. The public pages show them now.',
  saveFailed: 'Failed to save the academy details',
  loadFailed: 'Failed to load the academy details',
} as const;

/** The admin's Academy section of Settings. */
export const ACADEMY_SETTINGS = {
  sectionTitle: 'Academy',
  subtitle: 'The facts parents see on the public site: contact details, training, fees, social links and the home page’s reasons to join.',
  identity: 'Name and description',
  location: 'Address and map',
  contact: 'Phone and email',
  training: 'Training sessions',
  programmes: 'Programmes and fees',
  social: 'Social links',
  whyUs: 'Why choose us (home page)',
  criteria: 'Evaluation criteria',
  timeZone: 'Time zone',
  fields: {
    name: 'Academy name',
    description: 'Short description',
    address: 'Street address',
    town: 'Town',
    latitude: 'Latitude',
    longitude: 'Longitude',
    phone: 'Phone',
    email: 'Email',
    age_group: 'Age group',
    days: 'Days',
    times: 'Times',
    programme: 'Programme name',
    ages: 'Ages (optional)',
    fee: 'Fee',
    programmeDescription: 'Description (optional)',
    whyTitle: 'Title',
    whyText: 'Text',
    criterion: 'Criterion',
    timeZone: 'Time zone',
  },
  hints: {
    timeZone:
      'Mails, the status page, calendar feeds and these screens write times in this zone. Events already planned keep their moment: changing it moves no session.',
    description: 'Shown in the footer of every page.',
    coordinates: 'Decimal degrees, as OpenStreetMap shows them (right-click the place, “Show address”).',
    email: 'The academy’s public email address, shown on /contact and in the footer.',
    social: 'Leave a network empty to hide its icon.',
    criteria:
      'What coaches score each child on at a trial (1 to 5), and the headings of progress reports. Renaming one keeps the scores already given under the old name.',
  },
  trainingRow: (n: number) => `Session ${n}`,
  programmeRow: (n: number) => `Programme ${n}`,
  whyRow: (n: number) => `Reason ${n}`,
  criterionRow: (n: number) => `Criterion ${n}`,
  addCriterion: 'Add a criterion',
  addTraining: 'Add a session',
  addProgramme: 'Add a programme',
  addWhy: 'Add a reason',
  remove: 'Remove',
  removeLabel: (what: string) => `Remove ${what}`,
  preview: 'Open the saved place in OpenStreetMap',
  save: 'Save academy details',
  saving: 'Saving...',
} as const;

/** The Settings screen's two sections (`/settings?section=academy`). */
export const SETTINGS_SECTIONS = [
  { key: 'account', label: 'Account', subtitle: 'Your account: name, email and password.' },
  { key: 'academy', label: 'Academy', subtitle: ACADEMY_SETTINGS.subtitle },
  // The home banner and the About page the academy edits (docs/decisions/049).
  { key: 'content', label: 'Site content', subtitle: SITE_CONTENT_EDITOR.subtitle },
] as const;

/** The searchable time zone picker of the Academy settings. */
export const TIME_ZONE_PICKER = {
  search: 'Search time zones',
  noMatch: 'No time zone matches',
  /** "Europe/Berlin (GMT+01:00)" */
  option: (zone: string, offset: string) => `${zone} (${offset})`,
  current: (zone: string, offset: string) => `Now ${offset} in ${zone}`,
} as const;

/**
 * An IANA time zone name Intl knows ("Europe/Berlin", "UTC"), answered as Intl spells it
 * ("europe/berlin" → "Europe/Berlin"); undefined for anything else, offsets ("+01:00") included.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Characters a phone number may hold. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{5,40}$/;

/** The academy's choice about naming children on public pages. */
export const ACADEMY_CHILDREN_TEXTS = {
  heading: 'Children on the public pages',
  fullNames: "Show players' full names",
  fullNamesHint: 'Off (recommended): a child is shown as first name and last initial, e.g. "Liam O.". Turn on only with every family\'s agreement.',
};
