-- Issue 14 §2: roles and deactivation. users.role held a label ('Admin'); it now holds the role's
-- key, and the contract maps keys to labels (ROLE_LABELS). Every existing account was an
-- administrator, so every label that is not 'editor' becomes 'admin'.
UPDATE "users" SET "role" = CASE WHEN lower(trim("role")) = 'editor' THEN 'editor' ELSE 'admin' END;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'admin';
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'editor'));
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
