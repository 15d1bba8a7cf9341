import { useDeleteRecord } from '../../../hooks/use-confirmed-delete';
import { subscriberKeys } from './get-subscribers';

/** DELETE /api/newsletter/subscribers/{id}. */
export const useDeleteSubscriber = () => useDeleteRecord((id) => `/newsletter/subscribers/${id}`, subscriberKeys.all);
