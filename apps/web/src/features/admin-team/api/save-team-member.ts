import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TeamMember, TeamMemberInputSchema } from '@academy/contract/team';
import { apiData, toFormData } from '../../../lib/api-client';
import { teamKeys } from './get-team';

/** The contract's form (every field of TeamMemberInputSchema) with the chosen photo, if any. */
export type TeamMemberSave = Omit<z.output<typeof TeamMemberInputSchema>, 'image'> & { id: string | null; image: File | null };

/** POST /api/team to add, PUT /api/team/:id to edit; multipart, one part per field of the form. */
export function saveTeamMember({ id, image, ...fields }: TeamMemberSave): Promise<TeamMember> {
  // A cleared field is sent empty, which clears it (multipart has no null; an absent field keeps its value).
  const body = toFormData({ ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === null ? '' : value])), image });
  return id ? apiData<TeamMember>(`/team/${encodeURIComponent(id)}`, { method: 'PUT', body }) : apiData<TeamMember>('/team', { method: 'POST', body });
}

export function useSaveTeamMember() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveTeamMember, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }) });
}
