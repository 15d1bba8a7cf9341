import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TeamRole } from '@academy/contract/team-constants';

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    jersey_number: integer('jersey_number'),
    image: text('image'),
    image_width: integer('image_width'),
    image_height: integer('image_height'),
    /** A child (players by default): shown publicly as first name and last initial, its photo only with consent (migration 0009). */
    is_minor: boolean('is_minor').notNull().default(false),
    photo_consent: boolean('photo_consent').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_role_idx').on(t.role, t.created_at, t.id), index('team_members_created_at_idx').on(t.created_at, t.id)],
);
