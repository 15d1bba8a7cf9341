import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report } from '@academy/contract/report';
import { apiData } from '../../../lib/api-client';

/** Progress reports' queries (decision 034) start with this key (the report form screen's too). */
export const REPORTS_KEY = ['admin', 'reports'] as const;

/** GET /api/registrations/:id/reports: the child's reports, newest first. */
export const useReports = (registrationId: number) =>
  useQuery({ queryKey: [...REPORTS_KEY, 'child', registrationId], queryFn: () => apiData<Report[]>(`/registrations/${registrationId}/reports`) });

/** PUT /api/reports/:id/publish: the family reads it and is mailed (administrators). */
export function usePublishReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiData<Report>(`/reports/${id}/publish`, { method: 'PUT' }),
    onSuccess: () => client.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
