CREATE TABLE "photo_consent_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"website" text NOT NULL,
	"name_with_photo" text NOT NULL,
	"social_media" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_subjects" (
	"photo_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_subjects_photo_id_registration_id_pk" PRIMARY KEY("photo_id","registration_id")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "photo_name_consent" text DEFAULT 'no' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "photo_social_consent" text DEFAULT 'no' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_consent_changes" ADD CONSTRAINT "photo_consent_changes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_subjects" ADD CONSTRAINT "photo_subjects_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_subjects" ADD CONSTRAINT "photo_subjects_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_consent_changes_registration_idx" ON "photo_consent_changes" USING btree ("registration_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_subjects_registration_idx" ON "photo_subjects" USING btree ("registration_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_photo_name_consent_check" CHECK ("registrations"."photo_name_consent" in ('yes', 'no'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_photo_social_consent_check" CHECK ("registrations"."photo_social_consent" in ('yes', 'no'));