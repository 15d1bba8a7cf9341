CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"undo_token_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"undo_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_email_changes_state_check" CHECK ("family_email_changes"."state" in ('pending', 'confirmed', 'undone', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "family_guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_guardians_position_check" CHECK ("family_guardians"."position" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "family_email_changes" ADD CONSTRAINT "family_email_changes_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_guardians" ADD CONSTRAINT "family_guardians_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_email_changes_confirm_idx" ON "family_email_changes" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "family_email_changes_undo_idx" ON "family_email_changes" USING btree ("undo_token_hash");--> statement-breakpoint
CREATE INDEX "family_email_changes_family_idx" ON "family_email_changes" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_guardians_position_idx" ON "family_guardians" USING btree ("family_id","position");--> statement-breakpoint
CREATE INDEX "family_guardians_email_idx" ON "family_guardians" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "no_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The photos visitors already see were published under the rule before review: they stay as they
-- were (reviewed at the upgrade); every upload from now on waits for an editor's review.
UPDATE "photos" SET "reviewed_at" = now();--> statement-breakpoint
-- A tagged child's record deleted (erasure by the family or staff, retention) leaves its photos
-- hidden with an anonymous "no consent" mark: the tag goes, the refusal stays (docs/decisions/054).
CREATE FUNCTION registrations_photo_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE photos SET no_consent = true WHERE id IN (SELECT ps.photo_id FROM photo_subjects ps WHERE ps.registration_id = OLD.id);
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER registrations_photo_mark BEFORE DELETE ON "registrations" FOR EACH ROW EXECUTE FUNCTION registrations_photo_mark();--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "family_id" integer;--> statement-breakpoint
-- Today's registrations grouped into families by parent email (case ignored): one family per
-- address, numbered in the order of its first registration; its guardian is the newest registration's parent.
INSERT INTO "families" ("id", "created_at")
  SELECT g.n, (SELECT min(r.created_at) FROM registrations r WHERE lower(r.parent_email) = g.k) FROM (SELECT lower(parent_email) AS k, row_number() OVER (ORDER BY min(id)) AS n FROM registrations GROUP BY lower(parent_email)) g;--> statement-breakpoint
INSERT INTO "family_guardians" ("family_id", "position", "name", "email", "phone", "created_at", "updated_at")
  SELECT g.n, 1, r.parent_name, r.parent_email, r.contact_phone, r.created_at, r.updated_at
  FROM (SELECT DISTINCT ON (lower(parent_email)) lower(parent_email) AS k, parent_name, parent_email, contact_phone, created_at, updated_at
        FROM registrations ORDER BY lower(parent_email), updated_at DESC, id DESC) r
  JOIN (SELECT lower(parent_email) AS k, row_number() OVER (ORDER BY min(id)) AS n FROM registrations GROUP BY lower(parent_email)) g ON g.k = r.k;--> statement-breakpoint
UPDATE "registrations" SET "family_id" = g.n FROM (SELECT lower(parent_email) AS k, row_number() OVER (ORDER BY min(id)) AS n FROM registrations GROUP BY lower(parent_email)) g WHERE lower("registrations"."parent_email") = g.k;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('families', 'id'), coalesce((SELECT max(id) FROM families), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
-- A registration inserted without a family (seeds, an instance of the previous release during an
-- upgrade) joins the family whose guardian has its email, or a new one (docs/decisions/054).
CREATE FUNCTION registrations_family_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.family_id IS NULL THEN
    SELECT g.family_id INTO NEW.family_id FROM family_guardians g WHERE lower(g.email) = lower(NEW.parent_email) ORDER BY g.family_id, g.position LIMIT 1;
    IF NEW.family_id IS NULL THEN
      INSERT INTO families DEFAULT VALUES RETURNING id INTO NEW.family_id;
      INSERT INTO family_guardians (family_id, position, name, email, phone) VALUES (NEW.family_id, 1, NEW.parent_name, NEW.parent_email, NEW.contact_phone);
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER registrations_family_default BEFORE INSERT ON "registrations" FOR EACH ROW EXECUTE FUNCTION registrations_family_default();--> statement-breakpoint
-- A family whose last child is deleted (erasure, retention, an administrator) goes with its guardians'
-- names, addresses and phones: no path leaves them behind.
CREATE FUNCTION registrations_family_cleanup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM families f WHERE f.id = OLD.family_id AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.family_id = OLD.family_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER registrations_family_cleanup AFTER DELETE ON "registrations" FOR EACH ROW EXECUTE FUNCTION registrations_family_cleanup();--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_family_idx" ON "registrations" USING btree ("family_id");
