import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventAvailability } from '@academy/contract/availability';
import type { EventInput, EventResultInput, EventScope, EventUpdate, SquadEvent, SquadEventCreated } from '@academy/contract/event';
import type { PostSummary } from '@academy/contract/post';
import type { Squad, SquadPlace } from '@academy/contract/squad';
import { apiData } from '../../../lib/api-client';

export const eventKeys = {
  all: ['admin', 'events'] as const,
  window: (from: string, to: string, squad: string) => ['admin', 'events', 'window', from, to, squad] as const,
  detail: (id: string) => ['admin', 'events', 'detail', id] as const,
  availability: (id: string) => ['admin', 'events', 'availability', id] as const,
};

/** GET /api/squads: the squads the calendar names and filters by (every squad for an administrator, a coach's own). */
export const useCalendarSquads = () => useQuery({ queryKey: ['admin', 'squads', 'list'], queryFn: () => apiData<Squad[]>('/squads') });

/** GET /api/squads/:id/roster: the children a match's scorers are chosen from. */
export const useRoster = (squadId: number) =>
  useQuery({ queryKey: ['admin', 'squads', 'places', String(squadId), 'roster'], queryFn: () => apiData<SquadPlace[]>(`/squads/${squadId}/roster`) });

/** GET /api/events: every squad's events overlapping [from, to) (a coach's own squads), or one squad's. */
export function useEventWindow(from: string, to: string, squad: string) {
  return useQuery({
    queryKey: eventKeys.window(from, to, squad),
    queryFn: () => apiData<SquadEvent[]>(`/events?${new URLSearchParams({ from, to, ...(squad ? { squad } : {}) })}`),
    // The grid stays on screen while the next month loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/events/:id. */
export const useEvent = (id: string) => useQuery({ queryKey: eventKeys.detail(id), queryFn: () => apiData<SquadEvent>(`/events/${encodeURIComponent(id)}`) });

/** GET /api/events/:id/availability: counts and names. */
export const useEventAvailability = (id: string) =>
  useQuery({ queryKey: eventKeys.availability(id), queryFn: () => apiData<EventAvailability>(`/events/${encodeURIComponent(id)}/availability`) });

/** Published posts a match report is chosen from (GET /api/posts, the newest hundred). */
export const useReportPosts = () =>
  useQuery({ queryKey: ['admin', 'posts', 'report-choices'], queryFn: () => apiData<PostSummary[]>('/posts?status=published&limit=100') });

export type SaveEvent = { squadId: number; input: EventInput } | { id: number; update: EventUpdate };

/** POST /api/squads/:id/events, or PUT /api/events/:id (with its scope) when editing. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveEvent): Promise<SquadEvent | SquadEventCreated> =>
      'input' in save
        ? apiData<SquadEventCreated>(`/squads/${save.squadId}/events`, { method: 'POST', body: save.input })
        : apiData<SquadEvent>(`/events/${save.id}`, { method: 'PUT', body: save.update }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** DELETE /api/events/:id (?scope=following): the event stays, cancelled; families are mailed. */
export function useCancelEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope: EventScope }) =>
      apiData<SquadEvent>(`/events/${id}${scope === 'following' ? '?scope=following' : ''}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** PUT /api/events/:id/result. */
export function useSaveResult(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EventResultInput) => apiData<SquadEvent>(`/events/${id}/result`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
