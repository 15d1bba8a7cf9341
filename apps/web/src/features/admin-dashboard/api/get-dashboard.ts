import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@academy/contract/registration';
import { apiRequest } from '../../../lib/api-client';

export type DashboardData = {
  counts: { enrollment: number; gallery: number; content: number; media: number };
  registrations: Registration[];
  registrationsTotal: number;
};

const total = async (path: string) => (await apiRequest<unknown[]>(`${path}?limit=1`)).total ?? 0;

/** Four paged lists read for their `total`, plus the latest enrollments for the table. */
export async function getDashboard(): Promise<DashboardData> {
  const [registrations, gallery, media, content] = await Promise.all([
    apiRequest<Registration[]>('/registrations?limit=10'),
    total('/albums'),
    total('/media'),
    total('/posts'),
  ]);
  const enrollment = registrations.total ?? registrations.data?.length ?? 0;
  return {
    counts: { enrollment, gallery, content, media },
    registrations: registrations.data ?? [],
    registrationsTotal: enrollment,
  };
}

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, staleTime: 0 });
}
