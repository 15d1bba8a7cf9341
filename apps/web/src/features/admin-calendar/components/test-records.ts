import { EventSchema, type SquadEvent } from '@academy/contract/event';
import { SquadSchema, type Squad } from '@academy/contract/squad';
import { recordOf } from '../../../test/records';

/** An event for the calendar's tests: a training of squad 1, `values` over it. */
export const eventOf = (values: Partial<SquadEvent>): SquadEvent =>
  recordOf(EventSchema, {
    id: 1,
    squad_id: 1,
    kind: 'training',
    starts_at: '2026-11-30T18:00:00.000Z',
    ends_at: '2026-11-30T19:30:00.000Z',
    venue: { name: 'Main pitch', address: 'Plot 12, Kampala Road' },
    status: 'scheduled',
    ...values,
  });

export const squadOf = (values: Partial<Squad>): Squad =>
  recordOf(SquadSchema, {
    id: 1,
    name: 'U11',
    season: '2026/27',
    min_age: 9,
    max_age: 11,
    capacity: 16,
    availability_default: 'asking',
    reminder_hours: [144, 24],
    coaches: [],
    ...values,
  });
