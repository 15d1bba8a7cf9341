export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} aria-live={label ? 'polite' : undefined}>
      <span className={size === 'sm' ? 'spinner spinner--sm' : 'spinner'} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
