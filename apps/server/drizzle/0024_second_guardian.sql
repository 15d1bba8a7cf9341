-- A second guardian waits for its address like an email change (docs/decisions/063): the name and
-- phone given with it are kept on the pending change and written to the guardian once it is confirmed.
ALTER TABLE "family_email_changes" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "family_email_changes" ADD COLUMN "phone" text;
