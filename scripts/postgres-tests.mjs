// The server test files CI runs on PostgreSQL as well as on PGlite (docs/decisions/057): every
// file of these folders, and these files. Paths are relative to apps/server; a folder ends in `/`.
// PGlite runs every file. `PG_ALL=1 npm test` runs every file on PostgreSQL too.
export const POSTGRES_TESTS = [
  // Several instances on one database: LISTEN/NOTIFY, claims with SKIP LOCKED, the scheduler's lock.
  'test/multi-instance/',
  // The database or a process taken away mid-change: connection loss, SIGKILL between commit and send.
  'test/faults/',
  // Durable jobs, the outbox and the runner's claims and retries.
  'test/background/',
  // Row locks, advisory locks and migrations of existing data.
  'test/db/',
  // Backup and restore (pg_dump / COPY on PostgreSQL, the data directory on PGlite).
  'test/ops/',
  // Every landed release's database (a pg_dump fixture on PostgreSQL) started by this one.
  'test/upgrade/',
  // The schema an upgrade found, read by the dashboard's notices.
  'test/modules/upgrade-notices.test.ts',
  // The family record's triggers (a registration joins or makes its family, a deleted child's
  // photos keep a no-consent mark) and a stranger's link walked over every family route.
  'test/security/family-takeover.test.ts',
  'test/modules/photo-review.test.ts',
  // Every route walked with each role, every answer against its strict schema, the OpenAPI document
  // against the routes: the driver's own type parsing (bigint counts, timestamps, jsonb) shows here.
  'test/security/access.test.ts',
  'test/contract-answers.test.ts',
  // The audit trigger and the audit row written in the change's own transaction.
  'test/security/audit-in-change.test.ts',
  'test/modules/audit.test.ts',
  // PostgreSQL-only branches (describe.skipIf(!TEST_DATABASE_URL)).
  'test/security/staff-accounts.test.ts',
  // Counters kept in the database under concurrent requests (login throttle, rate-limit store).
  'test/security/login.test.ts',
  'test/security/forms-abuse.test.ts',
  'test/security/proxies.test.ts',
  // Hand-written SQL (window functions, `count(*)` totals, full-text search, jsonb updates, `for update`).
  'test/performance/list-totals.test.ts',
  'test/modules/admin-counts.test.ts',
  'test/modules/admin-dashboard.test.ts',
  'test/modules/post-search.test.ts',
  'test/modules/tags.test.ts',
  'test/modules/academy-zone.test.ts',
  'test/modules/reports.test.ts',
  'test/modules/users.test.ts',
  // The season core: places, offers and waiting lists under row locks, state changes with their side effects.
  'test/modules/squads.test.ts',
  'test/modules/trials.test.ts',
  'test/modules/trial-day.test.ts',
  'test/modules/availability.test.ts',
  'test/modules/events.test.ts',
  'test/modules/attendance.test.ts',
  'test/modules/enrollment-fixes.test.ts',
  'test/modules/registration-mails.test.ts',
  'test/modules/families.test.ts',
  'test/modules/family-changes.test.ts',
  // Erasure and retention (cascades, bulk deletes), consent joins, mail queues.
  'test/modules/retention.test.ts',
  'test/modules/photo-consent.test.ts',
  'test/modules/photo-subjects.test.ts',
  'test/modules/album-arrange.test.ts',
  'test/modules/post-body-images.test.ts',
  'test/modules/emails.test.ts',
  'test/modules/newsletter.test.ts',
  'test/modules/newsletter-crash.test.ts',
];
