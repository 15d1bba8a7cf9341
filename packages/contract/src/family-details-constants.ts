// The status page's "Your details" texts (zod-free): the family corrects its contact details and
// the child's health conditions. Apart from the admin constants so the family page loads only these.
import { REGISTRATION_LABELS } from './registration-constants.ts';

/** The fields a family may correct on its status page, in the order the form shows them. */
export const FAMILY_DETAIL_FIELDS = ['parent_email', 'contact_phone', 'residence', 'health_conditions'] as const;
export type FamilyDetailField = (typeof FAMILY_DETAIL_FIELDS)[number];

export const FAMILY_DETAILS = {
  title: 'Your details',
  intro: 'Has something changed? Correct your contact details or update the health conditions here.',
  edit: 'Correct the details',
  loading: 'Loading your details...',
  loadFailed: 'We could not load your details. Please try again.',
  /** The registration form's labels of these fields: the family corrects what it entered there. */
  labels: Object.fromEntries(FAMILY_DETAIL_FIELDS.map((f) => [f, REGISTRATION_LABELS[f]])) as Pick<typeof REGISTRATION_LABELS, FamilyDetailField>,
  healthHint: 'Allergies, asthma, medication… Leave empty if there are none.',
  save: 'Save the details',
  cancel: 'Cancel',
  saving: 'Saving...',
  saved: 'Your details are saved.',
  unchanged: 'Nothing was changed.',
  saveFailed: 'Your details could not be saved. Please try again.',
  emailNotice:
    'We sent a link to the new address. The change takes effect once it is followed there; then we tell the old address, which can undo it for 7 days.',
  pendingEmail: (email: string) => `Waiting for confirmation: ${email}. Follow the link we mailed to that address.`,
} as const;

/**
 * The history line of a family's correction (shown to staff, and the only text about it that could
 * ever reach a mail): which fields changed, never their values; health is named, never copied.
 */
export const familyUpdateNote = (fields: readonly FamilyDetailField[]) => {
  const contact = fields.filter((f) => f !== 'health_conditions').map((f) => FAMILY_DETAILS.labels[f].toLowerCase());
  const parts = [...(contact.length ? [`Contact details corrected by the family (${contact.join(', ')})`] : [])];
  if (fields.includes('health_conditions')) parts.push(contact.length ? 'health conditions updated' : 'Health conditions updated by the family');
  return `${parts.join('; ')}.`;
};
