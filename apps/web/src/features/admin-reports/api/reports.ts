import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportInput, ReportTemplate } from '@academy/contract/report';
import { apiData } from '../../../lib/api-client';

/** Progress reports' queries (decision 034) start with this key (the enrollment detail's Reports block's too). */
export const REPORTS_KEY = ['admin', 'reports'] as const;
const keys = {
  template: (registrationId: number) => [...REPORTS_KEY, 'template', registrationId] as const,
  one: (id: number) => [...REPORTS_KEY, 'one', id] as const,
};

/** GET /api/registrations/:id/reports/template: a new report's names and pre-filled scores. */
export const useReportTemplate = (registrationId: number, enabled = true) =>
  useQuery({
    queryKey: keys.template(registrationId),
    queryFn: () => apiData<ReportTemplate>(`/registrations/${registrationId}/reports/template`),
    enabled: enabled && registrationId > 0,
  });

/** GET /api/reports/:id. */
export const useReport = (id: number, enabled = true) =>
  useQuery({ queryKey: keys.one(id), queryFn: () => apiData<Report>(`/reports/${id}`), enabled: enabled && id > 0 });

export type SaveReport = { id: number | null; registrationId: number; input: ReportInput };

/** POST /api/registrations/:id/reports (a new draft) or PUT /api/reports/:id (a draft edited). */
export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, registrationId, input }: SaveReport) =>
      id === null
        ? apiData<Report>(`/registrations/${registrationId}/reports`, { method: 'POST', body: input })
        : apiData<Report>(`/reports/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
