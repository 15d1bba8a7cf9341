// The mails of decision 032 (a duplicate registration, a renewed status link): only the server
// sends them, so they stay out of email-constants.ts, which public pages load.
import type { MailContent } from './email-constants.ts';
import { ACADEMY_NAME } from './site.ts';
import type { PhotoConsent } from './registration-constants.ts';
import { PHOTO_CONSENT_PARTS, PHOTO_CONSENT_QUESTIONS, type PhotoConsentPart } from './registration-consent-constants.ts';

/** The subjects of the photo consent mails (decision 046): to the academy on a withdrawal, to the family on any change. */
export const PHOTO_CONSENT_MAIL_SUBJECTS = {
  withdrawn: 'Photo consent withdrawn by a family',
  changed: `Your answers about photos with ${ACADEMY_NAME}`,
} as const;

/** The three photo consent answers as a mail's facts (decision 046). */
const photoFacts = (answers: Record<PhotoConsentPart, PhotoConsent>): [string, string][] =>
  PHOTO_CONSENT_PARTS.map((p) => [PHOTO_CONSENT_QUESTIONS.parts[p].label, answers[p] === 'yes' ? 'Yes' : 'No']);

/** No visitor text in the subject (decision 023): anyone can make the academy mail any address through the form. */
export const REGISTRATION_DUPLICATE_SUBJECT = `Your registration with ${ACADEMY_NAME} is already with us`;

export const FAMILY_MAIL_TEXTS = {
  /** A second registration of the same child by the same parent (decision 032): the existing application's link, nothing new. */
  /** The same child registered again (decision 032): to an unverified address, so the academy's fixed words and the link only (decision 054). */
  registrationDuplicate: (d: { statusUrl: string }): MailContent => ({
    subject: REGISTRATION_DUPLICATE_SUBJECT,
    paragraphs: [
      'Dear parent,',
      'We received a new registration for a child who already has an application with us. We did not open a second one: the application you already have goes on as before.',
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
  /** The family moved its trial to another session on its status page: the new date, with its calendar file. */
  trialChanged: (d: { parentName: string; playerName: string; when: string; location: string; statusUrl: string }): MailContent => ({
    subject: `Trial session moved: ${d.when}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      `${d.playerName}'s trial session is now on ${d.when} at ${d.location}, and it is confirmed. The calendar file attached replaces the earlier one.`,
      'You can change or decline it on your status page until the session starts.',
    ],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
  /** The family said on its status page that the child cannot come to a confirmed trial. */
  trialDeclined: (d: { parentName: string; playerName: string; when: string; statusUrl: string }): MailContent => ({
    subject: `Trial session declined: ${d.when}`,
    paragraphs: [
      `Dear ${d.parentName},`,
      `Thank you for letting us know that ${d.playerName} cannot come to the trial session on ${d.when}. The place has been given back, and we will be in touch about another date.`,
    ],
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
  /**
   * Sent to the OLD address when the family changes its contact email on the status page (a security
   * notice): it names neither the new address nor any other detail.
   */
  /**
   * To the old address once the new one is confirmed (docs/decisions/054): it can undo the change
   * for 7 days. Fixed words only: nothing a visitor typed (not even the new address).
   */
  contactEmailChanged: (d: { parentName: string; playerName: string; undoUrl: string }): MailContent => ({
    subject: `The contact email of your application with ${ACADEMY_NAME} was changed`,
    paragraphs: [
      `Dear ${d.parentName},`,
      `The contact email of ${d.playerName}'s application was changed on its status page, and the new address confirmed it. From now on, our mails go to the new address.`,
      'If you did not make this change, undo it within 7 days with the button below: the old address is restored and the status link renewed.',
    ],
    actions: [{ label: 'Undo the change', url: d.undoUrl }],
  }),
  /**
   * To a new address a family typed (docs/decisions/054): the academy's fixed words and the link,
   * nothing a visitor wrote, so the form cannot relay text to any address.
   */
  emailConfirmation: (d: { confirmUrl: string }): MailContent => ({
    subject: `Confirm your email address for ${ACADEMY_NAME}`,
    paragraphs: [
      `Someone asked for this address to receive the mails of an application with ${ACADEMY_NAME}.`,
      'If it was you, confirm it with the button below within 48 hours. If not, ignore this mail: nothing changes.',
    ],
    actions: [{ label: 'Confirm this address', url: d.confirmUrl }],
  }),
  /**
   * To the academy when a family withdraws any part of photo consent on its status page (decision
   * 046). No visitor text in the subject (decision 023).
   */
  photoConsentWithdrawn: (d: { playerName: string; parts: string; answers: Record<PhotoConsentPart, PhotoConsent>; adminUrl: string }): MailContent => ({
    subject: PHOTO_CONSENT_MAIL_SUBJECTS.withdrawn,
    paragraphs: [
      `The family of ${d.playerName} withdrew consent on its status page for: ${d.parts}.`,
      'It took effect at once: photos in which the child is tagged are no longer public. Please also leave the child out of new photos and posts where the family said no.',
    ],
    facts: photoFacts(d.answers),
    actions: [{ label: 'Open the enrollment', url: d.adminUrl }],
  }),
  /** To the family, confirming the answers it saved on its status page (decision 046). */
  photoConsentChanged: (d: { parentName: string; playerName: string; answers: Record<PhotoConsentPart, PhotoConsent>; statusUrl: string }): MailContent => ({
    subject: PHOTO_CONSENT_MAIL_SUBJECTS.changed,
    paragraphs: [
      `Dear ${d.parentName},`,
      `We have recorded your answers about photos and videos of ${d.playerName}. A "no" took effect at once. You can change them again at any time on the application's page.`,
    ],
    facts: photoFacts(d.answers),
    actions: [{ label: 'See the application', url: d.statusUrl }],
  }),
} as const;
