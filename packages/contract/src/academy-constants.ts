// Zod-free part of academy.ts: the academy's own facts (address, phone, training, fees, social
// links, the home page's why-us items), their texts and the demo values. Public pages import this.
import { ACADEMY_NAME } from './site.ts';
import type { SocialKey } from './social.ts';
import type { ResultsPolicyMap } from './results-constants.ts';

/** A training session of one age group: "Ages 10–11", "Mon & Wed", "4:00 pm – 5:30 pm". */
export type AcademyTraining = { age_group: string; days: string; times: string };
/** A programme and what it costs; `ages` and `description` may be null. */
export type AcademyProgramme = { name: string; ages: string | null; fee: string; description: string | null };
export type AcademyWhyUs = { title: string; text: string };
/** The footer's five icons; a network without an address shows no icon. */
export type AcademySocial = Record<SocialKey, string | null>;

/** The record `GET /api/academy` answers (academy.ts's AcademySchema, written out zod-free). */
export type AcademyFacts = {
  name: string;
  description: string;
  address: string;
  town: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  training: AcademyTraining[];
  programmes: AcademyProgramme[];
  social: AcademySocial;
  why_us: AcademyWhyUs[];
  /** Public pages name children in full (off: first name and last initial). */
  show_player_full_names: boolean;
  /** What coaches score a child on (1–5 each) at a trial, and the template of progress reports. */
  evaluation_criteria: string[];
  /** What the public sees of each age group's matches (docs/decisions/039); an age group not listed: nothing but the fixture. */
  results_policy: ResultsPolicyMap;
  /**
   * The academy's IANA time zone ("Europe/Berlin"): mails, the status page, calendar feeds and the
   * admin write local times in it (docs/decisions/050). Seeded from the server's `TZ`.
   */
  time_zone: string;
};

/**
 * The demo's facts: what a fresh install is seeded with, and what an existing database shows until
 * an administrator saves the Academy settings. The why-us items are the home page's texts.
 */
export const ACADEMY_DEFAULTS: AcademyFacts = {
  name: ACADEMY_NAME,
  description: 'Developing confident, skilful young players aged 10 to 14 through qualified coaching, fair play and a love of the game.',
  address: 'Academy Training Ground, Stadium Road',
  town: 'Springfield',
  latitude: 39.7817,
  longitude: -89.6501,
  phone: '+1 (555) 010-2025',
  email: 'info@futurestars.academy',
  training: [
    { age_group: 'Ages 10 – 11', days: 'Mon & Wed', times: '4:00 pm – 5:30 pm' },
    { age_group: 'Ages 12 – 13', days: 'Tue & Thu', times: '4:30 pm – 6:30 pm' },
    { age_group: 'Age 14', days: 'Mon, Wed & Fri', times: '5:00 pm – 7:00 pm' },
    { age_group: 'Goalkeepers, all ages', days: 'Sat', times: '9:00 am – 11:00 am' },
    { age_group: 'Match day, all ages', days: 'Sat', times: '11:00 am – 1:00 pm' },
  ],
  programmes: [
    {
      name: 'Foundation',
      ages: 'Ages 10 – 11',
      fee: '$40 a month',
      description: 'Ball mastery, coordination and small-sided games that build a love of the ball.',
    },
    {
      name: 'Development',
      ages: 'Ages 12 – 13',
      fee: '$50 a month',
      description: 'Positional play, decision making and weekly league fixtures against local clubs.',
    },
    { name: 'Performance', ages: 'Age 14', fee: '$60 a month', description: 'Tactical periodisation, strength and conditioning, and scouting showcases.' },
    { name: 'Goalkeeper school', ages: 'All ages', fee: '$20 a month', description: 'Specialist sessions on handling, footwork, distribution and bravery.' },
  ],
  social: {
    facebook: 'https://www.facebook.com/futurestarsfootballacademy',
    instagram: 'https://www.instagram.com/futurestarsacademy',
    x: 'https://x.com/futurestarsfa',
    youtube: 'https://www.youtube.com/@futurestarsfootballacademy',
    tiktok: 'https://www.tiktok.com/@futurestarsacademy',
  },
  why_us: [
    { title: 'Licensed coaches', text: 'Every session is led by qualified coaches who put development before results.' },
    { title: 'Small groups', text: 'Age-matched squads of at most 16 players, so every child gets the ball and the attention.' },
    { title: 'Match experience', text: 'Weekly friendlies and regional tournaments to turn training into confidence.' },
  ],
  show_player_full_names: false,
  evaluation_criteria: ['Technique', 'Speed', 'Attitude', 'Teamwork'],
  results_policy: {},
  time_zone: 'UTC',
};

/** Texts of the public blocks that show the facts. */
export const ACADEMY_TEXTS = {
  trainingFees: 'Training & fees',
  trainingFeesEyebrow: 'When we train, what it costs',
  trainingTimes: 'Training times',
  fees: 'Programmes and fees',
  ageGroup: 'Age group',
  days: 'Days',
  times: 'Times',
  programme: 'Programme',
  fee: 'Fee',
  visitUs: 'Visit us',
  callUs: 'Call us',
  email: 'Email',
  openInMaps: 'Open in maps',
  /** The map link's accessible name: its visible text first, then where it goes and that it opens another site. */
  openInMapsLabel: (address: string) => `Open in maps: ${address} on OpenStreetMap (opens in a new tab)`,
  callLabel: (phone: string) => `Call ${phone}`,
  emailLabel: (email: string) => `Email ${email}`,
  contactHeading: 'Contact',
  socialLabel: (name: string, network: string) => `${name} on ${network}`,
} as const;

/** A `tel:` link: digits and a leading +, nothing else; an international number's "(0)" trunk prefix is dropped. */
export function telHref(phone: string): string {
  const international = phone.trim().startsWith('+');
  const digits = (international ? phone.replace(/\(0\)/g, '') : phone).replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}
export const mailtoHref = (email: string) => `mailto:${email.trim()}`;

const coordinate = (n: number) => String(Number(n.toFixed(6)));

/** An OpenStreetMap page with a marker on the place: a link, no embed, no tracker. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** "Academy Training Ground, Stadium Road, Springfield". */
export const fullAddress = (facts: Pick<AcademyFacts, 'address' | 'town'>) => `${facts.address}, ${facts.town}`;
