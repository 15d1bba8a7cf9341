export function Alert({ kind, message }: { kind: 'success' | 'error'; message: string }) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" style={{ flex: 'none' }}>
        {kind === 'success' ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M12 7v6M12 17v.5" strokeLinecap="round" />
        )}
        <circle cx="12" cy="12" r="10" strokeOpacity={kind === 'success' ? 0.35 : 1} />
      </svg>
      <span>{message}</span>
    </div>
  );
}
