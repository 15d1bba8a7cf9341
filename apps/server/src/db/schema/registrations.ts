import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    residence: text('residence').notNull(),
    contactPermission: text('contact_permission').notNull(),
    playerName: text('player_name').notNull(),
    playerAge: integer('player_age').notNull(),
    yearsPlaying: text('years_playing').notNull(),
    currentSchool: text('current_school').notNull(),
    uniformSize: text('uniform_size').notNull(),
    healthConditions: text('health_conditions').notNull(),
    status: text('status').notNull().default('pending'),
    source: text('source').notNull().default('public'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('registrations_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('registrations_parent_email_idx').on(sql`lower(${t.parentEmail})`),
  ],
);
