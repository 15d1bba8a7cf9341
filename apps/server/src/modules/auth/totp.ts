import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { ACADEMY_NAME } from '@academy/contract/site';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;

export function totpFor(secretBase32: string, label = '') {
  return new TOTP({ issuer: ACADEMY_NAME, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (RFC 4226's recommended length), as base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The time step a code belongs to, when it is the code of the current step or of one step either
 * side (a phone's clock may be a little off), or null.
 */
export function matchTotp(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

export async function enrolment(secretBase32: string, email: string) {
  const uri = totpFor(secretBase32, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secretBase32, otpauth_uri: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * TOTP secrets must be readable to check a code, so they are encrypted (AES-256-GCM) with a key
 * derived from the signing secret: a copy of the database alone does not give them away.
 */
export function createSecretBox(appSecret: Uint8Array) {
  const key = Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), 'academy totp secrets', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed: string): string {
      const [v, iv, body, tag] = sealed.split('.');
      if (v !== 'v1' || !iv || !body || !tag) throw new Error('unreadable sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** Recovery codes: ten codes of 10 letters and digits (about 50 bits each), shown as xxxxx-xxxxx. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(n = 10): string[] {
  return Array.from({ length: n }, () => {
    const s = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
/** Stored as a keyed hash: the codes are random, so a fast keyed hash is enough (no guessing a dictionary). */
export const recoveryCodeHash = (appSecret: Uint8Array, code: string) =>
  createHmac('sha256', appSecret)
    .update(`recovery:${normalizeRecoveryCode(code)}`)
    .digest('base64url');
