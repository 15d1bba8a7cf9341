import { useDeleteRecord } from '../../../hooks/use-confirmed-delete';
import { messageKeys } from './get-messages';

/** DELETE /api/contact/{id}. */
export const useDeleteMessage = () => useDeleteRecord((id) => `/contact/${id}`, messageKeys.all);
