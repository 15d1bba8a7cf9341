import ui from './ui.module.css';

type FilterSelectProps<V extends string> = {
  id: string;
  label: string;
  /** The first option, value '': no filter. */
  allLabel: string;
  value: V | '';
  options: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V | '') => void;
  className?: string;
};

/** A list screen's filter: a labelled select of a contract's values, whose first option shows everything. */
export function FilterSelect<V extends string>({ id, label, allLabel, value, options, labels, onChange, className }: FilterSelectProps<V>) {
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={ui.input} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
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
