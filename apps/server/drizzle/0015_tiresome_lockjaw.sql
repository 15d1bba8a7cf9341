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
ALTER TABLE "squad_coaches" ADD CONSTRAINT "squad_coaches_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_coaches" ADD CONSTRAINT "squad_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_places" ADD CONSTRAINT "squad_places_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_places" ADD CONSTRAINT "squad_places_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "squad_coaches_user_idx" ON "squad_coaches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "squad_places_registration_idx" ON "squad_places" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "squad_places_squad_state_idx" ON "squad_places" USING btree ("squad_id","state","queued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "squads_season_name_idx" ON "squads" USING btree ("season",lower("name"));