import { useDeleteRecord } from '../../../hooks/use-confirmed-delete';
import { teamKeys } from './get-team';

/** DELETE /api/team/{id}. */
export const useDeleteTeamMember = () => useDeleteRecord((id) => `/team/${id}`, teamKeys.all);
