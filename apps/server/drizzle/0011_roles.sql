-- Issue 14: roles. Placeholder: filled by the migration's owner.
SELECT 1;
