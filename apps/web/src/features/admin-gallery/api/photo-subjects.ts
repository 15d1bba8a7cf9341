import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoSubject, PhotoSubjectCandidate } from '@academy/contract/album';
import { apiData } from '../../../lib/api-client';
import { albumKeys } from './keys';

/** GET /api/photo-subjects/candidates?q=: children an editor may tag whose name contains `q` (decisions 051, 061). */
export const searchPhotoSubjects = (q: string) => apiData<PhotoSubjectCandidate[]>(`/photo-subjects/candidates?q=${encodeURIComponent(q)}`);

export function usePhotoSubjectSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['admin', 'photo-subjects', 'candidates', term] as const,
    queryFn: () => searchPhotoSubjects(term),
    enabled: term.length > 0,
    staleTime: 30_000,
  });
}

/** PUT /api/photos/:id/subjects {registration_ids}: every child in the photo; refreshes the album (its marks). */
export const setPhotoSubjects = ({ photoId, ids }: { photoId: number; ids: number[] }) =>
  apiData<PhotoSubject[]>(`/photos/${photoId}/subjects`, { method: 'PUT', body: { registration_ids: ids } });

export function useSetPhotoSubjects() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setPhotoSubjects, onSettled: () => client.invalidateQueries({ queryKey: albumKeys.all }) });
}
