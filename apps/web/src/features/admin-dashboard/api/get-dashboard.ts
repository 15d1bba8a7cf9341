import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@academy/contract/registration';
import { apiPage } from '../../../lib/api-client';

export type DashboardData = {
  counts: { enrollment: number; gallery: number; content: number; media: number };
  registrations: Registration[];
};

const total = async (path: string) => (await apiPage<unknown>(`${path}?limit=1`)).total;

/** Four paged lists read for their `total`, plus the latest enrollments for the table. */
export async function getDashboard(): Promise<DashboardData> {
  const [registrations, gallery, media, content] = await Promise.all([
    apiPage<Registration>('/registrations?limit=10'),
    total('/albums'),
    total('/media'),
    total('/posts'),
  ]);
  return {
    counts: { enrollment: registrations.total, gallery, content, media },
    registrations: registrations.data,
  };
}

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, staleTime: 0 });
}
