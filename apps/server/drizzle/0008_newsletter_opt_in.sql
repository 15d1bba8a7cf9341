-- Issue 15 §4: newsletter double opt-in, unsubscribe and deliveries.
-- Extra header lines of an outbox mail (a newsletter's List-Unsubscribe and List-Unsubscribe-Post).
ALTER TABLE "emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
