CREATE TABLE "progress_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"author_id" integer,
	"criteria" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "squad_event_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"squad_id" integer NOT NULL,
	"weekly_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squad_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"squad_id" integer NOT NULL,
	"series_id" integer,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue_name" text NOT NULL,
	"venue_address" text NOT NULL,
	"opponent" text,
	"home_away" text,
	"competition" text,
	"meet_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_events_kind_check" CHECK ("squad_events"."kind" in ('training', 'match', 'tournament')),
	CONSTRAINT "squad_events_status_check" CHECK ("squad_events"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "squad_events_home_away_check" CHECK ("squad_events"."home_away" is null or "squad_events"."home_away" in ('home', 'away')),
	CONSTRAINT "squad_events_times_check" CHECK ("squad_events"."ends_at" > "squad_events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_event_series" ADD CONSTRAINT "squad_event_series_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_events" ADD CONSTRAINT "squad_events_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_events" ADD CONSTRAINT "squad_events_series_id_squad_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."squad_event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_reports_registration_idx" ON "progress_reports" USING btree ("registration_id","created_at");--> statement-breakpoint
CREATE INDEX "squad_events_squad_starts_idx" ON "squad_events" USING btree ("squad_id","starts_at");--> statement-breakpoint
CREATE INDEX "squad_events_series_idx" ON "squad_events" USING btree ("series_id");