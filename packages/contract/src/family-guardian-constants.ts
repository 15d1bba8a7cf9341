// The family page's "Second guardian" texts (zod-free, docs/decisions/063): another parent or carer
// on the family record, whose email joins the family once it is confirmed from its own mailbox.
import { REGISTRATION_LABELS } from './registration-constants.ts';

export const SECOND_GUARDIAN = {
  title: 'Second guardian',
  intro: 'Another parent or carer we may contact about your children. Their email counts once they follow the link we mail to it.',
  open: 'Add or change',
  loading: 'Loading the second guardian...',
  labels: { name: 'Name', email: REGISTRATION_LABELS.parent_email, phone: REGISTRATION_LABELS.contact_phone },
  save: 'Save the second guardian',
  cancel: 'Cancel',
  saving: 'Saving...',
  saved: 'The second guardian is saved.',
  emailNotice: 'We sent a link to the second guardian’s address. It counts once it is followed there.',
  pendingEmail: (email: string) => `Waiting for confirmation: ${email}. Follow the link we mailed to that address.`,
  sameAsFirst: 'This is the first guardian’s email. Give the second guardian’s own address.',
  remove: 'Remove the second guardian',
  removeConfirm: 'We stop writing to this address about your children. You can add a second guardian again at any time.',
  removeButton: 'Yes, remove',
  removing: 'Removing...',
  removed: 'The second guardian has been removed.',
  loadFailed: 'We could not load the second guardian. Please try again.',
  saveFailed: 'The second guardian could not be saved. Please try again.',
} as const;
