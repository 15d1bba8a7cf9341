import { useEffect, useState } from 'react';
// The zod-free part: the family's page never downloads zod (docs/decisions/020's page weight).
import {
  AVAILABILITY_ANSWERS,
  AVAILABILITY_LABELS,
  AVAILABILITY_MESSAGES,
  FAMILY_EVENTS,
  type AvailabilityAnswer,
} from '@academy/contract/availability-constants';
import type { FamilyEvent } from '@academy/contract/availability';
import { venueMapUrl } from '@academy/contract/family-page-constants';
import type { FamilyStatus } from '@academy/contract/trial';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useAnswerAvailability, useRenewCalendarAddress } from '../api/availability';
import { AnswerButton } from './answer-button';
import { FamilyConfirm } from './family-confirm';

/**
 * The child's squad events of the next weeks with Yes / No / Maybe (docs/decisions/040), and the
 * calendar links. A mail's link opens the page at one event (`?event=ID#event-ID`): that event is
 * scrolled to and marked; opening it never answers (mail scanners open links), one click here does.
 */
export function SeasonEvents({ token, status, target }: { token: string; status: FamilyStatus; target: number | null }) {
  useEffect(() => {
    if (target !== null) document.getElementById(`event-${target}`)?.scrollIntoView?.({ block: 'center' });
  }, [target]);
  if (!status.calendar && status.events.length === 0) return null;
  return (
    <section className="card family-status__card" aria-labelledby="family-events-title" data-testid="family-events">
      <h2 id="family-events-title" className="family-status__title">
        {FAMILY_EVENTS.title}
      </h2>
      {status.events.length === 0 ? <p className="family-status__next">{FAMILY_EVENTS.empty}</p> : null}
      <ol className="family-events">
        {status.events.map((event) => (
          <EventItem key={event.id} token={token} event={event} firstName={status.first_name} targeted={event.id === target} />
        ))}
      </ol>
      {status.calendar ? (
        <div className="family-status__answer">
          <p className="family-status__label">{FAMILY_EVENTS.calendarTitle}</p>
          <p className="family-status__next">{FAMILY_EVENTS.calendarHint}</p>
          <div className="family-status__buttons">
            <a className="btn btn--gold" href={status.calendar.webcal_url} data-testid="family-calendar-link">
              {FAMILY_EVENTS.addToCalendar}
            </a>
            <a className="btn btn--ghost" href={status.calendar.squad_feed_url}>
              {FAMILY_EVENTS.squadCalendar}
            </a>
          </div>
          <code className="family-events__feed">{status.calendar.feed_url}</code>
          <NewCalendarAddress token={token} />
        </div>
      ) : null}
    </section>
  );
}

/** "Get a new calendar address", asked first: the old address stops at once (its calendars stop updating). */
function NewCalendarAddress({ token }: { token: string }) {
  const renew = useRenewCalendarAddress(token);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="family-status__withdraw" onClick={() => setAsking(true)}>
        {FAMILY_EVENTS.newAddress}
      </button>
      {renew.isSuccess ? (
        <p className="family-status__notice" role="status">
          {FAMILY_EVENTS.newAddressDone}
        </p>
      ) : null}
      {renew.isError ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {FAMILY_EVENTS.newAddressFailed}
        </p>
      ) : null}
      {asking ? (
        <FamilyConfirm
          title={FAMILY_EVENTS.newAddressTitle}
          message={FAMILY_EVENTS.newAddressConfirm}
          cancel={FAMILY_EVENTS.newAddressNo}
          confirm={FAMILY_EVENTS.newAddressYes}
          busy={renew.isPending}
          busyLabel={FAMILY_EVENTS.newAddressSending}
          onCancel={() => setAsking(false)}
          onConfirm={() => renew.mutate(undefined, { onSettled: () => setAsking(false) })}
        />
      ) : null}
    </>
  );
}

function EventItem({ token, event, firstName, targeted }: { token: string; event: FamilyEvent; firstName: string; targeted: boolean }) {
  const answer = useAnswerAvailability(token);
  const [saved, setSaved] = useState(false);
  const cancelled = event.status === 'cancelled';
  const venue = `${event.venue.name}, ${event.venue.address}`;
  const send = (value: AvailabilityAnswer) => {
    setSaved(false);
    answer.mutate({ event_id: event.id, answer: value }, { onSuccess: () => setSaved(true) });
  };
  const failure = answer.isError
    ? answer.error instanceof ApiError && (answer.error.status === 409 || answer.error.status === 404)
      ? answer.error.message
      : AVAILABILITY_MESSAGES.saveFailed
    : null;
  const state = event.answer ? FAMILY_EVENTS.yourAnswer(AVAILABILITY_LABELS[event.answer]) : event.assumed ? FAMILY_EVENTS.assumed : FAMILY_EVENTS.notAnswered;
  return (
    <li id={`event-${event.id}`} className="family-event" data-targeted={targeted || undefined} data-cancelled={cancelled || undefined}>
      <p className="family-event__when">{formatDateTime(event.starts_at, 'long')}</p>
      <h3 className="family-event__title">{event.title}</h3>
      <p className="family-event__where">
        {event.meet_at ? <span>{FAMILY_EVENTS.meetAt(formatDateTime(event.meet_at))} · </span> : null}
        {venue}{' '}
        <a href={venueMapUrl(venue)} target="_blank" rel="noopener noreferrer">
          {FAMILY_EVENTS.map}
        </a>
      </p>
      {cancelled ? (
        <p className="family-status__state">{FAMILY_EVENTS.cancelled}</p>
      ) : (
        <>
          <p className="family-event__answer" data-answer={event.answer ?? undefined}>
            {state}
          </p>
          <div className="family-status__buttons" role="group" aria-label={FAMILY_EVENTS.answerPrompt(firstName)}>
            {AVAILABILITY_ANSWERS.map((value) => (
              <AnswerButton key={value} answer={value} preselected={null} primary={event.answer} sending={answer.isPending} onAnswer={send}>
                {FAMILY_EVENTS.buttons[value]}
              </AnswerButton>
            ))}
          </div>
        </>
      )}
      {saved ? (
        <p className="family-status__notice family-status__notice--ok" role="status">
          {AVAILABILITY_MESSAGES.saved}
        </p>
      ) : null}
      {failure ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
