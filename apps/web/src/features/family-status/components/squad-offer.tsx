import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FAMILY_OFFER } from '@academy/contract/squad-constants';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import type { FamilyStatus } from '@academy/contract/trial';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useRespond } from '../api/respond';
import { AnswerButton, AnswerNotices } from './answer-button';

type OfferAnswer = 'accept_offer' | 'decline_offer';
const squadName = (s: { name?: string; squad?: string; season: string }) => `${s.name ?? s.squad} (${s.season})`;

/**
 * The family's squad place (docs/decisions/031): an open offer with its deadline and the Accept /
 * Decline buttons (the mail's `?answer=` only picks the button; the family presses it), or, once
 * enrolled, the squad and its coaches, or the squad's waiting list and the child's number on it.
 */
export function SquadOffer({ token, status }: { token: string; status: FamilyStatus }) {
  const [params] = useSearchParams();
  const respond = useRespond(token);
  const [answered, setAnswered] = useState<OfferAnswer | null>(null);
  const wanted = params.get('answer');
  const offered = (a: string): a is OfferAnswer => (a === 'accept_offer' || a === 'decline_offer') && status.answers.includes(a);
  const preselected = wanted && offered(wanted) ? wanted : null;
  const send = (answer: OfferAnswer) => {
    setAnswered(null);
    respond.mutate(answer, { onSuccess: () => setAnswered(answer) });
  };
  const failure = respond.isError
    ? respond.error instanceof ApiError && respond.error.status === 409
      ? FAMILY_PAGE.answerRefused
      : FAMILY_PAGE.answerFailed
    : null;
  const notices = <AnswerNotices answered={answered} failure={failure} />;

  if (status.offer) {
    const { offer } = status;
    const button = (answer: OfferAnswer) => (
      <AnswerButton answer={answer} preselected={preselected} primary="accept_offer" sending={respond.isPending} onAnswer={send}>
        {answer === 'accept_offer' ? FAMILY_OFFER.accept : FAMILY_OFFER.decline}
      </AnswerButton>
    );
    return (
      <article className="card family-status__card" aria-labelledby="family-offer-title" data-testid="family-offer">
        <h2 id="family-offer-title" className="family-status__title">
          {FAMILY_OFFER.offerTitle(squadName(offer))}
        </h2>
        <p className="family-status__next">{FAMILY_OFFER.respondBy(formatDateTime(offer.respond_by, 'long'))}</p>
        {notices}
        {offered('accept_offer') || offered('decline_offer') ? (
          <div className="family-status__answer" role="group" aria-labelledby="family-offer-title">
            {preselected ? <p className="family-status__prompt">{FAMILY_OFFER.preselected[preselected]}</p> : null}
            <div className="family-status__buttons">
              {offered('accept_offer') ? button('accept_offer') : null}
              {offered('decline_offer') ? button('decline_offer') : null}
            </div>
          </div>
        ) : null}
      </article>
    );
  }

  if (status.squad) {
    const { squad } = status;
    const waiting = squad.waitlist_position !== null;
    return (
      <article className="card family-status__card" aria-labelledby="family-squad-title" data-testid="family-squad">
        {notices}
        <h2 id="family-squad-title" className="family-status__title">
          {waiting ? FAMILY_OFFER.waitlistTitle : FAMILY_OFFER.squadTitle}
        </h2>
        {waiting ? (
          <p className="family-status__next">{FAMILY_OFFER.waitlisted(squadName(squad), squad.waitlist_position!)}</p>
        ) : (
          <dl className="family-status__facts">
            <dt>{FAMILY_OFFER.squad}</dt>
            <dd>{squadName(squad)}</dd>
            {squad.coaches.length ? (
              <>
                <dt>{FAMILY_OFFER.coaches}</dt>
                <dd>{squad.coaches.join(', ')}</dd>
              </>
            ) : null}
          </dl>
        )}
      </article>
    );
  }
  return answered ? notices : null;
}
