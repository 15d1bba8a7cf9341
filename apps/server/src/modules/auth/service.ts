import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type DemoCredentials, type LoginResult, type UpdateProfileInput, type User } from '@academy/contract/auth';
import type { Config } from '../../config.ts';
import { loadAppSecret } from '../../lib/app-secret.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { toUser, type UserRepository } from './repository.ts';

const TOKEN_TTL = '12h';
export const DEMO_EMAIL = 'admin@academy.local';
const ARGON_OPTIONS = { algorithm: 2 /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function createAuthService(deps: { config: Config; db: Db; users: UserRepository; log: FastifyBaseLogger }) {
  const { config, users, log } = deps;
  const secret = loadAppSecret(config);
  const throttle = createLoginThrottle(deps.db, config.loginWindowMs);
  // An address may be shared (a school, a club house): it gets a few accounts' worth of attempts.
  const rulesFor = (ip: string, account: string) => [
    { key: `ip:${ip}`, max: config.loginMaxAttempts * 3 },
    { key: `account:${account}`, max: config.loginMaxAttempts },
  ];
  // Unknown emails are checked against this so that they cost as long as real ones.
  const dummyHash = hash(randomBytes(16).toString('hex'), ARGON_OPTIONS);

  const sign = (user: User) =>
    new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setIssuedAt().setExpirationTime(TOKEN_TTL).sign(secret);

  return {
    async userFromToken(token: string): Promise<User | null> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (!Number.isInteger(id) || id <= 0) return null;
        const row = await users.findById(id);
        // A deactivated account's tokens stop working at its next request, not when they expire.
        return row?.active ? toUser(row) : null;
      } catch (err) {
        if (err instanceof Error && err.name.startsWith('JW')) return null;
        if ((err as { code?: string }).code?.startsWith('ERR_J')) return null;
        throw err;
      }
    },

    async login(email: string, password: string, ip: string): Promise<LoginResult> {
      const account = email.trim().toLowerCase();
      const rules = rulesFor(ip, account);
      const wait = await throttle.retryAfter(rules);
      if (wait > 0) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(wait) });
      const row = await users.findByEmail(account);
      const ok = row ? await verify(row.passwordHash, password) : (await verify(await dummyHash, password), false);
      if (!row || !ok) {
        await throttle.fail(rules.map((r) => r.key));
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      await throttle.reset(`account:${account}`);
      // Told only to whoever knows the password: a deactivated account is no secret to its owner.
      if (!row.active) throw new HttpError(403, AUTH_MESSAGES.inactive);
      const user = toUser(row);
      return { token: await sign(user), user };
    },

    async demoCredentials(): Promise<DemoCredentials> {
      const row = await users.findDemo();
      return row?.demoPassword ? { active: true, email: row.email, key: row.demoPassword } : { active: false };
    },

    /** The same argon2id settings as sign-in, for the Users module's initial and reset passwords. */
    hashPassword: (password: string) => hash(password, ARGON_OPTIONS),

    async updateProfile(userId: number, input: UpdateProfileInput): Promise<User> {
      const row = await users.findById(userId);
      if (!row) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      if (!(await verify(row.passwordHash, input.current_password))) {
        throw new HttpError(400, AUTH_MESSAGES.currentPasswordWrong, { current_password: AUTH_MESSAGES.currentPasswordWrong });
      }
      const email = input.email.toLowerCase();
      const other = await users.findByEmail(email);
      if (other && other.id !== userId) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
      const changes: Parameters<UserRepository['update']>[1] = { name: input.name, email };
      if (input.new_password) {
        changes.passwordHash = await hash(input.new_password, ARGON_OPTIONS);
        changes.demoPassword = null;
      }
      const updated = await users.update(userId, changes);
      return toUser(updated!);
    },

    /** First start: the configured administrator, or a demo one with a printed random password. */
    async ensureAdmin(): Promise<void> {
      if (config.adminEmail && config.adminPassword) {
        if (await users.findByEmail(config.adminEmail)) return;
        await users.insert({ name: 'Administrator', email: config.adminEmail, passwordHash: await hash(config.adminPassword, ARGON_OPTIONS) });
        log.info({ email: config.adminEmail }, 'created administrator from ADMIN_EMAIL');
        return;
      }
      if ((await users.count()) > 0) return;
      const password = randomBytes(9).toString('base64url');
      await users.insert({ name: 'Academy Admin', email: DEMO_EMAIL, passwordHash: await hash(password, ARGON_OPTIONS), demoPassword: password });
      const banner = `\n  Demo administrator created\n    email:    ${DEMO_EMAIL}\n    password: ${password}\n  (change it under Settings; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)\n`;
      log.warn({ email: DEMO_EMAIL }, 'created demo administrator with a random password');
      if (config.logLevel !== 'silent') process.stdout.write(banner);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
