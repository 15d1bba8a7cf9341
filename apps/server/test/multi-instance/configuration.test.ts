import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('configuration for several instances', () => {
  it('refuses DATABASE_URL without JWT_SECRET, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db.example/academy' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db.example/academy' })).toThrow(/JWT_SECRET: required when DATABASE_URL is set/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db.example/academy', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    // The embedded database is one process: a secret kept in DATA_DIR is fine there.
    expect(loadConfig({}).jwtSecret).toBeUndefined();
  });
});
