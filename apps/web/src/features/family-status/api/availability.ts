import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput, FamilyCalendar, FamilyEvent } from '@academy/contract/availability';
import type { FamilyStatus } from '@academy/contract/trial';
import { apiData } from '../../../lib/api-client';
import { familyStatusKey } from './get-family-status';

/** POST /api/public/status/:token/availability: the family's answer for one event (docs/decisions/040). */
export const answerAvailability = (token: string, input: AvailabilityInput) =>
  apiData<FamilyEvent>(`/public/status/${encodeURIComponent(token)}/availability`, { method: 'POST', body: input, anonymous: true, cache: 'no-store' });

export function useAnswerAvailability(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => answerAvailability(token, input),
    onSuccess: (event) =>
      client.setQueryData<FamilyStatus>(familyStatusKey(token), (status) =>
        status ? { ...status, events: status.events.map((e) => (e.id === event.id ? event : e)) } : status,
      ),
    // Refused (cancelled, started): show the events as they are now.
    onError: () => client.invalidateQueries({ queryKey: familyStatusKey(token) }),
  });
}

/** POST /api/public/status/:token/calendar-feed: a new private feed address; the old one stops at once. */
export const renewCalendarAddress = (token: string) =>
  apiData<FamilyCalendar | null>(`/public/status/${encodeURIComponent(token)}/calendar-feed`, { method: 'POST', anonymous: true, cache: 'no-store' });

export function useRenewCalendarAddress(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => renewCalendarAddress(token),
    onSuccess: (calendar) => client.setQueryData<FamilyStatus>(familyStatusKey(token), (status) => (status ? { ...status, calendar } : status)),
  });
}
