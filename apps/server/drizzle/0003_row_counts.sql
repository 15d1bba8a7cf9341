CREATE TABLE "row_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "albums_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_status_idx";--> statement-breakpoint
DROP INDEX "media_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_created_at_idx";--> statement-breakpoint
DROP INDEX "posts_published_created_at_idx";--> statement-breakpoint
DROP INDEX "registrations_created_at_idx";--> statement-breakpoint
DROP INDEX "registrations_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "albums_created_at_idx" ON "albums" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_published_created_at_idx" ON "posts" USING btree ("published","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_status_created_at_idx" ON "registrations" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Paged lists read their totals from row_counts instead of counting the table per request.
-- One trigger function for every counted table: each trigger argument names a column that lists
-- or statistics group by, counted per value under the key 'table.column=value' beside the table's total.
-- A count that drops to zero is removed (a deleted album's photo count, say); a missing key reads as 0.
CREATE FUNCTION "row_counts_add"(k text, d bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "row_counts" ("key", "n") VALUES (k, d) ON CONFLICT ("key") DO UPDATE SET "n" = "row_counts"."n" + EXCLUDED."n";
  IF d < 0 THEN DELETE FROM "row_counts" WHERE "key" = k AND "n" = 0; END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "row_counts_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
  old_value text;
  new_value text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "row_counts_add"(TG_TABLE_NAME, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "row_counts_add"(TG_TABLE_NAME, -1);
  END IF;
  FOREACH col IN ARRAY coalesce(TG_ARGV, '{}'::text[]) LOOP
    old_value := CASE WHEN TG_OP <> 'INSERT' THEN coalesce(to_jsonb(OLD) ->> col, '') END;
    new_value := CASE WHEN TG_OP <> 'DELETE' THEN coalesce(to_jsonb(NEW) ->> col, '') END;
    IF old_value IS DISTINCT FROM new_value THEN
      IF old_value IS NOT NULL THEN PERFORM "row_counts_add"(TG_TABLE_NAME || '.' || col || '=' || old_value, -1); END IF;
      IF new_value IS NOT NULL THEN PERFORM "row_counts_add"(TG_TABLE_NAME || '.' || col || '=' || new_value, 1); END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "row_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "row_counts" WHERE "key" = TG_TABLE_NAME OR "key" LIKE TG_TABLE_NAME || '.%';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_row_counts" AFTER INSERT OR DELETE OR UPDATE OF "published" ON "posts" FOR EACH ROW EXECUTE FUNCTION "row_counts_bump"('published');--> statement-breakpoint
CREATE TRIGGER "registrations_row_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "player_age" ON "registrations" FOR EACH ROW EXECUTE FUNCTION "row_counts_bump"('status', 'player_age');--> statement-breakpoint
CREATE TRIGGER "team_members_row_counts" AFTER INSERT OR DELETE OR UPDATE OF "role" ON "team_members" FOR EACH ROW EXECUTE FUNCTION "row_counts_bump"('role');--> statement-breakpoint
CREATE TRIGGER "albums_row_counts" AFTER INSERT OR DELETE ON "albums" FOR EACH ROW EXECUTE FUNCTION "row_counts_bump"();--> statement-breakpoint
CREATE TRIGGER "photos_row_counts" AFTER INSERT OR DELETE OR UPDATE OF "album_id" ON "photos" FOR EACH ROW EXECUTE FUNCTION "row_counts_bump"('album_id');--> statement-breakpoint
CREATE TRIGGER "media_row_counts" AFTER INSERT OR DELETE ON "media" FOR EACH ROW EXECUTE FUNCTION "row_counts_bump"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_row_counts" AFTER INSERT OR DELETE ON "contact_messages" FOR EACH ROW EXECUTE FUNCTION "row_counts_bump"();--> statement-breakpoint
CREATE TRIGGER "posts_row_counts_clear" AFTER TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "registrations_row_counts_clear" AFTER TRUNCATE ON "registrations" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "team_members_row_counts_clear" AFTER TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "albums_row_counts_clear" AFTER TRUNCATE ON "albums" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "photos_row_counts_clear" AFTER TRUNCATE ON "photos" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "media_row_counts_clear" AFTER TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_row_counts_clear" AFTER TRUNCATE ON "contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_clear"();--> statement-breakpoint
-- The rows already there (the triggers above hold each table's lock until this migration commits).
INSERT INTO "row_counts" ("key", "n")
  SELECT 'posts', count(*) FROM "posts"
  UNION ALL SELECT 'posts.published=' || "published"::text, count(*) FROM "posts" GROUP BY "published"
  UNION ALL SELECT 'registrations', count(*) FROM "registrations"
  UNION ALL SELECT 'registrations.status=' || "status", count(*) FROM "registrations" GROUP BY "status"
  UNION ALL SELECT 'registrations.player_age=' || "player_age"::text, count(*) FROM "registrations" GROUP BY "player_age"
  UNION ALL SELECT 'team_members', count(*) FROM "team_members"
  UNION ALL SELECT 'team_members.role=' || "role", count(*) FROM "team_members" GROUP BY "role"
  UNION ALL SELECT 'albums', count(*) FROM "albums"
  UNION ALL SELECT 'photos', count(*) FROM "photos"
  UNION ALL SELECT 'photos.album_id=' || "album_id"::text, count(*) FROM "photos" GROUP BY "album_id"
  UNION ALL SELECT 'media', count(*) FROM "media"
  UNION ALL SELECT 'contact_messages', count(*) FROM "contact_messages";--> statement-breakpoint
-- Totals of empty tables read as 0 without a row.
DELETE FROM "row_counts" WHERE "n" = 0;
