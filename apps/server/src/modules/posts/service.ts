import { htmlToText, POST_MESSAGES, PostInputSchema } from '@academy/contract/post';
import type { Storage } from '../../storage/storage.ts';
import { HttpError, parseOr400 } from '../../lib/http-error.ts';
import { deleteStored, storeImage, type StoredImage } from '../../lib/image-store.ts';
import type { MultipartBody } from '../../lib/multipart.ts';
import { sanitizePostHtml } from '../../lib/sanitize-post-html.ts';
import { toPost, type PostRepository } from './repository.ts';

const EXCERPT_LENGTH = 200;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

export function excerptOf(html: string): string {
  const text = htmlToText(html).replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 120 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function createPostService(repo: PostRepository, storage: Storage) {
  async function storeCover(body: MultipartBody): Promise<StoredImage | undefined> {
    const file = body.files.find((f) => f.field === 'cover_image');
    return file ? storeImage(storage, file.path, 'images') : undefined;
  }

  return {
    async create(body: MultipartBody) {
      const input = parseOr400(PostInputSchema, body.fields);
      const content = sanitizePostHtml(input.content);
      const cover = await storeCover(body);
      try {
        const row = await repo.insert({
          title: input.title,
          content,
          excerpt: excerptOf(content),
          published: input.published ?? true,
          coverImage: cover?.url ?? null,
          coverWidth: cover?.width ?? null,
          coverHeight: cover?.height ?? null,
        });
        return toPost(row);
      } catch (err) {
        await deleteStored(storage, cover?.url);
        throw err;
      }
    },

    async update(id: number, body: MultipartBody) {
      const existing = await repo.get(id);
      if (!existing) throw new HttpError(404, POST_MESSAGES.notFound);
      const input = parseOr400(PostInputSchema, body.fields);
      const content = sanitizePostHtml(input.content);
      const cover = await storeCover(body);
      let row;
      try {
        row = await repo.update(id, {
          title: input.title,
          content,
          excerpt: excerptOf(content),
          ...(input.published === undefined ? {} : { published: input.published }),
          ...(cover ? { coverImage: cover.url, coverWidth: cover.width, coverHeight: cover.height } : {}),
        });
      } catch (err) {
        await deleteStored(storage, cover?.url);
        throw err;
      }
      if (!row) {
        await deleteStored(storage, cover?.url);
        throw new HttpError(404, POST_MESSAGES.notFound);
      }
      if (cover) await deleteStored(storage, existing.coverImage);
      return toPost(row);
    },

    async remove(id: number) {
      const row = await repo.remove(id);
      if (!row) throw new HttpError(404, POST_MESSAGES.notFound);
      await deleteStored(storage, row.coverImage);
      return { id };
    },
  };
}

