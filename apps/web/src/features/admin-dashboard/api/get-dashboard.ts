import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@academy/contract/registration';
import { apiPage } from '../../../lib/api-client';

export type DashboardData = {
  counts: { enrollment: number; gallery: number; content: number; media: number };
  registrations: Registration[];
};

const total = async (path: string) => (await apiPage<unknown>(`${path}?limit=1`)).total;

const NO_REGISTRATIONS = { total: 0, data: [] as Registration[] };

/**
 * Four paged lists read for their `total`, plus the latest enrollments for the table; an editor
 * (`withRegistrations` false) never asks for registrations.
 */
export async function getDashboard(withRegistrations = true): Promise<DashboardData> {
  const [registrations, gallery, media, content] = await Promise.all([
    withRegistrations ? apiPage<Registration>('/registrations?limit=10') : NO_REGISTRATIONS,
    total('/albums'),
    total('/media'),
    total('/posts'),
  ]);
  return {
    counts: { enrollment: registrations.total, gallery, content, media },
    registrations: registrations.data,
  };
}

export function useDashboard(withRegistrations: boolean) {
  return useQuery({ queryKey: ['admin', 'dashboard', withRegistrations], queryFn: () => getDashboard(withRegistrations), staleTime: 0 });
}
