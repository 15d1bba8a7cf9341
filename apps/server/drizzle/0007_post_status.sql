-- Issue 15 §1: post status (draft, scheduled, published) and publish time. Placeholder: filled by the migration's owner.
SELECT 1;
