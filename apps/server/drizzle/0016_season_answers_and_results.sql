CREATE TABLE "event_attendance" (
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"attended" boolean NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendance_event_id_registration_id_pk" PRIMARY KEY("event_id","registration_id")
);
--> statement-breakpoint
CREATE TABLE "event_availability" (
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_availability_event_id_registration_id_pk" PRIMARY KEY("event_id","registration_id"),
	CONSTRAINT "event_availability_answer_check" CHECK ("event_availability"."answer" in ('yes', 'no', 'maybe'))
);
--> statement-breakpoint
CREATE TABLE "event_scorers" (
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"goals" integer NOT NULL,
	CONSTRAINT "event_scorers_event_id_registration_id_pk" PRIMARY KEY("event_id","registration_id"),
	CONSTRAINT "event_scorers_goals_check" CHECK ("event_scorers"."goals" > 0)
);
--> statement-breakpoint
ALTER TABLE "squad_events" ADD COLUMN "goals_for" integer;--> statement-breakpoint
ALTER TABLE "squad_events" ADD COLUMN "goals_against" integer;--> statement-breakpoint
ALTER TABLE "squad_events" ADD COLUMN "report_post_id" integer;--> statement-breakpoint
ALTER TABLE "squad_events" ADD COLUMN "result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_event_id_squad_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."squad_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_availability" ADD CONSTRAINT "event_availability_event_id_squad_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."squad_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_availability" ADD CONSTRAINT "event_availability_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scorers" ADD CONSTRAINT "event_scorers_event_id_squad_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."squad_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scorers" ADD CONSTRAINT "event_scorers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendance_registration_idx" ON "event_attendance" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "event_availability_registration_idx" ON "event_availability" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "squad_events" ADD CONSTRAINT "squad_events_report_post_id_posts_id_fk" FOREIGN KEY ("report_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_events" ADD CONSTRAINT "squad_events_result_check" CHECK (("squad_events"."goals_for" is null) = ("squad_events"."goals_against" is null) and coalesce("squad_events"."goals_for", 0) >= 0 and coalesce("squad_events"."goals_against", 0) >= 0);