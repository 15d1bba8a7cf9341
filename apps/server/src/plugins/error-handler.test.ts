import { describe, expect, it } from 'vitest';
import { isDbConnectivityError } from './error-handler.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDbConnectivityError', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    ['pool ended', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', new Error('PGlite is closed')],
    ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['SQLSTATE class 08', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') })],
    ['aggregate of refused addresses', Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), { code: undefined })],
  ])('%s', (_name, err) => {
    expect(isDbConnectivityError(err)).toBe(true);
  });

  it.each([
    ['syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['plain error', new Error('boom')],
    ['not an error', 'string'],
  ])('not %s', (_name, err) => {
    expect(isDbConnectivityError(err)).toBe(false);
  });

  it('survives a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDbConnectivityError(a)).toBe(false);
  });
});
