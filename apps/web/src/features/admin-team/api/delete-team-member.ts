import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export const deleteTeamMember = (id: number) => apiData<{ id: number }>(`/team/${id}`, { method: 'DELETE' });

export function useDeleteTeamMember() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTeamMember, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}
