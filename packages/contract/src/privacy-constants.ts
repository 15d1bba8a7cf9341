/**
 * The /privacy page: what the academy keeps about families and children, why, for how
 * long and how to get it or erase it. The periods are the server's defaults (RETENTION_DAYS etc.):
 * a server test checks that they agree; an academy that changes them changes these too.
 */
import { STATUS_LINK_IDLE_DAYS } from './registration-status-constants.ts';

export const PRIVACY_RETENTION_DAYS = { registrations: 365, messages: 365, audit: 730 } as const;
const D = PRIVACY_RETENTION_DAYS;

export const PRIVACY_PAGE = {
  title: 'Privacy',
  intro:
    'We keep as little as we need to run the academy and keep the children safe, and we delete it on time. This page says what we keep, why, for how long, and how you can get it or have it erased.',
  sections: [
    {
      heading: 'What we keep',
      items: [
        'Registrations: the parent’s name, email, phone and town, and whether we may contact you; the child’s name, age, school, uniform size, years playing and any health conditions you tell us; and your consents (to keeping these details, and to photos) with the version of their text and when you gave them.',
        'A second guardian, if you add one on the status page: their name, email and phone. Their email counts only once they follow the link we mail to it.',
        'The history of each application (status changes, trial invitations) and the mails we sent you about it.',
        'Messages sent through the contact form, and newsletter subscriptions (the email address and whether it was confirmed).',
        'Photos and videos of training and matches. A photo is published only after an editor has checked it, and only when the family of every child tagged in it said yes to photos on the website.',
        'Children’s names are shown on the team page only when their family said yes to the child appearing on the website; the other children are counted, not named.',
      ],
    },
    {
      heading: 'Why',
      items: [
        'To handle the application, invite your child to a trial and contact you about it.',
        'To keep your child safe at training (health conditions are seen only by the academy’s administrators and by the coaches of your child’s trial session or squad).',
        'To answer your messages, and to send the newsletter to those who asked for it.',
      ],
    },
    {
      heading: 'For how long',
      items: [
        `Applications that were closed or withdrawn: erased ${D.registrations} days after their last change.`,
        `Contact messages: erased ${D.messages} days after they arrived.`,
        `The academy’s activity log (who looked at or changed what, never your details): entries erased after ${D.audit} days.`,
        'Accepted players’ records are kept while the child is with the academy; ask us and we erase them.',
        `The link to your status page works while your child has a place in a squad, and for ${STATUS_LINK_IDLE_DAYS} days after the last change to the application. You can end it yourself on the page (“End this link”); the next mail we send carries a new one.`,
      ],
    },
    {
      heading: 'Getting or erasing your data',
      items: [
        'The status page linked from every mail we send you about your application has two buttons: “Download our data” gives you everything we keep about your family as one file, and “Withdraw and delete our data” erases it all once you type the code we mail you, and mails you a receipt.',
        'You can also write to the academy: we send you the same file, or erase everything, within a week.',
        'Every newsletter has an unsubscribe link.',
      ],
    },
  ],
  contactLead: 'Questions about your data? Write to',
} as const;
