import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError } from '../../src/config.ts';
import { createTestApp, freshPostgresUrl, type TestApp } from '../helpers.ts';

/** Staff accounts with DATABASE_URL (the PostgreSQL stage only, apps/server/vitest.config.ts): no demo administrator to fall back on. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('with DATABASE_URL', () => {
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
