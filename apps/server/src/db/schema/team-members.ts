import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    jerseyNumber: integer('jersey_number'),
    image: text('image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_role_idx').on(t.role, t.createdAt, t.id), index('team_members_created_at_idx').on(t.createdAt, t.id)],
);
