import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@academy/contract/team';
import { apiData, toFormData } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export type TeamMemberSave = {
  id: string | null;
  name: string;
  role: string;
  jersey_number: number | null;
  image: File | null;
  is_minor: boolean;
  photo_consent: boolean;
};

/** POST /api/team to add, PUT /api/team/:id to edit; multipart {name, jersey_number, role, image}. */
export function saveTeamMember({ id, jersey_number, ...fields }: TeamMemberSave): Promise<TeamMember> {
  // An empty jersey_number tells the server "no number" (multipart has no null).
  const body = toFormData({ ...fields, jersey_number: jersey_number ?? '' });
  return id
    ? apiData<TeamMember>(`/team/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiData<TeamMember>('/team', { method: 'POST', body });
}

export function useSaveTeamMember() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTeamMember, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}
