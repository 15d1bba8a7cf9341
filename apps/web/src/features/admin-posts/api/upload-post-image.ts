import type { PostImage } from '@academy/contract/post';
import { toFormData, uploadWithProgress } from '../../../lib/api-client';

/** POST /api/posts/images, multipart {image}: a picture for a post's body, stored as files (docs/decisions/044). */
export async function uploadPostImage(file: File, onProgress?: (fraction: number) => void): Promise<PostImage> {
  return (await uploadWithProgress<PostImage>('/posts/images', toFormData({ image: file }), { onProgress })).data;
}
