/**
 * Prints who may call each route, read from the app itself (the route table its onRoute hook
 * records, the same list the access tests walk): `node --import tsx apps/server/src/ops/routes-roles.ts`.
 * Builds the app on a throwaway in-memory database; nothing is kept.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type RouteEntry } from '../app.ts';
import { loadConfig } from '../config.ts';

export function rolesTable(routes: readonly RouteEntry[]): string {
  const seen = new Set<string>();
  const rows = routes
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.startsWith('/api/docs'))
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .map((r) => ({ method: r.method, url: r.url, roles: r.roles === 'public' ? 'public' : r.roles.join(', ') }))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  const lines = ['| method | url | roles |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.method} | \`${r.url}\` | ${r.roles} |`)];
  return `${lines.join('\n')}\n`;
}

async function main() {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'academy-routes-'));
  try {
    const config = {
      ...loadConfig({}),
      dataDir,
      databaseUrl: undefined,
      inMemoryDb: true,
      logLevel: 'silent' as const,
      seed: false,
      jwtSecret: 'routes-table-routes-table-routes-table-0',
      webDist: path.join(dataDir, 'no-web'),
    };
    const app = await buildApp(config);
    await app.ready();
    process.stdout.write(rolesTable(app.routeTable));
    await app.close();
  } finally {
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
