import type { ReactNode } from 'react';
import { FAMILY_PAGE } from '@academy/contract/family-page-constants';
import type { FamilyAnswer } from '@academy/contract/trial';

/**
 * One answer of the family's (confirm or decline a trial, accept or decline an offer). The mail's
 * button opens the page with its answer chosen (`?answer=`): that button is gold, marked, and takes
 * the focus, and the family still presses it; with nothing chosen, the `primary` answer is gold and
 * the others ghost. Every answer button is disabled while an answer is being sent.
 */
export function AnswerButton<A extends string>({
  answer,
  preselected,
  primary,
  sending,
  onAnswer,
  children,
}: {
  answer: A;
  preselected: A | null;
  /** The gold one with nothing preselected; null: none (an event not answered yet). */
  primary: A | null;
  sending: boolean;
  onAnswer: (answer: A) => void;
  children: ReactNode;
}) {
  const chosen = preselected === answer;
  const look = chosen || (!preselected && answer === primary) ? 'btn--gold' : 'btn--ghost';
  return (
    <button
      type="button"
      className={`btn ${look}`}
      data-preselected={chosen || undefined}
      autoFocus={chosen}
      disabled={sending}
      onClick={() => onAnswer(answer)}
    >
      {children}
    </button>
  );
}

/** What became of the family's last answer: the thanks for it, or why it failed (each with its live region). */
export function AnswerNotices({ answered, failure }: { answered: FamilyAnswer | null; failure: string | null }) {
  return (
    <>
      {answered ? (
        <p className="family-status__notice family-status__notice--ok" role="status">
          {FAMILY_PAGE.answered[answered]}
        </p>
      ) : null}
      {failure ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
