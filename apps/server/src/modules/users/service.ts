import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, ROLE_LABELS, type Role } from '@academy/contract/auth-constants';
import { MAIL_TEXTS } from '@academy/contract/email-constants';
import { RESET_LINK_MINUTES } from '@academy/contract/staff-account-constants';
import { SET_PASSWORD_LINK_HOURS, USER_MESSAGES, type UserAccount, type UserInput, type UserUpdateInput } from '@academy/contract/users';
import { loadAppSecret } from '../../lib/app-secret.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Actor, ModuleDeps } from '../../lib/module-deps.ts';
import type { AuthService } from '../auth/service.ts';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import { createUsersRepository, toAccount } from './repository.ts';
import { createSetPasswordLinks } from './set-password-links.ts';

const ROLE_NAMES: Record<Role, string> = { admin: 'an administrator', editor: 'an editor', coach: 'a coach' };
const linkInvalid = () => new HttpError(404, USER_MESSAGES.linkInvalid);

/** A unique index refused the row (two additions of one email at once). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Staff accounts (decision 022). Every change, its audit entry and its mail are one change
 * (decision 026). `auth` says whether a reset mail may go to an address now (counted per address
 * and per account, with the sign-in counters).
 */
export function createUsersService({ db, config, change }: Pick<ModuleDeps, 'db' | 'config' | 'change'>, auth: Pick<AuthService, 'allowResetMail'>) {
  const repo = createUsersRepository(db);
  const links = createSetPasswordLinks(loadAppSecret(config), config.publicUrl);

  /** Refuses a change that would leave no active administrator (called with the admins' rows locked). */
  const keepAnAdmin = (activeAdmins: number[], target: { id: number; role: Role; active: boolean }, next: { role: Role; active: boolean }) => {
    const wasAdmin = target.role === 'admin' && target.active;
    const staysAdmin = next.role === 'admin' && next.active;
    if (wasAdmin && !staysAdmin && activeAdmins.filter((id) => id !== target.id).length === 0) throw new HttpError(409, USER_MESSAGES.lastAdmin);
  };

  return {
    list: () => repo.list(),

    async create(request: Actor, input: UserInput): Promise<UserAccount> {
      const email = input.email.toLowerCase();
      const problem = input.password_mode === 'password' ? await passwordProblem(input.password!, [email]) : null;
      if (problem) throw new HttpError(400, problem, { password: problem });
      // A link user gets a random password nobody knows until the link sets theirs.
      const passwordHash = await hashPassword(input.password_mode === 'password' ? input.password! : randomBytes(32).toString('base64url'));
      try {
        const row = await change(request, async (c) => {
          const txRepo = createUsersRepository(c.tx);
          if (await txRepo.findByEmail(email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
          const row = await txRepo.insert({ name: input.name, email, role: input.role, passwordHash });
          if (input.password_mode === 'link') {
            const content = MAIL_TEXTS.userInvitation({
              name: row.name,
              roleLabel: ROLE_LABELS[row.role],
              setPasswordUrl: links.urlFor(row),
              hours: SET_PASSWORD_LINK_HOURS,
            });
            await c.mail({ to: row.email, kind: 'user_invitation', content });
          }
          const how = input.password_mode === 'link' ? 'set-password link mailed' : 'initial password set by an administrator';
          await c.audit({ action: 'user.create', record: { type: 'user', id: row.id }, summary: `Added ${ROLE_NAMES[row.role]}; ${how}` });
          return row;
        });
        return toAccount(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
        throw err;
      }
    },

    async update(request: Actor, id: number, input: UserUpdateInput): Promise<UserAccount> {
      const row = await change(request, async (c) => {
        const txRepo = createUsersRepository(c.tx);
        const admins = await txRepo.lockActiveAdmins();
        const target = await txRepo.findById(id);
        if (!target) throw new HttpError(404, USER_MESSAGES.notFound);
        const next = { role: input.role ?? target.role, active: input.active ?? target.active };
        if (next.role === target.role && next.active === target.active) return target;
        keepAnAdmin(admins, target, next);
        const updated = await txRepo.update(id, next);
        const changes: string[] = [];
        if (next.role !== target.role) changes.push(`Role: ${target.role} → ${next.role}`);
        if (next.active !== target.active) changes.push(next.active ? 'Reactivated' : 'Deactivated');
        const action = next.active === false && target.active ? 'user.deactivate' : 'user.update';
        await c.audit({ action, record: { type: 'user', id }, summary: changes.join('; ') });
        return updated!;
      });
      return toAccount(row);
    },

    /** DELETE deactivates: the account stays, so the audit trail's entries keep naming who acted. */
    deactivate(request: Actor, id: number): Promise<UserAccount> {
      return this.update(request, id, { active: false });
    },

    /** Whose password a link sets, while it is valid. */
    async linkInfo(token: string): Promise<{ email: string }> {
      const parsed = links.parse(token);
      const row = parsed ? await repo.findById(parsed.userId) : undefined;
      if (!parsed || !row || !row.active || !links.verify(parsed, row)) throw linkInvalid();
      return { email: row.email };
    },

    async setPassword(request: Actor, token: string, password: string): Promise<{ email: string }> {
      const parsed = links.parse(token);
      const row = parsed ? await repo.findById(parsed.userId) : undefined;
      if (!parsed || !row || !row.active || !links.verify(parsed, row)) throw linkInvalid();
      const problem = await passwordProblem(password, [row.email]);
      if (problem) throw new HttpError(400, problem, { password: problem });
      const newHash = await hashPassword(password);
      await change(request, async (c) => {
        if (!(await createUsersRepository(c.tx).replacePassword(row.id, row.passwordHash, newHash))) throw linkInvalid();
        const actor = { id: row.id, label: row.email };
        await c.audit({
          action: 'user.update',
          actor,
          record: { type: 'user', id: row.id },
          summary: 'Password set through a set-password link; every session signed out',
        });
      });
      return { email: row.email };
    },

    /**
     * Forgot password: a reset link by mail to an active account's address. The caller answers the
     * same whatever happens here (no account, deactivated, too many requests), so the answer never
     * tells whether an address has an account.
     */
    async requestReset(request: NonNullable<Actor>, email: string): Promise<void> {
      if (!(await auth.allowResetMail(email, request.ip))) return;
      const row = await repo.findByEmail(email);
      if (!row?.active) return;
      await change(request, async (c) => {
        const content = MAIL_TEXTS.passwordReset({ name: row.name, resetUrl: links.urlFor(row, Date.now(), 'reset-password'), minutes: RESET_LINK_MINUTES });
        await c.mail({ to: row.email, kind: 'password_reset', content });
        await c.audit({
          action: 'user.update',
          actor: { id: row.id, label: row.email },
          record: { type: 'user', id: row.id },
          summary: 'Password reset link mailed',
        });
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
