CREATE TABLE "academy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_settings_one_row" CHECK ("academy_settings"."id" = 1)
);
