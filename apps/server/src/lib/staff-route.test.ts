import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@academy/contract/auth-constants';
import { HttpError } from './http-error.ts';
import { callerOf, forbiddenBeforeMissing, STAFF_ROUTE } from './staff-route.ts';

const missing = () => new HttpError(404, 'Not here');

describe('staff routes', () => {
  it('refuses before it looks: a caller not allowed gets 403 and the record is never read', async () => {
    let reads = 0;
    const find = async () => {
      reads++;
      return undefined;
    };
    await expect(forbiddenBeforeMissing(Promise.resolve(false), find, missing)).rejects.toMatchObject({ statusCode: 403, message: AUTH_MESSAGES.forbidden });
    expect(reads).toBe(0);
    await expect(forbiddenBeforeMissing(Promise.resolve(true), find, missing)).rejects.toMatchObject({ statusCode: 404, message: 'Not here' });
    expect(reads).toBe(1);
    await expect(forbiddenBeforeMissing(Promise.resolve(true), async () => ({ id: 7 }), missing)).resolves.toEqual({ id: 7 });
  });

  it('reads the caller the guard set, and answers 401 without one', () => {
    expect(callerOf({ user: { id: 3, role: 'coach' } as never, ip: '127.0.0.1' })).toEqual({ id: 3, role: 'coach' });
    expect(() => callerOf(null)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(STAFF_ROUTE.roles).toEqual(['admin', 'coach']);
  });
});
