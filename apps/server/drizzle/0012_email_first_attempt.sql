-- The retry window of a mail counts from its first attempt, not from when it was queued (decision 021).
ALTER TABLE "emails" ADD COLUMN "first_attempt_at" timestamp with time zone;
