import { z } from 'zod';
import { CONTACT_STATUSES } from '@academy/contract/contact';
import { REGISTRATION_STATUSES } from '@academy/contract/registration';
import { TEAM_ROLES } from '@academy/contract/team';

/** Response shapes for the OpenAPI document and the serializer; they mirror the contract's types. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), page: z.number(), limit: z.number(), total: z.number() });
export const IdResult = ok(z.object({ id: z.number() }));

export const UserOut = z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.string() });

const postBase = {
  id: z.number(),
  title: z.string(),
  cover_image: z.string().nullable(),
  cover_width: z.number().nullable(),
  cover_height: z.number().nullable(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};
export const PostOut = z.object({ ...postBase, content: z.string() });
export const PostSummaryOut = z.object({ ...postBase, excerpt: z.string() });

export const MediaOut = z.object({
  id: z.number(),
  title: z.string(),
  video_file: z.string().nullable(),
  video_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  created_at: z.string(),
});

export const PhotoOut = z.object({
  id: z.number(),
  album_id: z.number(),
  url: z.string(),
  filename: z.string(),
  caption: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  created_at: z.string(),
});

export const AlbumOut = z.object({
  id: z.number(),
  name: z.string(),
  caption: z.string().nullable(),
  coverImage: z.string().nullable(),
  firstPhoto: z.string().nullable(),
  photo_count: z.number(),
  created_by: z.number(),
  created_at: z.string(),
  photos: z.array(PhotoOut).optional(),
});

export const TeamMemberOut = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  jersey_number: z.number().nullable(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  image_width: z.number().nullable(),
  image_height: z.number().nullable(),
  created_at: z.string(),
});

export const RegistrationOut = z.object({
  id: z.number(),
  parent_name: z.string(),
  parent_email: z.string(),
  contact_phone: z.string(),
  residence: z.string(),
  contact_permission: z.enum(['yes', 'no']),
  player_name: z.string(),
  player_age: z.number(),
  years_playing: z.string(),
  current_school: z.string(),
  uniform_size: z.string(),
  health_conditions: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  source: z.enum(['public', 'admin']),
  created_at: z.string(),
  updated_at: z.string(),
});

export const RegistrationStatsOut = z.object({
  total: z.number(),
  by_status: z.record(z.string(), z.number()),
  by_age: z.record(z.string(), z.number()),
  last_7_days: z.number(),
});

export const ContactOut = z.object({
  id: z.number(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  created_at: z.string(),
});

/** Multipart routes read their body themselves (streamed); this only documents the form in OpenAPI. */
export const multipartBody = (fields: Record<string, 'string' | 'binary'>) =>
  z.object(
    Object.fromEntries(
      Object.entries(fields).map(([k, t]) => [k, t === 'binary' ? z.string().meta({ format: 'binary' }).optional() : z.string().optional()]),
    ),
  );
