import { EVENT_SCOPES, type EventScope } from '@academy/contract/event';
import { SERIES_SCOPE } from '@academy/contract/calendar-admin-constants';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminModal } from '../../../components/admin/modal';
import { DialogActions } from '../../../components/admin/form-controls';
import ui from '../../../components/admin/ui.module.css';

type ChoiceProps = {
  /** What the choice is about (a heading inside a dialog that has its own title). */
  question?: string;
  message: string;
  busy: boolean;
  failure?: string | null;
  danger?: boolean;
  onChoose: (scope: EventScope) => void;
  onCancel: () => void;
};

/**
 * "This event only" or "This and all following events" (docs/decisions/042): asked before an edit
 * or a cancellation of an occurrence of a weekly series is sent.
 */
export function SeriesScopeChoice({ question, message, busy, failure, danger = false, onChoose, onCancel }: ChoiceProps) {
  return (
    <div className={ui.form} role="group" aria-label={question} data-testid="series-scope">
      {question ? <h3 className={ui.cardTitle}>{question}</h3> : null}
      <AdminAlert tone="error">{failure}</AdminAlert>
      <p>{message}</p>
      <DialogActions cancel={SERIES_SCOPE.back} onCancel={onCancel}>
        {EVENT_SCOPES.map((scope) => (
          <button key={scope} type="button" className={`${ui.btn} ${danger ? ui.dangerSolid : ui.primary}`} disabled={busy} onClick={() => onChoose(scope)}>
            {SERIES_SCOPE[scope]}
          </button>
        ))}
      </DialogActions>
    </div>
  );
}

/** The same choice in a dialog of its own (cancelling from the event screen). */
export function SeriesScopeDialog({ title, ...choice }: ChoiceProps & { title: string }) {
  return (
    <AdminModal title={title} onClose={choice.onCancel}>
      <SeriesScopeChoice {...choice} />
    </AdminModal>
  );
}
