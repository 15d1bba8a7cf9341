import { useMutation, useQuery } from '@tanstack/react-query';
import type { AnnouncementRecipients, AnnouncementSent } from '@academy/contract/announcement';
import type { ChildAttendance, CoachEvent, EventAttendance, SquadAttendance } from '@academy/contract/attendance';
import type { SquadEvent } from '@academy/contract/event';
import { apiData } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';

/** Attendance and announcements (decision 041): the queries the coach's screens, the squad page and the enrollment share. */
export const attendanceKeys = {
  all: ['admin', 'attendance'] as const,
  event: (id: string) => ['admin', 'attendance', 'event', id] as const,
  coachEvents: ['admin', 'attendance', 'coach-events'] as const,
  child: (id: number) => ['admin', 'attendance', 'child', id] as const,
  squad: (id: string) => ['admin', 'attendance', 'squad', id] as const,
  squadEvents: (id: string) => ['admin', 'attendance', 'squad-events', id] as const,
  recipients: (ids: readonly number[]) => ['admin', 'attendance', 'recipients', ...ids] as const,
};

/** GET /api/events/:id/attendance: the squad's roster with each child's mark. */
export const useEventAttendance = (id: string) =>
  useQuery({ queryKey: attendanceKeys.event(id), queryFn: () => apiData<EventAttendance>(`/events/${encodeURIComponent(id)}/attendance`) });

/** GET /api/coach/events: today's and the next week's events of the caller's squads. */
export const useCoachEvents = () => useQuery({ queryKey: attendanceKeys.coachEvents, queryFn: () => apiData<CoachEvent[]>('/coach/events') });

/** GET /api/registrations/:id/attendance: a child's season. */
export const useChildAttendance = (id: number) =>
  useQuery({ queryKey: attendanceKeys.child(id), queryFn: () => apiData<ChildAttendance>(`/registrations/${id}/attendance`) });

/** GET /api/squads/:id/attendance: each child of the roster with their totals. */
export const useSquadAttendance = (id: string) =>
  useQuery({ queryKey: attendanceKeys.squad(id), queryFn: () => apiData<SquadAttendance>(`/squads/${encodeURIComponent(id)}/attendance`) });

/** GET /api/squads/:id/events: the squad's events in time order. */
export const useSquadEvents = (id: string) =>
  useQuery({ queryKey: attendanceKeys.squadEvents(id), queryFn: () => apiData<SquadEvent[]>(`/squads/${encodeURIComponent(id)}/events`) });

/** GET /api/squads/announcements/recipients: how many families the chosen squads make. */
export const useAnnouncementRecipients = (ids: readonly number[]) =>
  useQuery({
    queryKey: attendanceKeys.recipients(ids),
    queryFn: () => apiData<AnnouncementRecipients>(`/squads/announcements/recipients?squad_ids=${ids.join(',')}`),
    enabled: ids.length > 0,
  });

/** POST /api/squads/announcements. */
export const useSendAnnouncement = () =>
  useMutation({
    mutationFn: (input: { squad_ids: number[]; subject: string; body: string }) =>
      apiData<AnnouncementSent>('/squads/announcements', { method: 'POST', body: input }),
  });

/** Whether attendance can be taken for an event starting at `startsAt`: from its day on, in the academy's zone (the server's rule). */
export const attendanceOpen = (startsAt: string, now = new Date()) =>
  Date.parse(startsAt) <= now.getTime() || formatDate(startsAt) === formatDate(now.toISOString());
