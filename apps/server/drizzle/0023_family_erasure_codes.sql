-- The family's erasure asks for a one-time code mailed to the first guardian (docs/decisions/059):
-- only a keyed hash of the code is stored, with its tries, its end and when it was used.
CREATE TABLE "family_erasure_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_erasure_codes" ADD CONSTRAINT "family_erasure_codes_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_erasure_codes_family_idx" ON "family_erasure_codes" USING btree ("family_id","created_at");
