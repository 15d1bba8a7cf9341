import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/**
 * The class names a field is drawn with. The public site's come from the global stylesheet and are
 * the default; the admin screens pass theirs (components/admin/field-look.ts), so public pages never
 * load the admin stylesheet.
 */
export type FieldLook = Record<'field' | 'full' | 'label' | 'required' | 'control' | 'hint' | 'error', string | undefined>;

export const PUBLIC_FIELD_LOOK: FieldLook = {
  field: 'field',
  full: 'field--full',
  label: 'field__label',
  required: 'field__req',
  control: 'field__control',
  hint: 'field__hint',
  error: 'field__error',
};

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * What a field hands its control: the id its label points at (the label itself is `<id>-label`,
 * for a control wrapped in a label of its own), the look's class, and the accessibility state.
 */
export type ControlProps = {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FrameProps = {
  label: ReactNode;
  /** The message shown under the field (the schema's, or the server's for this field). */
  error?: string;
  /** Marks the control invalid when its message is shown elsewhere (the sign-in form's one alert). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Shows the required marker and sets aria-required. */
  required?: boolean;
  /** Spans the whole row of a form grid. */
  full?: boolean;
  /** Extra classes of the frame (a card around it, for instance). */
  className?: string;
  id?: string;
  look?: FieldLook;
};

/** A field's message: under the control, named by the control's aria-describedby (`<id>-error`). */
export function FieldError({ id, message, look = PUBLIC_FIELD_LOOK }: { id: string; message?: string; look?: FieldLook }) {
  return message ? (
    <p className={look.error} id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

/** The ids of a control's hint and error, for aria-describedby. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  return cx(hint ? `${id}-hint` : null, error ? `${id}-error` : null);
}

/**
 * The one frame of every form field, public and admin: label (with the required marker), the
 * control, a hint, and the error. The control is drawn by `children` from the props it is handed,
 * so a text input, a select or a file chooser (components/admin/file-picker.tsx) all share the frame and its conventions:
 * the error sits under the control and is named by its aria-describedby, and aria-invalid marks it.
 * Errors carry no role="alert": on submit react-hook-form focuses the first invalid control, which
 * then reads out its description; the form's alert announces the outcome of the request.
 */
export function Field({
  label,
  error,
  invalid,
  hint,
  required,
  full,
  className,
  id: fixedId,
  look = PUBLIC_FIELD_LOOK,
  children,
}: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const id = fixedId ?? autoId;
  return (
    <div className={cx(look.field, full && look.full, className)}>
      <label className={look.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? (
          <span className={look.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        className: look.control,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy(id, { hint, error }),
        'aria-required': required || undefined,
      })}
      {hint ? (
        <span className={look.hint} id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      <FieldError id={id} message={error} look={look} />
    </div>
  );
}

/** Splits a wrapper's props into the frame's and the control's. */
function split<T extends FrameProps>({ label, error, invalid, hint, required, full, className, id, look, ...control }: T) {
  return { frame: { label, error, invalid, hint, required, full, id, look }, frameClass: className, control };
}

type ControlClass = { controlClassName?: string };

export function TextField(
  props: FrameProps & ControlClass & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & { ref?: Ref<HTMLInputElement> },
) {
  const { frame, frameClass, control } = split(props);
  const { controlClassName, ...input } = control;
  return (
    <Field {...frame} className={frameClass}>
      {(c) => <input {...input} {...c} className={cx(c.className, controlClassName)} />}
    </Field>
  );
}

export function TextAreaField(
  props: FrameProps & ControlClass & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const { frame, frameClass, control } = split(props);
  const { controlClassName, ...textarea } = control;
  return (
    <Field {...frame} className={frameClass}>
      {(c) => <textarea {...textarea} {...c} className={cx(c.className, controlClassName)} />}
    </Field>
  );
}

export function SelectField<O extends string | number>(
  props: FrameProps &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> & {
      ref?: Ref<HTMLSelectElement>;
      options: readonly O[];
      /** The text of each option (the value itself unless given). */
      optionLabel?: (option: O) => string;
      /** The empty first option. */
      placeholder?: string;
    },
) {
  const { frame, frameClass, control } = split(props);
  const { options, optionLabel = String, placeholder = 'Select…', ...select } = control;
  return (
    <Field {...frame} className={frameClass}>
      {(c) => (
        <select {...select} {...c}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Radio buttons: a fieldset whose legend is the label, with the same error convention as <Field>. */
export function RadioGroup({
  legend,
  name,
  options,
  error,
  inputProps,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <fieldset className="radio-group field--full" aria-describedby={describedBy(id, { error })}>
      <legend>{legend}</legend>
      <div className="radio-group__options">
        {options.map((o) => (
          <label key={o.value} className="radio">
            <input type="radio" {...inputProps} name={name} value={o.value} aria-invalid={error ? true : undefined} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
