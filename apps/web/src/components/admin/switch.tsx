import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import css from './switch.module.css';

/** An on/off switch: a real checkbox with role="switch" (Space toggles it), its label beside it. */
export function AdminSwitch({
  label,
  ref,
  ...input
}: { label: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>) {
  return (
    <label className={css.switch}>
      <input {...input} ref={ref} type="checkbox" role="switch" className={css.input} />
      <span className={css.track} aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}
