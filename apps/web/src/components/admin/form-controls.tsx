import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { Sending } from '../../hooks/use-form-send';
import { TextField } from '../ui/form-field';
import { AdminAlert } from './alert';
import { ADMIN_FIELD_LOOK } from './field-look';
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

/** A form's save row: its primary button in the row of actions (or the screen's own bar), waiting while the form is sent. */
export function SaveActions({
  className = ui.actions,
  busy,
  busyLabel,
  children,
}: {
  className?: string;
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </div>
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
  /** The send (useSendForm): its failure above the fields (the server's text, else the form's); the submit waits while it runs. */
  sending: Sending;
  onCancel: () => void;
  texts: { cancel: string; submit: string; busy: string };
  /** Buttons between the cancel and the submit (the invite's "Add to waiting list"). */
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
};

/** The form inside an admin dialog (an <AdminModal>): its failure, its fields, then cancel and submit. */
export function AdminDialogForm({ onSubmit, sending: { failure, busy }, onCancel, texts, extra, testId, children }: DialogFormProps) {
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

/** One of a form's number fields: its form field, its label and its bounds. */
export type NumberFieldDef<F extends FieldValues> = { name: Path<F>; label: string; min: number; max: number };

/** A form's row of number fields (ages, a capacity), from one mapped list; spread its form's register and errors. */
export function NumberFields<F extends FieldValues>({
  fields,
  register,
  errors,
}: {
  fields: readonly NumberFieldDef<F>[];
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
}) {
  return fields.map(({ name, label, min, max }) => (
    <TextField
      key={name}
      label={label}
      look={ADMIN_FIELD_LOOK}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      error={(errors[name] as { message?: string } | undefined)?.message}
      {...register(name)}
    />
  ));
}

type CardFormProps = {
  /** The title's id, which names the form. */
  id: string;
  title: string;
  /** react-hook-form's handleSubmit(onValid). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The send (useSendForm): its failure under the title; submit waits and close is off while it runs. */
  sending: Sending;
  onClose: () => void;
  texts: { submit: string; busy: string; close: string };
  children: ReactNode;
};

/** An inline form in a card (a squad, a trial session): its title, its failure, its fields, then submit (it waits while sending) and close (off while sending). */
export function AdminCardForm({ id, title, onSubmit, sending: { failure, busy }, onClose, texts, children }: CardFormProps) {
  return (
    <form className={`${ui.card} ${ui.form}`} noValidate onSubmit={onSubmit} aria-labelledby={id}>
      <h2 id={id} className={ui.cardTitle}>
        {title}
      </h2>
      <AdminAlert tone="error">{failure}</AdminAlert>
      {children}
      <div className={ui.actions}>
        <SubmitButton busy={busy} busyLabel={texts.busy}>
          {texts.submit}
        </SubmitButton>
        <button type="button" className={ui.btn} onClick={onClose} disabled={busy}>
          {texts.close}
        </button>
      </div>
    </form>
  );
}

/** A select of records (a squad, a trial session): their ids as its options, `label` as each one's text. Spread into a SelectField. */
export function recordOptions<T extends { id: number }>(records: readonly T[], label: (record: T) => string) {
  const byId = new Map(records.map((record) => [String(record.id), record]));
  return { options: [...byId.keys()], optionLabel: (id: string) => label(byId.get(id)!) };
}

type LabelledInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
  /** What is wrong with the value, under the input (announced at once), until it is edited. */
  problem?: ReactNode;
};

/** A labelled input outside react-hook-form (a dialog's one field: a time, a confirmation), with its problem under it. */
export function LabelledInput({ id, label, problem, ...input }: LabelledInputProps) {
  const problemId = `${id}-problem`;
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={ui.input} {...input} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} />
      {problem ? (
        <span id={problemId} className={css.problem} role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
