import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  type DemoCredentials,
  type LoginAnswer,
  type LoginResult,
  type SecuritySettings,
  type SecuritySettingsInput,
  type Session,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type UpdateProfileInput,
  type User,
} from '@academy/contract/auth';
import { ConfigError } from '../../config.ts';
import { loadAppSecret } from '../../lib/app-secret.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Change, ModuleDeps } from '../../lib/module-deps.ts';
import type { AuditEvent } from '../audit/service.ts';
import { createLoginThrottle, type Reservation } from './login-throttle.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { createUserRepository, toUser, type UserRepository, type UserRow } from './repository.ts';
import { createSecretBox, enrolment, matchTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp.ts';

export const DEMO_EMAIL = 'admin@academy.local';
const MINUTE = 60_000;
const IDLE_MS = SESSION_IDLE_MINUTES * MINUTE;
const MAX_MS = SESSION_MAX_HOURS * 60 * MINUTE;
/** An active browser's token is renewed once it is this old (and its session's last-seen time with it). */
const RENEW_AFTER_MS = 5 * MINUTE;
/** The second step of a two-factor sign-in must come this soon after the password. */
const CHALLENGE_MS = 5 * MINUTE;

/** Who is calling, and the session their token names (auth guard). */
export type Caller = {
  user: User;
  sessionId: string;
  /** The account has a second factor. */
  twoFactor: boolean;
  /** The academy requires a second factor of administrators. */
  twoFactorRequired: boolean;
  /** A fresh token for this browser (sliding renewal), when the one it sent is getting old. */
  renewed?: string;
};
export type RequestContext = { ip: string; userAgent?: string | undefined; sessionId?: string | undefined };
/** The request a sign-in step or an account change comes from: who (the audit entry's actor), from where, with which session. */
export type AuthRequest = Pick<FastifyRequest, 'user' | 'ip' | 'headers' | 'session'>;
const contextOf = (request: AuthRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  sessionId: request.session?.sessionId,
});
/** The signed-in caller's id (routes that call these require a signed-in user). */
const userIdOf = (request: AuthRequest) => request.user!.id;

const BadCode = () => new HttpError(401, AUTH_MESSAGES.codeWrong, { code: AUTH_MESSAGES.codeWrong });
const weakPassword = (field: string, problem: string) => new HttpError(400, problem, { [field]: problem });

/**
 * Signing in, sessions, the caller's own account and two-factor sign-in (decision 022). Every change
 * an audit entry records is one change with it (decision 026): the session and its sign-in entry,
 * a password and its entry, commit together.
 */
/** Whether the academy's rules require a second factor of this role (decision 061). */
const requiredFor = (role: string, rules: { admin: boolean; coach: boolean }) => (role === 'admin' ? rules.admin : role === 'coach' && rules.coach);

export function createAuthService(deps: Pick<ModuleDeps, 'db' | 'config' | 'log' | 'change'>) {
  const { config, log, change } = deps;
  const users = createUserRepository(deps.db);
  const secret = loadAppSecret(config);
  const box = createSecretBox(secret);
  const throttle = createLoginThrottle(deps.db, config.loginWindowMs);
  /**
   * Counted per address and account together, so that nobody can lock the owner out by failing
   * their password from elsewhere; an address trying many accounts is stopped by its own count
   * (a school's or club house's address gets a few accounts' worth). Decision 022.
   */
  const rulesFor = (ip: string, account: string) => [
    { key: `pair:${ip}|${account}`, max: config.loginMaxAttempts },
    { key: `ip:${ip}`, max: config.loginMaxAttempts * 3 },
  ];
  const tooMany = (wait: number) => new HttpError(429, AUTH_MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(wait) });
  const reserve = async (rules: ReturnType<typeof rulesFor>): Promise<Reservation> => {
    const r = await throttle.reserve(rules);
    if (r.wait > 0) throw tooMany(r.wait);
    return r;
  };
  // Unknown emails are checked against this so that they cost as long as real ones.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  /** The embedded demo only: `npm start` with neither DATABASE_URL nor ADMIN_EMAIL (decision 022). */
  const embeddedDemo = !config.databaseUrl && !config.adminEmail;
  // Derived from the signing secret (DATA_DIR/jwt-secret, 0600): nothing readable is stored in the database.
  const demoPassword = createHmac('sha256', secret).update('demo-administrator-password').digest('base64url').slice(0, 20);
  let demoHashVerified: string | null = null;

  const signSession = (user: { id: number; sessionVersion: number }, sessionId: string, expiresAt: Date) =>
    new SignJWT({ sid: sessionId, sv: user.sessionVersion, typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(new Date(Math.min(Date.now() + IDLE_MS, expiresAt.getTime())))
      .sign(secret);

  const readToken = async (token: string, typ: string): Promise<(JWTPayload & { sid?: unknown; sv?: unknown; typ?: unknown }) | null> => {
    try {
      // exp is required: a token without one is refused, never good forever.
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub', 'sv'] });
      return payload.typ === typ ? payload : null;
    } catch (err) {
      if (err instanceof Error && err.name.startsWith('JW')) return null;
      if ((err as { code?: string }).code?.startsWith('ERR_J')) return null;
      throw err;
    }
  };

  /** A new session and its sign-in entry, on the sign-in's change. */
  async function openSession(c: Change, request: AuthRequest, row: UserRow, summary?: string): Promise<LoginResult> {
    const session = await createUserRepository(c.tx).insertSession({
      id: randomBytes(18).toString('base64url'),
      userId: row.id,
      userAgent: (contextOf(request).userAgent ?? '').slice(0, 300),
      expiresAt: new Date(Date.now() + MAX_MS),
    });
    await c.audit({ action: 'auth.sign_in', actor: { id: row.id, label: row.email }, record: { type: 'user', id: row.id }, ...(summary ? { summary } : {}) });
    return { token: await signSession(row, session.id, session.expiresAt), user: toUser(row) };
  }

  /**
   * A refused sign-in step is recorded without the typed address (it may not be anyone's). It
   * changes nothing (the attempt was counted before the check), so its entry is a change of its own.
   */
  async function refused<T>(request: AuthRequest, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 401 || status === 403 || status === 429) {
        const summary = status === 429 ? 'Too many attempts: refused' : status === 403 ? 'Deactivated account: refused' : 'Wrong email or password';
        await change(request, (c) => c.audit({ action: 'auth.sign_in_failed', summary }));
      }
      throw err;
    }
  }

  /** An account change with its audit entry, in one change. */
  const accountChange = <T>(request: AuthRequest, event: AuditEvent, fn: (txUsers: UserRepository) => Promise<T>): Promise<T> =>
    change(request, async (c) => {
      const result = await fn(createUserRepository(c.tx));
      await c.audit(event);
      return result;
    });
  const ownAccount = (request: AuthRequest, summary: string): AuditEvent => ({
    action: 'user.update',
    record: { type: 'user', id: userIdOf(request) },
    summary,
  });

  /** Uses the code (a TOTP step or a recovery code), on the sign-in's change: a sign-in that fails after it does not spend it. */
  async function checkCode(txUsers: UserRepository, row: UserRow, code: string): Promise<boolean> {
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      if (!row.totpSecret) return false;
      const step = matchTotp(box.open(row.totpSecret), digits);
      // A code is good once: the same step (or an earlier one) a second time is refused.
      return step !== null && (await txUsers.useTotpStep(row.id, step));
    }
    return txUsers.useRecoveryCode(row.id, recoveryCodeHash(secret, code));
  }

  /** The current password, checked under the same counters as signing in (Settings, two-factor changes). */
  async function checkCurrentPassword(row: UserRow, password: string, ctx: RequestContext) {
    const reservation = await reserve(rulesFor(ctx.ip, row.email.toLowerCase()));
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw new HttpError(400, AUTH_MESSAGES.currentPasswordWrong, { current_password: AUTH_MESSAGES.currentPasswordWrong });
    }
    await throttle.forgive(reservation);
  }

  const mustFind = async (userId: number) => {
    const row = await users.findById(userId);
    if (!row?.active) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
    return row;
  };

  return {
    embeddedDemo,
    passwordProblem,
    hashPassword,

    async callerFromToken(token: string): Promise<Caller | null> {
      const payload = await readToken(token, 'session');
      if (!payload) return null;
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0 || typeof payload.sid !== 'string' || typeof payload.sv !== 'number') return null;
      const found = await users.findSession(payload.sid, id);
      // Signed out, expired, deactivated, or issued before the session version was raised.
      if (!found || !found.user.active || found.user.sessionVersion !== payload.sv) return null;
      const caller: Caller = {
        user: toUser(found.user),
        sessionId: found.session.id,
        twoFactor: found.user.totpEnabledAt !== null,
        // The academy's rule for the caller's role (decision 061): administrators, and coaches when the academy says so.
        twoFactorRequired:
          found.user.role === 'admin' ? found.requireAdminTwoFactor === true : found.user.role === 'coach' && found.requireCoachTwoFactor === true,
      };
      if (Date.now() - (payload.iat ?? 0) * 1000 > RENEW_AFTER_MS) {
        await users.touchSession(found.session.id);
        caller.renewed = await signSession(found.user, found.session.id, found.session.expiresAt);
      }
      return caller;
    },

    async userFromToken(token: string): Promise<User | null> {
      return (await this.callerFromToken(token))?.user ?? null;
    },

    login: (request: AuthRequest, email: string, password: string): Promise<LoginAnswer> =>
      refused(request, async () => {
        const ctx = contextOf(request);
        const account = email.trim().toLowerCase();
        const reservation = await reserve(rulesFor(ctx.ip, account));
        const row = await users.findByEmail(account);
        const ok = row ? await verifyPassword(row.passwordHash, password) : (await verifyPassword(await dummyHash, password), false);
        if (!row || !ok) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
        await throttle.forgive(reservation);
        // The owner's own typos from this address are forgotten once they get it right.
        await throttle.reset(`pair:${ctx.ip}|${account}`);
        // Told only to whoever knows the password: a deactivated account is no secret to its owner.
        if (!row.active) throw new HttpError(403, AUTH_MESSAGES.inactive);
        if (row.totpEnabledAt) {
          // `fu`: the factor's uses so far. A sign-in with a code changes them, so the challenge is spent with it (decision 061).
          const challenge = await new SignJWT({ sv: row.sessionVersion, typ: 'two-factor', fu: await users.twoFactorUses(row.id) })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(String(row.id))
            .setIssuedAt()
            .setExpirationTime(new Date(Date.now() + CHALLENGE_MS))
            .sign(secret);
          return { two_factor_required: true, challenge };
        }
        return change(request, (c) => openSession(c, request, row));
      }),

    /** The second step: the challenge from the password step and a TOTP or recovery code. */
    loginTwoFactor: (request: AuthRequest, challenge: string, code: string): Promise<LoginResult> =>
      refused(request, async () => {
        const ctx = contextOf(request);
        const payload = await readToken(challenge, 'two-factor');
        const row = payload ? await users.findById(Number(payload.sub)) : undefined;
        const expired = () => new HttpError(401, AUTH_MESSAGES.challengeExpired);
        if (!payload || !row?.active || row.sessionVersion !== payload.sv || !row.totpEnabledAt) throw expired();
        // Single use (decision 061): once a code signed in (with this challenge or another), the factor's uses moved on.
        if (payload.fu !== (await users.twoFactorUses(row.id))) throw expired();
        const reservation = await reserve([
          { key: `code:${ctx.ip}|${row.id}`, max: config.loginMaxAttempts },
          { key: `ip:${ctx.ip}`, max: config.loginMaxAttempts * 3 },
        ]);
        const result = await change(request, async (c) => {
          const txUsers = createUserRepository(c.tx);
          // Checked again under the row's lock: two requests with one challenge and two good codes open one session.
          if (payload.fu !== (await txUsers.twoFactorUses(row.id, true))) throw expired();
          if (!(await checkCode(txUsers, row, code))) throw BadCode();
          return openSession(c, request, row, 'With a second factor');
        });
        await throttle.forgive(reservation);
        return result;
      }),

    /** At most 3 reset mails per account and window, and an address's share of them: further requests are dropped silently. */
    async allowResetMail(email: string, ip: string): Promise<boolean> {
      const r = await throttle.reserve([
        { key: `reset:${email.trim().toLowerCase()}`, max: 3 },
        { key: `reset-ip:${ip}`, max: config.loginMaxAttempts * 3 },
      ]);
      return r.wait === 0;
    },

    /** Ends one of the caller's sessions (the one its token names, or another of its own). */
    logout: (request: AuthRequest, sessionId: string) => change(request, (c) => createUserRepository(c.tx).deleteSession(userIdOf(request), sessionId)),

    async listSessions(userId: number, currentId: string): Promise<Session[]> {
      const rows = await users.listSessions(userId);
      return rows.map((s) => ({
        id: s.id,
        user_agent: s.userAgent,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        current: s.id === currentId,
      }));
    },

    /** "Sign out everywhere": every token of the user stops working, this browser's too. */
    signOutEverywhere: (request: AuthRequest): Promise<void> =>
      accountChange(request, ownAccount(request, 'Signed out everywhere'), async (txUsers) => {
        await txUsers.bumpSessionVersion(userIdOf(request));
        await txUsers.deleteSessions(userIdOf(request));
      }),

    async demoCredentials(): Promise<DemoCredentials> {
      if (!embeddedDemo) return { active: false };
      const row = await users.findByEmail(DEMO_EMAIL);
      if (!row?.active) return { active: false };
      // One argon2 check per password hash, not per page view.
      if (row.passwordHash !== demoHashVerified) {
        if (!(await verifyPassword(row.passwordHash, demoPassword))) return { active: false };
        demoHashVerified = row.passwordHash;
      }
      return { active: true, email: row.email, key: demoPassword };
    },

    /** The caller's own name, email or password; a new password (its entry in the audit trail) ends every other session. */
    async updateProfile(request: AuthRequest, input: UpdateProfileInput): Promise<{ user: User; token?: string }> {
      const userId = userIdOf(request);
      const ctx = contextOf(request);
      const row = await mustFind(userId);
      await checkCurrentPassword(row, input.current_password, ctx);
      const email = input.email.toLowerCase();
      const other = await users.findByEmail(email);
      if (other && other.id !== userId) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
      const changes: Parameters<UserRepository['update']>[1] = { name: input.name, email };
      if (input.new_password) {
        const problem = await passwordProblem(input.new_password, [row.email, email]);
        if (problem) throw weakPassword('new_password', problem);
        changes.passwordHash = await hashPassword(input.new_password);
      }
      return change(request, async (c) => {
        const txUsers = createUserRepository(c.tx);
        const updated = (await txUsers.update(userId, changes))!;
        if (!input.new_password) return { user: toUser(updated) };
        // A new password ends every other session; this browser carries on with a token of the new version.
        const version = await txUsers.bumpSessionVersion(userId);
        await txUsers.deleteSessions(userId, ctx.sessionId);
        const session = ctx.sessionId ? (await txUsers.listSessions(userId)).find((s) => s.id === ctx.sessionId) : undefined;
        if (!session) return { user: toUser(updated) };
        await c.audit(ownAccount(request, 'Password changed; other sessions signed out'));
        return { user: toUser(updated), token: await signSession({ id: userId, sessionVersion: version! }, session.id, session.expiresAt) };
      });
    },

    async twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
      const row = await mustFind(userId);
      return {
        enabled: row.totpEnabledAt !== null,
        recovery_codes_left: row.totpEnabledAt ? await users.countRecoveryCodes(userId) : 0,
        required: requiredFor(row.role, await users.securityRules()),
      };
    },

    /** Enrolment, step one: a new secret (replacing an unconfirmed one); the factor is on only once a code confirms it. */
    async beginTwoFactor(request: AuthRequest, currentPassword: string): Promise<TwoFactorSetup> {
      const userId = userIdOf(request);
      const row = await mustFind(userId);
      await checkCurrentPassword(row, currentPassword, contextOf(request));
      if (row.totpEnabledAt) throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyOn);
      const plain = newTotpSecret();
      await change(request, (c) => createUserRepository(c.tx).update(userId, { totpSecret: box.seal(plain), totpLastStep: null }));
      return enrolment(plain, row.email);
    },

    /** Enrolment, step two: a code from the app turns the factor on; the recovery codes are answered once. */
    async enableTwoFactor(request: AuthRequest, code: string): Promise<string[]> {
      const userId = userIdOf(request);
      const ctx = contextOf(request);
      const row = await mustFind(userId);
      if (row.totpEnabledAt) throw new HttpError(409, AUTH_MESSAGES.twoFactorAlreadyOn);
      if (!row.totpSecret) throw new HttpError(409, AUTH_MESSAGES.twoFactorNotStarted);
      const reservation = await reserve([{ key: `code:${ctx.ip}|${row.id}`, max: config.loginMaxAttempts }]);
      const step = /^\d{6}$/.test(code.replace(/\s/g, '')) ? matchTotp(box.open(row.totpSecret), code.replace(/\s/g, '')) : null;
      if (step === null) throw BadCode();
      const codes = newRecoveryCodes();
      // The code's step is spent on the change that turns the factor on: both commit, or neither.
      await accountChange(request, ownAccount(request, 'Two-factor sign-in turned on'), async (txUsers) => {
        if (!(await txUsers.useTotpStep(row.id, step))) throw BadCode();
        await txUsers.replaceRecoveryCodes(
          userId,
          codes.map((c) => recoveryCodeHash(secret, c)),
        );
        await txUsers.update(userId, { totpEnabledAt: new Date() });
      });
      await throttle.forgive(reservation);
      return codes;
    },

    async disableTwoFactor(request: AuthRequest, currentPassword: string): Promise<void> {
      const userId = userIdOf(request);
      const row = await mustFind(userId);
      await checkCurrentPassword(row, currentPassword, contextOf(request));
      if (row.totpEnabledAt && requiredFor(row.role, await users.securityRules()))
        throw new HttpError(409, row.role === 'coach' ? AUTH_MESSAGES.twoFactorRequiredCoaches : AUTH_MESSAGES.twoFactorRequired);
      await accountChange(request, ownAccount(request, 'Two-factor sign-in turned off'), async (txUsers) => {
        await txUsers.update(userId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
        await txUsers.replaceRecoveryCodes(userId, []);
      });
    },

    /** The academy's sign-in rules, as the settings screen shows them. */
    securitySettings: async (): Promise<SecuritySettings> => {
      const rules = await users.securityRules();
      return { require_admin_two_factor: rules.admin, require_coach_two_factor: rules.coach };
    },
    /** Changes the rules named (administrators only, by the route): each is audited. */
    async updateSecuritySettings(request: AuthRequest, input: SecuritySettingsInput): Promise<SecuritySettings> {
      if (input.require_admin_two_factor !== undefined) await this.setRequireAdminTwoFactor(request, input.require_admin_two_factor);
      if (input.require_coach_two_factor !== undefined) {
        const value = input.require_coach_two_factor;
        await change(request, async (c) => {
          await createUserRepository(c.tx).setRequireCoachTwoFactor(value);
          await c.audit({
            action: 'settings.update',
            summary: value ? 'Two-factor sign-in required for coaches' : 'Two-factor sign-in no longer required for coaches',
          });
        });
      }
      return this.securitySettings();
    },
    async setRequireAdminTwoFactor(request: AuthRequest, value: boolean): Promise<boolean> {
      // Nobody turns the rule on for others while it would lock themselves out.
      if (value && (await users.findById(userIdOf(request)))?.totpEnabledAt == null) throw new HttpError(409, AUTH_MESSAGES.twoFactorMissingForRequire);
      const summary = value ? 'Two-factor sign-in required for administrators' : 'Two-factor sign-in no longer required';
      await change(request, async (c) => {
        await createUserRepository(c.tx).setRequireAdminTwoFactor(value);
        await c.audit({ action: 'settings.update', summary });
      });
      return value;
    },

    /**
     * Every start: the configured first administrator, or (embedded demo only) the demo
     * administrator; with DATABASE_URL and no active administrator the server refuses to start.
     */
    async ensureAdmin(): Promise<void> {
      if (config.adminEmail && config.adminPassword) {
        if (await users.findByEmail(config.adminEmail)) return;
        const problem = await passwordProblem(config.adminPassword, [config.adminEmail]);
        if (problem)
          throw new ConfigError(
            `Invalid configuration:\n  ADMIN_PASSWORD: ${problem.replace(/^(Password|This password|The password) /, '')} (the first administrator is created with it)`,
          );
        await users.insert({ name: 'Administrator', email: config.adminEmail, passwordHash: await hashPassword(config.adminPassword) });
        log.info({ email: config.adminEmail }, 'created administrator from ADMIN_EMAIL');
        return;
      }
      if (!embeddedDemo) {
        if ((await users.countActiveAdmins()) > 0) return;
        throw new ConfigError(
          'Refusing to start: the database has no active administrator and ADMIN_EMAIL is not set.\n' +
            '  Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 12 characters) to create the first administrator; a demo administrator exists only in the embedded demo (no DATABASE_URL).',
        );
      }
      const quiet = config.logLevel === 'silent';
      if ((await users.count()) === 0) {
        await users.insert({ name: 'Academy Admin', email: DEMO_EMAIL, passwordHash: await hashPassword(demoPassword) });
        log.warn({ email: DEMO_EMAIL }, 'created the demo administrator');
      }
      const demo = await this.demoCredentials();
      if (demo.active && !quiet) {
        // Printed at every start while it is unchanged; the sign-in page shows it only to this machine's browsers (decision 022).
        process.stdout.write(
          `\n  Demo administrator (embedded demo)\n    email:    ${demo.email}\n    password: ${demo.key}\n  (change it under Settings; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)\n\n`,
        );
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
