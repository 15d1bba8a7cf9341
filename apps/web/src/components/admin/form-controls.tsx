import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
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
