-- Issue 15 §1: a post is a draft, scheduled (for publish_at) or published. `published` stays, equal to
-- (status = 'published') by a check, as the indexed public condition and the kept row counts' key.
ALTER TABLE "posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
UPDATE "posts" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_published_status_check" CHECK ("posts"."published" = ("posts"."status" = 'published'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_scheduled_at_check" CHECK ("posts"."status" <> 'scheduled' or "posts"."publish_at" is not null);
