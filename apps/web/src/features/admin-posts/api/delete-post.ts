import { useDeleteRecord } from '../../../hooks/use-confirmed-delete';
import { postKeys } from './keys';

/** DELETE /api/posts/{id}. */
export const useDeletePost = () => useDeleteRecord((id) => `/posts/${id}`, postKeys.all);
