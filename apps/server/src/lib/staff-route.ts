import type { FastifyContextConfig } from 'fastify';
import { AUTH_MESSAGES, type Role } from '@academy/contract/auth-constants';
import { HttpError } from './http-error.ts';
import type { Actor } from './module-deps.ts';

/** The caller as the access rules need it (modules/access/coach-access.ts). */
export type StaffCaller = { id: number; role: Role };

/**
 * The config of a staff route: administrators and coaches pass the guard (plugins/auth-guard.ts),
 * and the service narrows a coach to the sessions, squads and children assigned to them
 * (decisions 030, 031). With more settings: `config: { ...STAFF_ROUTE, errors: [409] }`.
 */
export const STAFF_ROUTE = { roles: ['admin', 'coach'] } satisfies Pick<FastifyContextConfig, 'roles'>;

/** The signed-in caller of a route or change; the guard has set it on every private route, so none is a 401. */
export function callerOf(by: Actor): StaffCaller {
  const user = by?.user;
  if (!user) throw new HttpError(401, AUTH_MESSAGES.forbidden);
  return { id: user.id, role: user.role };
}

export const forbidden = () => new HttpError(403, AUTH_MESSAGES.forbidden);

/**
 * A record a staff caller opens, 403 before 404: `allowed` is awaited first and `find` runs only
 * then, so a coach learns nothing, not even whether it exists, of what is not assigned to them.
 */
export async function forbiddenBeforeMissing<T>(allowed: Promise<boolean>, find: () => Promise<T | undefined>, missing: () => HttpError): Promise<T> {
  if (!(await allowed)) throw forbidden();
  const found = await find();
  if (found === undefined) throw missing();
  return found;
}
