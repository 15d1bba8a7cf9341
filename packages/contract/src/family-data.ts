import { z } from 'zod';
import { TimestampSchema } from './common.ts';
import { ERASURE_CODE_DIGITS, FAMILY_DATA, FAMILY_RECORD_KINDS } from './family-data-constants.ts';

export * from './family-data-constants.ts';

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** The body of the admin's export and erasure: the email travels in the body, never in a URL (URLs are logged; docs/decisions/023). */
export const FamilyEmailSchema = z.object({ email });

/** A stored row as the database holds it (every column, dates as ISO strings): the export is the data itself. */
const RowSchema = z.record(z.string(), z.unknown());

/** Everything stored about one family, as one JSON document (the export, for the admin or the family). */
export const FamilyExportSchema = z
  .strictObject({
    email: z.string(),
    exported_at: TimestampSchema,
    ...Object.fromEntries(FAMILY_RECORD_KINDS.map((k) => [k, z.array(RowSchema)])),
  } as Record<'email', z.ZodString> &
    Record<'exported_at', typeof TimestampSchema> &
    Record<(typeof FAMILY_RECORD_KINDS)[number], z.ZodArray<typeof RowSchema>>)
  .meta({ id: 'FamilyExport' });
export type FamilyExport = z.infer<typeof FamilyExportSchema>;

/** What an erasure removed, per kind. */
export const FamilyErasureSchema = z
  .strictObject(
    Object.fromEntries(FAMILY_RECORD_KINDS.map((k) => [k, z.number().int().nonnegative()])) as Record<(typeof FAMILY_RECORD_KINDS)[number], z.ZodNumber>,
  )
  .meta({ id: 'FamilyErasure' });
export type FamilyErasure = z.infer<typeof FamilyErasureSchema>;

/** The body of the family's own erasure: the code mailed to the first guardian (docs/decisions/059). */
export const FamilyErasureInputSchema = z.object({
  code: z
    .string({ error: FAMILY_DATA.codeRequired })
    .trim()
    .regex(new RegExp(`^\\d{${ERASURE_CODE_DIGITS}}$`), { error: FAMILY_DATA.codeRequired })
    .meta({ description: 'The one-time code mailed to the family by POST …/data/erasure-code' }),
});
export type FamilyErasureInput = z.input<typeof FamilyErasureInputSchema>;

/** The answer to a code request: when the code stops working. */
export const ErasureCodeSentSchema = z.strictObject({ expires_at: TimestampSchema }).meta({ id: 'ErasureCodeSent' });
export type ErasureCodeSent = z.infer<typeof ErasureCodeSentSchema>;

/** The answer to the family ending its link: how many children's links ended (docs/decisions/062). */
export const FamilyLinkEndedSchema = z.strictObject({ ended: z.number().int().nonnegative() }).meta({ id: 'FamilyLinkEnded' });
export type FamilyLinkEnded = z.infer<typeof FamilyLinkEndedSchema>;
