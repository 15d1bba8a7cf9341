-- Issue 15 §4: newsletter double opt-in, unsubscribe and deliveries. Placeholder: filled by the migration's owner.
SELECT 1;
