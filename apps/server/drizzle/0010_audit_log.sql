-- Issue 14: audit_log. Placeholder: filled by the migration's owner.
SELECT 1;
