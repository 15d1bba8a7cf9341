import { createHmac, timingSafeEqual } from 'node:crypto';
import { RESET_LINK_MINUTES } from '@academy/contract/staff-account-constants';
import { SET_PASSWORD_LINK_HOURS } from '@academy/contract/users-constants';
import { adminHref } from '@academy/contract/admin-paths';

const HOUR_MS = 60 * 60 * 1000;
/** An invitation (an administrator added the user) or a reset the user asked for by mail (shorter-lived). */
export type LinkPurpose = 'set-password' | 'reset-password';
const LIFETIME_MS: Record<LinkPurpose, number> = { 'set-password': SET_PASSWORD_LINK_HOURS * HOUR_MS, 'reset-password': RESET_LINK_MINUTES * 60_000 };
const TOKEN = /^(\d{1,10})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/;

/**
 * Set-password links (`PUBLIC_URL/set-password/{token}`): nothing is stored. The token names the
 * user and its expiry and is signed with the app's secret over the user's *current password hash*:
 * once a password is set (a new hash with a new salt) every link made before stops working, so a
 * link works once; after SET_PASSWORD_LINK_HOURS (a reset link: RESET_LINK_MINUTES) it stops
 * working too. Both kinds open the same page; the purpose is part of what is signed.
 */
export function createSetPasswordLinks(secret: Uint8Array, publicUrl: string) {
  const mac = (userId: number, expires: number, passwordHash: string, purpose: LinkPurpose = 'set-password') =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${expires}:${passwordHash}`).digest('base64url');

  return {
    urlFor(user: { id: number; passwordHash: string }, now = Date.now(), purpose: LinkPurpose = 'set-password'): string {
      const expires = now + LIFETIME_MS[purpose];
      return `${publicUrl}${adminHref('setPassword', { token: `${user.id}.${expires}.${mac(user.id, expires, user.passwordHash, purpose)}` })}`;
    },
    /** The user id a token names, before its signature is checked (the caller loads the user). */
    parse(token: string): { userId: number; expires: number; signature: string } | null {
      const m = TOKEN.exec(token);
      return m ? { userId: Number(m[1]), expires: Number(m[2]), signature: m[3]! } : null;
    },
    /** Whether the token is still good for this user as stored now. */
    verify(token: { userId: number; expires: number; signature: string }, user: { id: number; passwordHash: string }, now = Date.now()): boolean {
      if (token.expires < now || token.userId !== user.id) return false;
      const given = Buffer.from(token.signature);
      return (Object.keys(LIFETIME_MS) as LinkPurpose[]).some((purpose) => {
        // A reset link's expiry can never lie further ahead than its lifetime allows.
        if (token.expires > now + LIFETIME_MS[purpose]) return false;
        const expected = Buffer.from(mac(user.id, token.expires, user.passwordHash, purpose));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
  };
}
export type SetPasswordLinks = ReturnType<typeof createSetPasswordLinks>;
