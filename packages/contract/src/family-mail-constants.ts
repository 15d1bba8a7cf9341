// The mails of decision 032 (a duplicate registration, a renewed status link): only the server
// sends them, so they stay out of email-constants.ts, which public pages load.
import type { MailContent } from './email-constants.ts';
import { ACADEMY_NAME } from './site.ts';

/** No visitor text in the subject (decision 023): anyone can make the academy mail any address through the form. */
export const REGISTRATION_DUPLICATE_SUBJECT = `Your registration with ${ACADEMY_NAME} is already with us`;

export const FAMILY_MAIL_TEXTS = {
  /** A second registration of the same child by the same parent (decision 032): the existing application's link, nothing new. */
  registrationDuplicate: (d: { parentName: string; playerName: string; statusUrl: string }): MailContent => ({
    subject: REGISTRATION_DUPLICATE_SUBJECT,
    paragraphs: [
      `Dear ${d.parentName},`,
      `We received a new registration for ${d.playerName}, who already has an application with us. We did not open a second one: the application you already have goes on as before.`,
      'You can follow it at any time through the link below. If you did not send this registration, you can ignore this mail.',
    ],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
  /** An administrator sent the family a new status link (decision 032): the old one no longer opens the page. */
  statusLink: (d: { parentName: string; playerName: string; statusUrl: string }): MailContent => ({
    subject: `${d.playerName}'s application: your new link`,
    paragraphs: [`Dear ${d.parentName},`, `Here is a new link to follow ${d.playerName}'s application. The link we sent before no longer works.`],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
} as const;
