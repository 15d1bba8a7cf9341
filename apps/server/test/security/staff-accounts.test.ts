import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { TOTP, Secret } from 'otpauth';
import { AUTH_MESSAGES, SESSION_TOKEN_HEADER } from '@academy/contract/auth-constants';
import { users } from '../../src/db/schema/users.ts';
import { buildApp } from '../../src/app.ts';
import { ConfigError } from '../../src/config.ts';
import { loadAppSecret } from '../../src/lib/app-secret.ts';
import { matchTotp } from '../../src/modules/auth/totp.ts';
import { createSetPasswordLinks } from '../../src/modules/users/set-password-links.ts';
import { adminCommand } from '../../src/ops/admin.ts';
import { bearer, createTestApp, freshPostgresUrl, login, type TestApp } from '../helpers.ts';
import { startMailServer, type TestMailServer } from '../mail-server.ts';

let smtp: TestMailServer;
let t: TestApp;
let adminHeaders: Record<string, string>;
const PUBLIC_URL = 'https://academy.example';

beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ smtpUrl: smtp.url, backgroundPollMs: 100, mailRetryBaseMs: 50, publicUrl: PUBLIC_URL, loginMaxAttempts: 5 });
  adminHeaders = bearer(await login(t.app));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
const PASSWORD = 'staff-password-2026';
async function staff(role: 'admin' | 'editor' | 'coach' = 'editor') {
  const email = `staff-${++n}@academy.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: adminHeaders,
    payload: { name: `Staff ${n}`, email, role, password_mode: 'password', password: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id as number, email, token: await login(t.app, { email, password: PASSWORD }) };
}
const profile = (token: string) => t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });

describe('revocable sessions', () => {
  it('refuses a token after a password change (the changing browser gets a new one), and ends the other sessions', async () => {
    const s = await staff();
    const other = await login(t.app, { email: s.email, password: PASSWORD });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(s.token),
      payload: { name: 'Renamed', email: s.email, current_password: PASSWORD, new_password: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(fresh).toBeTruthy();
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
  });

  it('refuses a token after deactivation, and still after reactivation', async () => {
    const s = await staff();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${s.id}`, headers: adminHeaders })).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${s.id}`, headers: adminHeaders, payload: { active: true } })).statusCode).toBe(200);
    // Before: the old token worked again after reactivation.
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await profile(await login(t.app, { email: s.email, password: PASSWORD }))).statusCode).toBe(200);
  });

  it('refuses a token after a role change', async () => {
    const s = await staff('editor');
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${s.id}`, headers: adminHeaders, payload: { role: 'admin' } })).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
  });

  it('signs out one session with POST /api/auth/logout, and every session with "sign out everywhere"', async () => {
    const s = await staff();
    const second = await login(t.app, { email: s.email, password: PASSWORD });
    const third = await login(t.app, { email: s.email, password: PASSWORD });
    const listed = await t.app.inject({ url: '/api/auth/sessions', headers: bearer(s.token) });
    expect(listed.json().data).toHaveLength(3);
    expect((listed.json().data as { current: boolean }[]).filter((x) => x.current)).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(s.token) })).statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-everywhere', headers: bearer(second) })).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(third)).statusCode).toBe(401);
  });

  it('requires exp, a session and the current session version in every token', async () => {
    const s = await staff();
    const claims = decodeJwt(s.token);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(2 * 3600);
    const secret = loadAppSecret(t.config);
    const forge = (withExp: boolean, sv = claims.sv) => {
      const jwt = new SignJWT({ sid: claims.sid, sv, typ: 'session' }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(s.id)).setIssuedAt();
      return (withExp ? jwt.setExpirationTime('1h') : jwt).sign(secret);
    };
    expect((await profile(await forge(true))).statusCode).toBe(200);
    // Before: a token without exp was accepted forever.
    expect((await profile(await forge(false))).statusCode).toBe(401);
    expect((await profile(await forge(true, Number(claims.sv) + 1))).statusCode).toBe(401);
  });

  it('renews an active browser’s token (sliding), within the session', async () => {
    const s = await staff();
    const claims = decodeJwt(s.token);
    const old = await new SignJWT({ sid: claims.sid, sv: claims.sv, typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(s.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 10 * 60)
      .setExpirationTime('20m')
      .sign(loadAppSecret(t.config));
    const recent = await profile(s.token);
    expect(recent.headers[SESSION_TOKEN_HEADER]).toBeUndefined();
    const res = await profile(old);
    const renewed = res.headers[SESSION_TOKEN_HEADER] as string;
    expect(renewed).toBeTruthy();
    expect(decodeJwt(renewed).exp!).toBeGreaterThan(decodeJwt(old).exp!);
    expect((await profile(renewed)).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('refuses fewer than 12 characters and common passwords wherever a password is chosen', async () => {
    const add = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: adminHeaders,
        payload: { name: 'P', email: `p-${++n}@academy.test`, role: 'editor', password_mode: 'password', password },
      });
    // Before: 8 characters, and `password` and `12345678` were accepted.
    for (const weak of ['password', '12345678', 'elevenchars']) expect((await add(weak)).statusCode).toBe(400);
    // A common password of a shape the form lets through (`passwordpassword` is refused as a repeat first).
    const common = await add('leavemealone');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe(AUTH_MESSAGES.passwordCommon);
    const s = await staff();
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(s.token),
      payload: { name: 'x', email: s.email, current_password: PASSWORD, new_password: 'websolutions' },
    });
    expect(own.json().errors.new_password).toBe(AUTH_MESSAGES.passwordCommon);
  });

  it("refuses repeats, keyboard runs and the account's own email on every path that sets a password (decision 061)", async () => {
    // Before: `aaaaaaaaaaaa`, `qwertyuiopas` and the account's own address were accepted.
    const add = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: adminHeaders,
        payload: { name: 'P', email, role: 'editor', password_mode: 'password', password },
      });
    const fresh = () => `shape-${++n}@academy.test`;
    expect((await add(fresh(), 'aaaaaaaaaaaa')).json().errors.password).toBe(AUTH_MESSAGES.passwordRepeats);
    expect((await add(fresh(), 'qwertyuiopas')).json().errors.password).toBe(AUTH_MESSAGES.passwordRuns);
    const ownEmail = fresh();
    const refusedEmail = await add(ownEmail, `${ownEmail.toUpperCase()}!`);
    expect(refusedEmail.statusCode).toBe(400);
    expect(refusedEmail.json().errors.password).toBe(AUTH_MESSAGES.passwordHasEmail);
    const local = ownEmail.split('@')[0]!;
    expect((await add(ownEmail, `Kickoff-${local}-26`)).json().errors.password).toBe(AUTH_MESSAGES.passwordHasEmail);
    expect((await add(ownEmail, 'Kickoff at Nine, Saturday')).statusCode).toBe(201);

    // Settings: the account's current address counts even when the form sends a new one.
    const s = await staff();
    const change = (new_password: string, email = s.email) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(s.token),
        payload: { name: 'x', email, current_password: PASSWORD, new_password },
      });
    expect((await change(`my-${s.email.split('@')[0]}-pass`, 'someone.new@academy.test')).json().errors.new_password).toBe(AUTH_MESSAGES.passwordHasEmail);
    expect((await change('abcabcabcabc')).json().errors.new_password).toBe(AUTH_MESSAGES.passwordRepeats);

    // A set-password (or reset) link: the account's email is not in the request, the server knows it.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.id));
    const token = createSetPasswordLinks(loadAppSecret(t.config), PUBLIC_URL).urlFor(row!, Date.now(), 'reset-password').split('/').pop()!;
    const viaLink = (password: string) => t.app.inject({ method: 'POST', url: `/api/set-password/${token}`, payload: { password } });
    const linkRefused = await viaLink(`${s.email}-2026`);
    expect(linkRefused.statusCode).toBe(400);
    expect(linkRefused.json().errors.password).toBe(AUTH_MESSAGES.passwordHasEmail);
    expect((await viaLink('1qaz2wsx3edc4rfv')).json().errors.password).toBe(AUTH_MESSAGES.passwordRuns);
    expect((await viaLink('Kickoff at Nine, Saturday')).statusCode).toBe(200);
  });

  it('throttles the current-password check in Settings like a sign-in', async () => {
    const s = await staff();
    const put = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(s.token),
        remoteAddress: '10.60.0.1',
        payload: { name: 'x', email: s.email, current_password: current },
      });
    for (let i = 0; i < 5; i++) expect((await put(`wrong-${i}`)).statusCode).toBe(400);
    // Before: unlimited guesses. Now the sixth is refused, even the right one, from that address.
    expect((await put('wrong-again')).statusCode).toBe(429);
    expect((await put(PASSWORD)).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails a single-use link that ends every session', async () => {
    const s = await staff();
    const before = smtp.messages.length;
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: s.email.toUpperCase() } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody-here@academy.test' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().data.message).toBe(AUTH_MESSAGES.resetRequested);
    await smtp.waitFor(before + 1);
    await t.app.background.drain();
    expect(smtp.messages.length).toBe(before + 1);
    const mail = smtp.messages[before]!;
    expect([mail.to].flat().map((a) => a?.text)).toEqual([s.email]);
    const token = new RegExp(`${PUBLIC_URL}/set-password/([^\\s"<>]+)`).exec(mail.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await t.app.inject({ url: `/api/set-password/${token}` })).json().data).toEqual({ email: s.email });
    const set = await t.app.inject({ method: 'POST', url: `/api/set-password/${token}`, payload: { password: 'reset-by-mail-2026' } });
    expect(set.statusCode).toBe(200);
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/set-password/${token}`, payload: { password: 'second-use-refused' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: 'reset-by-mail-2026' } })).statusCode).toBe(200);
  });

  it('expires a reset link after an hour, and mails an account at most 3 links per window', async () => {
    const s = await staff();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.id));
    const links = createSetPasswordLinks(loadAppSecret(t.config), PUBLIC_URL);
    const stale = links
      .urlFor(row!, Date.now() - 61 * 60_000, 'reset-password')
      .split('/')
      .pop()!;
    expect((await t.app.inject({ url: `/api/set-password/${stale}` })).statusCode).toBe(404);
    const fresh = links
      .urlFor(row!, Date.now() - 59 * 60_000, 'reset-password')
      .split('/')
      .pop()!;
    expect((await t.app.inject({ url: `/api/set-password/${fresh}` })).statusCode).toBe(200);

    await t.app.background.drain();
    const before = smtp.messages.length;
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: s.email } })).statusCode).toBe(200);
    await smtp.waitFor(before + 3);
    await t.app.background.drain();
    expect(smtp.messages.slice(before).filter((m) => [m.to].flat().some((a) => a?.text === s.email))).toHaveLength(3);
  });

  it('resets a password from the command line (npm run admin -- reset-password), ending every session', async () => {
    const s = await staff();
    const out = await adminCommand(t.app.db, 'reset-password', s.email);
    const password = /New password for [^:]+: (\S+)/.exec(out)?.[1];
    expect(password).toBeTruthy();
    expect((await profile(s.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password } })).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('matches the RFC 6238 SHA-1 test vectors (6-digit codes are the vectors’ last six digits)', () => {
    const secret = Secret.fromUTF8('12345678901234567890').base32;
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(matchTotp(secret, code.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30));
      expect(matchTotp(secret, code.slice(-6), seconds * 1000 + 30_000)).toBe(Math.floor(seconds / 30));
      expect(matchTotp(secret, code.slice(-6), seconds * 1000 + 61_000)).toBeNull();
    }
  });

  it('enrols with a QR code, signs in with a code computed here, refuses a replayed code, and takes a recovery code once', async () => {
    const s = await staff('admin');
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: bearer(s.token), payload: { current_password: PASSWORD } });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_code } = setup.json().data as { secret: string; otpauth_uri: string; qr_code: string };
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // Stored encrypted, never as the base32 key.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, s.id));
    expect(row!.totpSecret).not.toContain(secret);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const previous = totp.generate({ timestamp: Date.now() - 30_000 });
    const enable = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: bearer(s.token), payload: { code: previous } });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);

    const first = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: PASSWORD } });
    expect(first.json().data).toMatchObject({ two_factor_required: true });
    expect(first.json().data.token).toBeUndefined();
    const challenge = first.json().data.challenge as string;
    const code = totp.generate();
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code } });
    expect(second.statusCode).toBe(200);
    expect((await profile(second.json().data.token)).statusCode).toBe(200);
    // The challenge is spent by the sign-in (decision 061): before, it opened more sessions for 5 minutes.
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(AUTH_MESSAGES.challengeExpired);
    const reused = await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge, code: codes[0]! } });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(AUTH_MESSAGES.challengeExpired);
    // A new challenge with the code already used is refused too: its TOTP step is spent for the account.
    const fresh = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: PASSWORD } })).json().data.challenge as string;
    const again = await fresh();
    const sameCode = await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge: again, code } });
    expect(sameCode.statusCode).toBe(401);
    expect(sameCode.json().message).toBe(AUTH_MESSAGES.codeWrong);

    // A wrong code leaves the challenge good; a recovery code then signs in once.
    const recovery = await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge: again, code: codes[0]!.toUpperCase() } });
    expect(recovery.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge: again, code: codes[1] } })).json().message).toBe(
      AUTH_MESSAGES.challengeExpired,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challenge: await fresh(), code: codes[0] } })).statusCode).toBe(
      401,
    );
    const status = await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(second.json().data.token) });
    expect(status.json().data).toEqual({ enabled: true, recovery_codes_left: 9, required: false });
    const [stored] = await t.app.db
      .execute<{ n: number }>(sql`select count(*)::int as n from user_recovery_codes where code_hash = ${codes[1]}`)
      .then((r) => ('rows' in r ? r.rows : r) as { n: number }[]);
    expect(stored!.n).toBe(0);
  });

  it('lets the academy require it of administrators: one without it can only set it up', async () => {
    const owner = await staff('admin');
    const other = await staff('admin');
    const requireIt = (headers: Record<string, string>, value: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/security', headers, payload: { require_admin_two_factor: value } });
    // Nobody requires it while lacking it themselves.
    expect((await requireIt(bearer(owner.token), true)).statusCode).toBe(409);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: bearer(owner.token),
      payload: { current_password: PASSWORD },
    });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().data.secret as string) });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: bearer(owner.token), payload: { code: totp.generate() } })).statusCode,
    ).toBe(200);
    expect((await requireIt(bearer(owner.token), true)).statusCode).toBe(200);
    try {
      const refused = await t.app.inject({ url: '/api/registrations', headers: bearer(other.token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(AUTH_MESSAGES.twoFactorRequired);
      expect((await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(other.token) })).json().data.required).toBe(true);
      expect((await t.app.inject({ url: '/api/registrations', headers: bearer(owner.token) })).statusCode).toBe(200);
    } finally {
      expect((await requireIt(bearer(owner.token), false)).statusCode).toBe(200);
    }
  });

  it('lets the academy require it of coaches too: a coach without it can only set it up, administrators are not touched (decision 061)', async () => {
    const admin = await staff('admin');
    const coach = await staff('coach');
    const rules = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/security', headers, payload });
    expect((await t.app.inject({ url: '/api/auth/security', headers: bearer(admin.token) })).json().data).toEqual({
      require_admin_two_factor: false,
      require_coach_two_factor: false,
    });
    // Only administrators set the rules.
    expect((await rules(bearer(coach.token), { require_coach_two_factor: true })).statusCode).toBe(403);
    const on = await rules(bearer(admin.token), { require_coach_two_factor: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toEqual({ require_admin_two_factor: false, require_coach_two_factor: true });
    try {
      const refused = await t.app.inject({ url: '/api/coach/trials', headers: bearer(coach.token) });
      expect([refused.statusCode, refused.json().message]).toEqual([403, AUTH_MESSAGES.twoFactorRequiredCoaches]);
      expect((await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(coach.token) })).json().data.required).toBe(true);
      // An administrator without a second factor is not a coach: the administrators' rule is off.
      expect((await t.app.inject({ url: '/api/registrations', headers: bearer(admin.token) })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/two-factor', headers: bearer(admin.token) })).json().data.required).toBe(false);

      // The coach sets it up (a route allowed while it is missing), then works, and cannot turn it off.
      const setup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/setup',
        headers: bearer(coach.token),
        payload: { current_password: PASSWORD },
      });
      expect(setup.statusCode, setup.body).toBe(200);
      const totp = new TOTP({ secret: Secret.fromBase32(setup.json().data.secret as string) });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: bearer(coach.token), payload: { code: totp.generate() } }))
          .statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/api/coach/trials', headers: bearer(coach.token) })).statusCode).toBe(200);
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        headers: bearer(coach.token),
        payload: { current_password: PASSWORD },
      });
      expect([off.statusCode, off.json().message]).toEqual([409, AUTH_MESSAGES.twoFactorRequiredCoaches]);
    } finally {
      expect((await rules(bearer(admin.token), { require_coach_two_factor: false })).json().data.require_coach_two_factor).toBe(false);
    }
  });
});

describe('fail closed', () => {
  it('has no demo administrator, no demo route and no clear password with ADMIN_EMAIL set', async () => {
    expect((await t.app.inject('/api/auth/demo')).statusCode).toBe(404);
    const columns = await t.app.db.execute<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'users'`);
    const names = ('rows' in columns ? columns.rows : columns) as { column_name: string }[];
    expect(names.map((c) => c.column_name)).not.toContain('demo_password');
    expect(names.length).toBeGreaterThan(5);
  });

  describe('the embedded demo', () => {
    let d: TestApp;
    beforeAll(async () => {
      d = await createTestApp({ adminEmail: undefined, adminPassword: undefined }, {}, { embedded: true });
    });
    afterAll(() => d.close());

    it('shows the sample credentials to this machine only, unless PUBLIC_DEMO says so', async () => {
      const local = await d.app.inject({ url: '/api/auth/demo', remoteAddress: '127.0.0.1' });
      expect(local.json().data).toMatchObject({ active: true, email: 'admin@academy.local' });
      // Before: anyone on the network got them.
      expect((await d.app.inject({ url: '/api/auth/demo', remoteAddress: '192.168.1.20' })).json().data).toEqual({ active: false });
      // A proxy on this machine forwards its visitors over loopback.
      expect((await d.app.inject({ url: '/api/auth/demo', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).json().data).toEqual({
        active: false,
      });
      d.config.publicDemo = true;
      try {
        expect((await d.app.inject({ url: '/api/auth/demo', remoteAddress: '192.168.1.20' })).json().data.active).toBe(true);
      } finally {
        d.config.publicDemo = false;
      }
      const key = local.json().data.key as string;
      expect((await d.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@academy.local', password: key } })).statusCode).toBe(200);
    });
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('with DATABASE_URL', () => {
    it('refuses to start without an administrator, naming ADMIN_EMAIL', async () => {
      const db = await freshPostgresUrl();
      try {
        const config = { ...t.config, databaseUrl: db.url, inMemoryDb: false, adminEmail: undefined, adminPassword: undefined };
        const started = buildApp(config);
        await expect(started).rejects.toThrow(ConfigError);
        await expect(started).rejects.toThrow(/no active administrator and ADMIN_EMAIL is not set/);
      } finally {
        await db.drop();
      }
    });
  });
});
