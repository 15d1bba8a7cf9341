import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ERASURE_CODE_ATTEMPTS, ERASURE_CODE_DIGITS, ERASURE_CODE_MINUTES, ERASURE_CODES_PER_HOUR, FAMILY_DATA } from '@academy/contract/family-data-constants';
import type { Db } from '../../db/client.ts';
import { familyErasureCodes } from '../../db/schema/families.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Change } from '../../lib/module-deps.ts';
import { guardianAt } from './record.ts';

const MINUTE_MS = 60_000;

/**
 * The family's erasure needs a one-time code mailed to its first guardian (docs/decisions/059): the
 * status link alone is a long-lived bearer credential, so whoever holds it must also read the
 * family's mailbox. The code is stored as an HMAC of the app's secret, the family and the code (a
 * stolen database does not give six digits away by a table of 10^6 hashes); only the family's newest
 * code counts, for ERASURE_CODE_MINUTES and ERASURE_CODE_ATTEMPTS tries, and once.
 */
export function createErasureCodes(secret: Uint8Array) {
  const hashOf = (familyId: number, code: string) => createHmac('sha256', secret).update(`erasure-code:${familyId}:${code}`).digest('hex');
  const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    /**
     * Mails a new code to the family's first guardian (the academy's fixed words and the code, nothing
     * a visitor typed), in the caller's change; 429 after ERASURE_CODES_PER_HOUR codes in the last hour.
     */
    async send(c: Change, familyId: number, registrationId: number, now = new Date()): Promise<{ expires_at: string }> {
      const guardian = await guardianAt(c.tx, familyId, 1);
      if (!guardian) throw new HttpError(404, FAMILY_DATA.familyFailed);
      // The family's codes are counted under a lock on its guardian: two requests at once count each other.
      await c.tx.execute(sql`select id from family_guardians where id = ${guardian.id} for update`);
      const [recent] = await c.tx
        .select({ n: sql<number>`count(*)::int` })
        .from(familyErasureCodes)
        .where(and(eq(familyErasureCodes.family_id, familyId), gt(familyErasureCodes.created_at, new Date(now.getTime() - 60 * MINUTE_MS))));
      if ((recent?.n ?? 0) >= ERASURE_CODES_PER_HOUR) throw new HttpError(429, FAMILY_DATA.codeTooMany);
      const code = String(randomInt(0, 10 ** ERASURE_CODE_DIGITS)).padStart(ERASURE_CODE_DIGITS, '0');
      const expiresAt = new Date(now.getTime() + ERASURE_CODE_MINUTES * MINUTE_MS);
      await c.tx.insert(familyErasureCodes).values({ family_id: familyId, code_hash: hashOf(familyId, code), expires_at: expiresAt, created_at: now });
      await c.mail({
        to: guardian.email,
        kind: 'erasure_code',
        content: { subject: FAMILY_DATA.codeMailSubject, paragraphs: FAMILY_DATA.codeMailBody(code) },
        about: { type: 'registration', id: registrationId },
      });
      await c.audit({
        action: 'family.erasure_code',
        record: { type: 'family', id: familyId },
        summary: 'Erasure code mailed to the first guardian',
        actor: { id: null, label: 'family' },
      });
      return { expires_at: expiresAt.toISOString() };
    },

    /**
     * Counts a try of the family's newest code, committed on its own (a refused erasure rolls its
     * change back; the try must stay counted): 400 for no open code (none, expired, used, tries
     * spent) or a wrong one. Answers the code's id for `use`.
     */
    async check(db: Db, familyId: number, code: string, now = new Date()): Promise<number> {
      const [newest] = await db
        .select({ id: familyErasureCodes.id })
        .from(familyErasureCodes)
        .where(eq(familyErasureCodes.family_id, familyId))
        .orderBy(desc(familyErasureCodes.id))
        .limit(1);
      const [open] = newest
        ? await db
            .update(familyErasureCodes)
            .set({ attempts: sql`${familyErasureCodes.attempts} + 1` })
            .where(
              and(
                eq(familyErasureCodes.id, newest.id),
                isNull(familyErasureCodes.used_at),
                gt(familyErasureCodes.expires_at, now),
                lt(familyErasureCodes.attempts, ERASURE_CODE_ATTEMPTS),
              ),
            )
            .returning({ id: familyErasureCodes.id, code_hash: familyErasureCodes.code_hash })
        : [];
      if (!open) throw new HttpError(400, FAMILY_DATA.codeExpired);
      if (!sameHash(open.code_hash, hashOf(familyId, code))) throw new HttpError(400, FAMILY_DATA.codeWrong);
      return open.id;
    },

    /** Marks a checked code used, in the erasure's change: a second erasure with it at once finds it used (400). */
    async use(tx: Db, codeId: number, now = new Date()): Promise<void> {
      const [used] = await tx
        .update(familyErasureCodes)
        .set({ used_at: now })
        .where(and(eq(familyErasureCodes.id, codeId), isNull(familyErasureCodes.used_at)))
        .returning({ id: familyErasureCodes.id });
      if (!used) throw new HttpError(400, FAMILY_DATA.codeExpired);
    },
  };
}
export type ErasureCodes = ReturnType<typeof createErasureCodes>;
