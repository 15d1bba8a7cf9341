import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type FieldFrameProps = { id: string; label: string; required?: boolean; error?: string; hint?: string; full?: boolean; children: ReactNode };

function FieldFrame({ id, label, required, error, hint, full, children }: FieldFrameProps) {
  return (
    <div className={full ? 'field field--full' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__req" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type Common = { label: string; error?: string; hint?: string; full?: boolean };

export function TextField({ label, error, hint, full, required, id, ref, ...input }: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame id={fieldId} label={label} required={required} error={error} hint={hint} full={full}>
      <input
        {...input}
        ref={ref}
        id={fieldId}
        className="field__control"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, full, required, id, ref, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame id={fieldId} label={label} required={required} error={error} hint={hint} full={full}>
      <textarea
        {...input}
        ref={ref}
        id={fieldId}
        className="field__control"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  full,
  required,
  id,
  ref,
  options,
  placeholder = 'Select…',
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; options: readonly (string | number)[]; placeholder?: string }) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame id={fieldId} label={label} required={required} error={error} hint={hint} full={full}>
      <select
        {...select}
        ref={ref}
        id={fieldId}
        className="field__control"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

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
    <fieldset className="radio-group field--full" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="radio-group__options">
        {options.map((o) => (
          <label key={o.value} className="radio">
            <input type="radio" {...inputProps} name={name} value={o.value} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
