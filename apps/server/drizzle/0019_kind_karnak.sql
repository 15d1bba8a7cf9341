ALTER TABLE "event_availability" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "squad_events" ADD COLUMN "previous_starts_at" timestamp with time zone;