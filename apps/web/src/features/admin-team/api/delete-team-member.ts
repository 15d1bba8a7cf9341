import { useDeleteRecord } from '../../../hooks/use-delete-record';
import { teamKeys } from './get-team';

/** DELETE /api/team/{id}. */
export const useDeleteTeamMember = () => useDeleteRecord((id) => `/team/${id}`, teamKeys.all);
