CREATE TABLE "squad_coaches" (
	"squad_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_coaches_squad_id_user_id_pk" PRIMARY KEY("squad_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "squad_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"squad_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"state" text NOT NULL,
	"respond_by" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_places_state_check" CHECK ("squad_places"."state" in ('offered', 'enrolled', 'waitlisted')),
	CONSTRAINT "squad_places_offer_deadline_check" CHECK (("squad_places"."state" = 'offered') = ("squad_places"."respond_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "squads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"season" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squads_capacity_check" CHECK ("squads"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "trial_checkins" (
	"trial_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"attendance" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_checkins_trial_id_registration_id_pk" PRIMARY KEY("trial_id","registration_id"),
	CONSTRAINT "trial_checkins_attendance_check" CHECK ("trial_checkins"."attendance" in ('present', 'absent', 'late'))
);
--> statement-breakpoint
CREATE TABLE "trial_coaches" (
	"trial_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_coaches_trial_id_user_id_pk" PRIMARY KEY("trial_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trial_evaluations" (
	"trial_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_recorded_at" timestamp with time zone,
	"recorded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_evaluations_trial_id_registration_id_pk" PRIMARY KEY("trial_id","registration_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "registration_status_history" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "squad_coaches" ADD CONSTRAINT "squad_coaches_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_coaches" ADD CONSTRAINT "squad_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_places" ADD CONSTRAINT "squad_places_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_places" ADD CONSTRAINT "squad_places_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_checkins" ADD CONSTRAINT "trial_checkins_trial_id_trial_sessions_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trial_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_checkins" ADD CONSTRAINT "trial_checkins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_checkins" ADD CONSTRAINT "trial_checkins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_coaches" ADD CONSTRAINT "trial_coaches_trial_id_trial_sessions_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trial_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_coaches" ADD CONSTRAINT "trial_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_evaluations" ADD CONSTRAINT "trial_evaluations_trial_id_trial_sessions_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trial_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_evaluations" ADD CONSTRAINT "trial_evaluations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_evaluations" ADD CONSTRAINT "trial_evaluations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "squad_coaches_user_idx" ON "squad_coaches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "squad_places_registration_idx" ON "squad_places" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "squad_places_squad_state_idx" ON "squad_places" USING btree ("squad_id","state","queued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "squads_season_name_idx" ON "squads" USING btree ("season",lower("name"));--> statement-breakpoint
CREATE INDEX "trial_checkins_registration_idx" ON "trial_checkins" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "trial_coaches_user_idx" ON "trial_coaches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trial_evaluations_registration_idx" ON "trial_evaluations" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'editor', 'coach'));