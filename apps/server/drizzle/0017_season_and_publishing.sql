CREATE TABLE "calendar_feed_links" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"hours" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_event_id_registration_id_hours_pk" PRIMARY KEY("event_id","registration_id","hours")
);
--> statement-breakpoint
CREATE TABLE "post_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_images_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "squads" ADD COLUMN "availability_default" text DEFAULT 'asking' NOT NULL;--> statement-breakpoint
ALTER TABLE "squads" ADD COLUMN "reminder_hours" integer[] DEFAULT '{144,24}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feed_links" ADD CONSTRAINT "calendar_feed_links_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_squad_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."squad_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_links_token_hash_idx" ON "calendar_feed_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_reminders_registration_idx" ON "event_reminders" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "photos_album_position_idx" ON "photos" USING btree ("album_id","position","created_at","id");--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_availability_default_check" CHECK ("squads"."availability_default" in ('attending', 'asking'));