import { z } from 'zod';
import { POST_MESSAGES, POST_CONTENT_MAX, htmlToText } from './post-constants.ts';

export * from './post-constants.ts';

const hasContent = (html: string) => htmlToText(html).length > 0 || /<img\s/i.test(html);

export const PostSchema = z.object({
  title: z
    .string({ error: POST_MESSAGES.titleRequired })
    .trim()
    .min(1, POST_MESSAGES.titleRequired)
    .max(300, 'Please use at most 300 characters'),
  content: z
    .string({ error: POST_MESSAGES.contentRequired })
    .max(POST_CONTENT_MAX, 'The post is too long')
    .refine(hasContent, POST_MESSAGES.contentRequired),
  published: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
});
export type PostInput = z.input<typeof PostSchema>;

export const NewsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
});
