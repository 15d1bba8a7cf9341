-- Two-factor sign-in can be required of coaches too (decision 061): off in every academy until an
-- administrator turns it on, so nobody is locked out by the upgrade.
ALTER TABLE "security_settings" ADD COLUMN "require_coach_two_factor" boolean DEFAULT false NOT NULL;
