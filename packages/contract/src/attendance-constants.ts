/** Texts of attendance (docs/decisions/041): the coach's screen at the pitch, the season's figures. */
export const ATTENDANCE_MESSAGES = {
  notFound: 'Event not found',
  eventCancelled: 'This event is cancelled: there is no attendance to take',
  notYet: 'Attendance can be taken from the day of the event',
  notOnRoster: 'This child is not in the squad',
  recordedAt: 'Please send the time of the mark as an ISO date and time',
} as const;

export const ATTENDANCE_TEXTS = {
  takeAttendance: 'Take attendance',
  attendanceTitle: 'Attendance',
  nextEvents: 'Today and next',
  noEvents: 'No events in your squads in the coming days.',
  present: 'Present',
  absent: 'Absent',
  notMarked: 'Not marked',
  tapHint: 'Tap a name to mark present; tap again for absent.',
  waiting: 'waiting to send',
  count: (present: number, total: number) => `${present} of ${total} present`,
  loadFailed: 'Could not load the attendance',
  backToSquad: 'Back to the squad',
  seasonTitle: 'Attendance',
  seasonSummary: (s: { trainings_attended: number; trainings: number; matches_attended: number; matches: number }) =>
    `Attendance: ${s.trainings_attended} of ${s.trainings} ${s.trainings === 1 ? 'training' : 'trainings'}, ${s.matches_attended} of ${s.matches} ${s.matches === 1 ? 'match' : 'matches'}`,
  noMarks: 'No attendance taken yet.',
  rate: 'Rate',
  child: 'Child',
  trainings: 'Trainings',
  matches: 'Matches',
  upcomingEvents: 'Events',
  pastEvents: 'Past events',
  event: 'Event',
  when: 'When',
} as const;
