import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifyReply } from 'fastify';
import { SESSION_TOKEN_HEADER, type Role } from '@academy/contract/auth-constants';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import pino from 'pino';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMMON_MESSAGES } from '@academy/contract/common';
import { POST_CONTENT_MAX } from '@academy/contract/post';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createStorage } from './storage/index.ts';
import { AccessLog, logDestination } from './plugins/access-log.ts';
import { registerAuthGuard, rolesOf } from './plugins/auth-guard.ts';
import { loggableError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { cacheFrontServer, registerPublicCache, type PublicCache } from './plugins/public-cache.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { pgRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerCacheBroadcast } from './plugins/cache-broadcast.ts';
import { followAcademyZone } from './lib/academy-zone.ts';
import { moduleDeps } from './lib/module-deps.ts';
import { createAuthService } from './modules/auth/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { createHiddenPhotoFiles, createPhotoFileSigner } from './modules/albums/photo-files.ts';
import { webRoutes } from './modules/web/routes.ts';
import { postRoutes } from './modules/posts/routes.ts';
import { tagRoutes } from './modules/posts/tag-routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { albumRoutes } from './modules/albums/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { registrationRoutes } from './modules/registrations/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { trialRoutes } from './modules/trials/routes.ts';
import { trialDayRoutes } from './modules/trials/trial-day-routes.ts';
import { emailRoutes } from './modules/emails/routes.ts';
import { academyRoutes } from './modules/academy/routes.ts';
import { siteContentRoutes } from './modules/site-content/routes.ts';
import { createAcademyService } from './modules/academy/service.ts';
import { adminCountsRoutes } from './modules/admin-counts/routes.ts';
import { upgradeNoticesRoutes } from './modules/upgrade-notices/routes.ts';
import { feedRoutes } from './modules/feeds/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { familyDataRoutes } from './modules/families/routes.ts';
import { retentionRoutes } from './modules/retention/routes.ts';
import { squadRoutes } from './modules/squads/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { calendarRoutes, eventRoutes } from './modules/events/routes.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { availabilityRoutes, familyCalendarRoutes } from './modules/availability/routes.ts';
import { resultRoutes } from './modules/results/routes.ts';
import { createAuditService } from './modules/audit/service.ts';
import { runStartup } from './startup.ts';
import { createRunner } from './background/runner.ts';
import { jobHandlers } from './background/job-handlers.ts';
import { createSweeps } from './background/sweeps.ts';
import { createMailer } from './mail/transport.ts';
import { loadAppSecret } from './lib/app-secret.ts';
import { registerBodyDeadline } from './lib/body-deadline.ts';
import { registerJsonDepthLimit } from './lib/json-depth.ts';
import { createStatusLinks } from './modules/access/status-links.ts';

export type BuildOptions = {
  database?: Database;
  /** Where log lines go (a test reads them); by default stdout, written asynchronously. */
  logStream?: { write: (line: string) => void };
  /** How long a request's headers may take (a test shortens it); HEADERS_TIMEOUT_MS by default. */
  headersTimeoutMs?: number;
};
/** A registered route; `roles` says who may call it; `response` holds its declared answer schemas (zod) by status code. */
export type RouteEntry = { method: string; url: string; public: boolean; roles: Role[] | 'public'; response?: Record<string, unknown> };

/** Timeouts of every connection (docs/decisions/023); the body's pace has its own settings. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 60 * 60_000;

/** proxy-addr's trust function for "the N hops nearest the server are proxies". */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const cacheFront: { answer?: PublicCache['front'] } = {};
  const app = Fastify({
    // Cached public reads are answered before Fastify's request lifecycle (plugins/public-cache.ts).
    serverFactory: cacheFrontServer(() => cacheFront.answer, options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS),
    // Log lines leave asynchronously, in batches (logDestination), instead of one blocking write()
    // per line (pino's default).
    // Errors are logged without the parameters of a failed query (personal data; decision 021).
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: (err: Error) => pino.stdSerializers.err(loggableError(err) as Error) },
      stream: options.logStream ?? logDestination(),
    },
    // One access-log line per request (Fastify's default is two).
    logController: new AccessLog(),
    // A hop count trusts that many proxies nearest the server; Fastify's own number form trusts none.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Hard cap on receiving a whole request (the body's pace is checked by registerBodyDeadline).
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Ids above 2^31 and other odd paths must reach our handlers, not a router 404 with another shape.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A URL that cannot be decoded (`/api/posts/%FF`) is refused before routing; answer in our envelope, not Fastify's.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ success: false, message: COMMON_MESSAGES.invalidInput });
    },
  }).withTypeProvider<ZodTypeProvider>();

  registerBodyDeadline(app, { graceMs: config.bodyTimeoutMs, minRate: config.bodyMinRate });
  registerJsonDepthLimit(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDb }));
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  try {
    await database.migrate();
  } catch (err) {
    await app.close();
    throw err;
  }

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const storage = await createStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  app.decorate('statusLinks', createStatusLinks(loadAppSecret(config), config.publicUrl));
  app.decorate('audit', createAuditService({ db: app.db }));
  app.decorate('auth', createAuthService(moduleDeps(app)));
  // Mail and durable jobs: one handler per kind of background/job-kinds.ts (decision 027).
  const runner = createRunner({
    db: database.db,
    log: app.log.child({ component: 'background' }),
    mailer: config.smtpUrl ? createMailer(config.smtpUrl, config.mailFrom, config.mailSendTimeoutMs) : undefined,
    handlers: jobHandlers(app),
    pollMs: config.backgroundPollMs,
    retryBaseMs: config.mailRetryBaseMs,
    exclusive: database.kind === 'pglite',
  });
  const sweeps = createSweeps({
    db: database.db,
    storage,
    log: app.log.child({ component: 'sweep' }),
    graceMs: config.uploadSweepGraceMs,
    mailBodyRetentionDays: config.mailBodyRetentionDays,
    everyMs: config.sweepIntervalMs,
    soleWriter: database.kind === 'pglite' && !config.s3,
    startGraceMs: REQUEST_TIMEOUT_MS,
  });
  app.decorate('background', {
    wake: runner.wake,
    drain: runner.drain,
    sweep: sweeps.run,
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
  app.addHook('onReady', async () => sweeps.start());
  app.addHook('preClose', async () => sweeps.stop());

  // Start-up work (the first administrator, the demo, stored post bodies, the retention run), before any route.
  try {
    await runStartup(app);
  } catch (err) {
    // E.g. no administrator with DATABASE_URL (decision 022): the database connection must not outlive the refusal.
    await app.close();
    throw err;
  }

  registerErrorHandler(app);
  registerAuthGuard(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // The docs UI (routes of a plugin we do not write) is public documentation; CORS preflights carry no token by design.
    if (route.url.startsWith('/api/docs') || methods.every((m) => m === 'OPTIONS')) route.config = { ...(route.config as object), public: true };
    // The access tests walk this list, so a new route cannot be forgotten.
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    const roles = rolesOf(route.config as FastifyContextConfig | undefined);
    for (const method of methods) routeTable.push({ method, url: route.url, public: roles === 'public', roles, response });
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // Same origin only unless CORS_ORIGINS names the sites allowed to call the API.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      maxAge: 600,
      exposedHeaders: [SESSION_TOKEN_HEADER],
    });
  }
  await app.register(rateLimit, {
    global: false,
    // Several instances on one PostgreSQL share the form limits; the embedded database is one process.
    ...(database.kind === 'postgres' ? { store: pgRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, success: false, message: COMMON_MESSAGES.tooManyRequests, retryAfter: ctx.after }),
  });
  // After helmet, so that cached answers carry the same security headers.
  registerPublicCache(app);
  cacheFront.answer = app.publicCache.front;
  // Several instances: a write on one empties the public cache of all (LISTEN/NOTIFY).
  if (config.databaseUrl && database.kind === 'postgres') await registerCacheBroadcast(app, config.databaseUrl);
  // The academy's time zone, kept in memory and read again whenever the public cache is emptied (decision 050).
  const academy = createAcademyService(moduleDeps(app));
  await followAcademyZone(app, academy.timeZone);
  // Files of photos visitors must not see, loaded again when the public cache's generation moves (decision 051).
  app.decorate('photoFiles', {
    hidden: createHiddenPhotoFiles(app.db, () => app.publicCache.stats().generation),
    signer: createPhotoFileSigner(loadAppSecret(config)),
  });
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(config.videoMaxBytes, 6 * 1024 * 1024) + 1,
      files: 60,
      fields: 30,
      // Post HTML (inline images included) travels as a multipart field.
      fieldSize: POST_CONTENT_MAX * 4,
      parts: 100,
    },
  });

  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(postRoutes);
      await api.register(tagRoutes);
      await api.register(teamRoutes);
      await api.register(albumRoutes);
      await api.register(mediaRoutes);
      await api.register(registrationRoutes);
      await api.register(contactRoutes);
      await api.register(newsletterRoutes);
      await api.register(trialRoutes);
      await api.register(trialDayRoutes);
      await api.register(emailRoutes);
      await api.register(academyRoutes);
      await api.register(siteContentRoutes);
      await api.register(adminCountsRoutes);
      await api.register(upgradeNoticesRoutes);
      await api.register(auditRoutes);
      await api.register(usersRoutes);
      await api.register(familyDataRoutes);
      await api.register(retentionRoutes);
      await api.register(squadRoutes);
      await api.register(reportRoutes);
      await api.register(eventRoutes);
      await api.register(attendanceRoutes);
      await api.register(announcementRoutes);
      await api.register(availabilityRoutes);
      await api.register(resultRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(uploadsRoutes);
  await app.register(feedRoutes);
  await app.register(calendarRoutes);
  await app.register(familyCalendarRoutes);
  await app.register(webRoutes(config.webDist));

  return app;
}
