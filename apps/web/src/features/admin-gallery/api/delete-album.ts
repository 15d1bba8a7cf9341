import { useDeleteRecord } from '../../../hooks/use-confirmed-delete';
import { albumKeys } from './keys';

/** DELETE /api/albums/{id}: the album and its photos. */
export const useDeleteAlbum = () => useDeleteRecord((id) => `/albums/${id}`, albumKeys.all);
