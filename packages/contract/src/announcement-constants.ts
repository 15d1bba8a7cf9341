/** Announcements to squads (docs/decisions/041): one mail per family of the chosen squads' rosters. */
export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 5000;
export const ANNOUNCEMENT_SQUADS_MAX = 30;

export const ANNOUNCEMENT_MESSAGES = {
  squadsRequired: 'Please choose at least one squad',
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please write the message',
  squadNotFound: 'One of the chosen squads does not exist',
  noFamilies: 'The chosen squads have no enrolled children: nobody to write to',
} as const;

export const ANNOUNCEMENT_TEXTS = {
  title: 'Announcement',
  sidebar: 'Announcements',
  subtitle: 'A short message by mail to every family of one or several squads: each family gets it once.',
  squads: 'Squads',
  subject: 'Subject',
  body: 'Message',
  families: (n: number) => `${n} ${n === 1 ? 'family' : 'families'} will receive this mail.`,
  chooseSquads: 'Choose the squads to write to.',
  send: 'Send announcement',
  sending: 'Sending...',
  confirmTitle: 'Send this announcement?',
  confirmBody: (n: number) => `It goes by mail to ${n} ${n === 1 ? 'family' : 'families'} at once and cannot be taken back.`,
  sent: (n: number) => `Announcement sent to ${n} ${n === 1 ? 'family' : 'families'}.`,
  sendFailed: 'Failed to send the announcement',
  noSquads: 'No squads to write to.',
} as const;
