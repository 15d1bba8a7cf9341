import { z } from 'zod';
import { EMAIL_CHANGE_ACTIONS, EMAIL_CHANGE_STATES } from './family-email-constants.ts';

export * from './family-email-constants.ts';

/** `GET` and `POST /api/public/family-email/{token}`: what the link does, to which address, and whether it still can. */
export const EmailChangeLinkSchema = z
  .strictObject({
    action: z.enum(EMAIL_CHANGE_ACTIONS),
    state: z.enum(EMAIL_CHANGE_STATES),
    email: z.string().meta({ description: 'The address the mails go to once the link is followed (the mailbox that got the link)' }),
  })
  .meta({ id: 'EmailChangeLink' });
export type EmailChangeLink = z.infer<typeof EmailChangeLinkSchema>;
