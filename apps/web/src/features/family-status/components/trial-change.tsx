import { useState } from 'react';
import { FAMILY_TRIAL_CHANGE } from '@academy/contract/family-page-constants';
import type { FamilyStatus } from '@academy/contract/trial';
import { formatDateTime } from '../../../lib/format-date';
import { FamilyConfirm } from './family-confirm';

type Choice = NonNullable<FamilyStatus['trial']>['choices'][number];

/**
 * A confirmed trial, before it starts: "Change the date" opens the sessions with room for the child
 * (the server's `trial.choices`), "I can't come" asks once and declines. The server refuses either
 * once the session has started, with its own message (shown by the caller).
 */
export function TrialChange({
  choices,
  canChange,
  canDecline,
  sending,
  onChange,
  onDecline,
}: {
  choices: Choice[];
  canChange: boolean;
  canDecline: boolean;
  sending: boolean;
  onChange: (trialId: number, done: () => void) => void;
  onDecline: (done: () => void) => void;
}) {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [askDecline, setAskDecline] = useState(false);

  const move = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === null) return setMissing(true);
    onChange(chosen, () => setPicking(false));
  };

  return (
    <div className="family-status__answer" data-testid="trial-change">
      {picking ? (
        <form className="family-status__choices" onSubmit={move} aria-label={FAMILY_TRIAL_CHANGE.choicesLegend}>
          <fieldset>
            <legend className="family-status__label">{FAMILY_TRIAL_CHANGE.choicesLegend}</legend>
            {choices.length === 0 ? <p className="family-status__next">{FAMILY_TRIAL_CHANGE.noChoices}</p> : null}
            {choices.map((c) => (
              <label key={c.id} className="family-status__choice">
                <input
                  type="radio"
                  name="trial_id"
                  value={c.id}
                  checked={chosen === c.id}
                  onChange={() => {
                    setChosen(c.id);
                    setMissing(false);
                  }}
                />
                <span>
                  <strong>
                    <time dateTime={c.starts_at}>{formatDateTime(c.starts_at, 'long')}</time>
                  </strong>
                  <span className="family-status__choice-place">{c.location}</span>
                  <span className="family-status__choice-place">{FAMILY_TRIAL_CHANGE.placesLeft(c.places_left)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {missing ? (
            <p className="family-status__notice family-status__notice--error" role="alert">
              {FAMILY_TRIAL_CHANGE.chooseSession}
            </p>
          ) : null}
          <div className="family-status__buttons">
            {choices.length ? (
              <button type="submit" className="btn btn--gold" disabled={sending}>
                {FAMILY_TRIAL_CHANGE.moveHere}
              </button>
            ) : null}
            <button type="button" className="btn btn--ghost" onClick={() => setPicking(false)}>
              {FAMILY_TRIAL_CHANGE.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="family-status__buttons">
          {canChange ? (
            <button type="button" className="btn btn--ghost" onClick={() => setPicking(true)} disabled={sending}>
              {FAMILY_TRIAL_CHANGE.changeDate}
            </button>
          ) : null}
          {canDecline ? (
            <button type="button" className="btn btn--ghost" onClick={() => setAskDecline(true)} disabled={sending}>
              {FAMILY_TRIAL_CHANGE.cantCome}
            </button>
          ) : null}
        </div>
      )}
      {askDecline ? (
        <FamilyConfirm
          title={FAMILY_TRIAL_CHANGE.cantComeTitle}
          message={FAMILY_TRIAL_CHANGE.cantComeConfirm}
          cancel={FAMILY_TRIAL_CHANGE.cancel}
          confirm={FAMILY_TRIAL_CHANGE.cantComeYes}
          busy={sending}
          onCancel={() => setAskDecline(false)}
          onConfirm={() => onDecline(() => setAskDecline(false))}
        />
      ) : null}
    </div>
  );
}
