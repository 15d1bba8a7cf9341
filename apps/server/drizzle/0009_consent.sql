-- Issue 14 §1: consent on registrations, each with its text version and time. Rows written before
-- consent was asked: data consent false and photo consent 'no' (the safe default), version 'before-consent'.
ALTER TABLE "registrations" ADD COLUMN "data_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "data_consent_version" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "data_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "photo_consent" text DEFAULT 'no' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "photo_consent_version" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "photo_consent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "registrations" SET "data_consent_version" = 'before-consent', "photo_consent_version" = 'before-consent';--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_photo_consent_check" CHECK ("registrations"."photo_consent" in ('yes', 'no'));
--> statement-breakpoint
-- Issue 14 §1b: team members who are children. Existing players are minors; their photos are shown
-- again once an administrator records the family's consent (coaches, adults, keep theirs).
ALTER TABLE "team_members" ADD COLUMN "is_minor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "photo_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "team_members" SET "is_minor" = ("role" NOT LIKE '%coach%'), "photo_consent" = ("role" LIKE '%coach%');
