import type { Role, User } from '@academy/contract/auth';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Storage } from './storage/storage.ts';
import type { AuthService } from './modules/auth/service.ts';
import type { RouteEntry } from './app.ts';
import type { ErrorStatus } from './plugins/openapi.ts';
import type { SweepResult } from './background/sweeps.ts';
import type { StatusLinks } from './modules/access/status-links.ts';
import type { AuditService } from './modules/audit/service.ts';
import type { HiddenPhotoFiles, PhotoFileSigner } from './modules/albums/photo-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    auth: AuthService;
    /** The outbox and jobs runner: wake it after a commit that queued work (job handlers: background/job-handlers.ts). */
    background: { wake(): void; drain(): Promise<void>; sweep(): Promise<SweepResult> };
    /** The families' status links (`PUBLIC_URL/status/{token}`). */
    statusLinks: StatusLinks;
    /** The append-only audit trail (decision 019); services write their entries through their change's `c.audit(event)` (decision 026). */
    audit: AuditService;
    /** Every route as registered (method, url, public flag); read by the access and fuzz tests. */
    routeTable: RouteEntry[];
    /** Photo files visitors must not see, and the signed addresses staff load them by (decision 051). */
    photoFiles: { hidden: HiddenPhotoFiles; signer: PhotoFileSigner };
  }
  interface FastifyContextConfig {
    /** Routes are private unless they opt out with `config: { public: true }`. */
    public?: boolean;
    /** The roles a private route allows (plugins/auth-guard.ts); undeclared means administrators only. */
    roles?: Role[];
    /** Error answers the OpenAPI document cannot derive from the route's declaration (e.g. 409). */
    errors?: ErrorStatus[];
    /** Callable by an administrator who still has to set up the second factor the academy requires (plugins/auth-guard.ts). */
    twoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    user: User | null;
    /** The session the caller's token names (decision 022). */
    session: { sessionId: string; twoFactor: boolean } | null;
  }
}
