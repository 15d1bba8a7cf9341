// Zod-free: the editable publish date of a published post (docs/decisions/048).

/** A publish date this far ahead of the server's clock is still "now" (the editor's clock may run a little fast). */
export const PUBLISH_DATE_SKEW_MS = 60_000;

export const PUBLISH_DATE = {
  label: 'Publish date',
  hint: 'The date shown on the post; lists are in this order.',
  required: 'Please enter the publish date',
  future: 'The publish date cannot be in the future. To publish later, use Schedule….',
} as const;
