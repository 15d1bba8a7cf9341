import type { ReactNode } from 'react';

/**
 * A card of the family's page that the family edits ("Your details", "Photos"): its heading, the
 * notice of the last save, and its content (the facts with a change button, or the open form).
 */
export function FamilyCard({ id, title, testId, saved, children }: { id: string; title: string; testId: string; saved: string | null; children: ReactNode }) {
  return (
    <article className="card family-status__card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="family-status__title">
        {title}
      </h2>
      {saved ? (
        <p className="family-status__notice family-status__notice--ok" role="status">
          {saved}
        </p>
      ) : null}
      {children}
    </article>
  );
}

/** The button that opens a card's form. */
export function FamilyCardOpen({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <div className="family-status__buttons">
      <button type="button" className="btn btn--ghost" onClick={onOpen}>
        {label}
      </button>
    </div>
  );
}
