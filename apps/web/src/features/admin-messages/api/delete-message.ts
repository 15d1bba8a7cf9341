import { useDeleteRecord } from '../../../hooks/use-delete-record';
import { messageKeys } from './get-messages';

/** DELETE /api/contact/{id}. */
export const useDeleteMessage = () => useDeleteRecord((id) => `/contact/${id}`, messageKeys.all);
