import { useDeleteRecord } from '../../../hooks/use-confirmed-delete';
import { mediaKeys } from './get-media';

/** DELETE /api/media/{id}. */
export const useDeleteMedia = () => useDeleteRecord((id) => `/media/${id}`, mediaKeys.all);
