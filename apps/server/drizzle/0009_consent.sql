-- Issue 14 §1: consent on registrations, minors on the team. Placeholder: filled by the migration's owner.
SELECT 1;
