import { useState } from 'react';
import css from './filter-select.module.css';
import ui from './ui.module.css';

export type FilterSelectProps<V extends string> = {
  id: string;
  label: string;
  /** The first option, value '': no filter. */
  allLabel: string;
  value: V | '';
  options: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V | '') => void;
  className?: string;
  /** The label beside the select rather than above it. */
  inline?: boolean;
};

/** A list screen's filter: a labelled select of a contract's values, whose first option shows everything. */
export function FilterSelect<V extends string>({ id, label, allLabel, value, options, labels, onChange, className, inline }: FilterSelectProps<V>) {
  const field = inline ? `${ui.field} ${css.inline}` : ui.field;
  return (
    <div className={className ? `${field} ${className}` : field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`${ui.input} ${css.control}`} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One of a screen's mapped list of select filters (`filters.map((f) => <FilterSelect key={f.id} {...f} />)`):
 * each keeps its own values' type where it is written.
 */
export const selectFilter = <V extends string>(props: FilterSelectProps<V>) => props as unknown as FilterSelectProps<string>;

/** A filter's texts from the contract: its label, the option that shows everything, each value's label. */
export type FilterTexts<V extends string> = Pick<FilterSelectProps<V>, 'label' | 'allLabel' | 'labels'>;

/**
 * A list screen's select filter and its value (none at first): `value` goes into the list's query,
 * `props` spread into its <FilterSelect>.
 */
export function useSelectFilter<V extends string>(id: string, options: readonly V[], texts: FilterTexts<V>) {
  const [value, setValue] = useState<V | ''>('');
  const props: FilterSelectProps<V> = { id, options, ...texts, value, onChange: setValue };
  return { value, props };
}

type TextFilterProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'placeholder' | 'min' | 'max' | 'autoComplete' | 'required' | 'maxLength'>;

/** A list screen's typed filter (a name, a date, an email to look up): a labelled input. */
export function TextFilter({ id, label, onChange, className, ...input }: TextFilterProps) {
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={`${ui.input} ${css.control}`} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}

/** A list's filters in a row above it. */
export function FilterRow({ children }: { children: React.ReactNode }) {
  return <div className={css.row}>{children}</div>;
}
