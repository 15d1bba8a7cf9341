import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { AdminAlert } from './alert';
import css from './form-controls.module.css';
import ui from './ui.module.css';

/** A form's primary button: it says `busyLabel` and waits, disabled, while the form is being sent. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  children,
}: {
  busy: boolean;
  busyLabel: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** What ticking it means, under it (the checkbox's description). */
  hint: ReactNode;
  hintId: string;
  /** The hint indented under the label (beside other fields) rather than a plain line (alone in its card). */
  indentHint?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** An admin form's checkbox: the box, its label, and what it means under it. Spread react-hook-form's register() into it. */
export function CheckField({ label, hint, hintId, indentHint = false, ...input }: Props) {
  return (
    <>
      <label className={css.check}>
        <input type="checkbox" {...input} aria-describedby={hintId} />
        <span>{label}</span>
      </label>
      <p id={hintId} className={indentHint ? css.hint : ui.hint}>
        {hint}
      </p>
    </>
  );
}

/** A dialog's buttons: its cancel (or close) first, then the others (`children`). */
export function DialogActions({ cancel, onCancel, children }: { cancel: string; onCancel: () => void; children?: ReactNode }) {
  return (
    <div className={ui.dialogActions}>
      <button type="button" className={ui.btn} onClick={onCancel}>
        {cancel}
      </button>
      {children}
    </div>
  );
}

type DialogFormProps = {
  /** react-hook-form's handleSubmit(onValid). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last send failed (the server's text, else the form's), above the fields. */
  failure: string | null | undefined;
  onCancel: () => void;
  busy: boolean;
  texts: { cancel: string; submit: string; busy: string };
  /** Buttons between the cancel and the submit (the invite's "Add to waiting list"). */
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
};

/** The form inside an admin dialog (an <AdminModal>): its failure, its fields, then cancel and submit. */
export function AdminDialogForm({ onSubmit, failure, onCancel, busy, texts, extra, testId, children }: DialogFormProps) {
  return (
    <form className={ui.form} noValidate onSubmit={onSubmit} data-testid={testId}>
      <AdminAlert tone="error">{failure}</AdminAlert>
      {children}
      <DialogActions cancel={texts.cancel} onCancel={onCancel}>
        {extra}
        <SubmitButton busy={busy} busyLabel={texts.busy}>
          {texts.submit}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
