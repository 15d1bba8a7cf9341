import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/states';

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

/** A form of the family page that opens in its card: closed with `message` (its save's notice) or null (cancelled). */
export type FamilyCardForm = ComponentType<{ token: string; onClose: (message: string | null) => void }>;

/**
 * A card whose form loads only when the family opens it ("Your details", "Second guardian"): the
 * intro and the open button, then the form (lazy: its form library and schema with it), then the
 * last save's notice once it closes.
 */
export function FamilyFormCard(props: {
  token: string;
  id: string;
  title: string;
  testId: string;
  intro: string;
  openLabel: string;
  loading: string;
  Form: FamilyCardForm;
}) {
  const { token, id, title, testId, intro, openLabel, loading, Form } = props;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <FamilyCard id={id} title={title} testId={testId} saved={saved}>
      {open ? (
        <Suspense fallback={<LoadingState label={loading} />}>
          <Form
            token={token}
            onClose={(message) => {
              setSaved(message);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <p>{intro}</p>
          <FamilyCardOpen
            label={openLabel}
            onOpen={() => {
              setSaved(null);
              setOpen(true);
            }}
          />
        </>
      )}
    </FamilyCard>
  );
}

/** A card form's end: its error, the save button (busy while sending), cancel, and any more buttons. */
export function FamilyFormActions(props: {
  error?: string;
  busy: boolean;
  save: string;
  saving: string;
  cancel: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      {props.error ? (
        <p className="family-status__notice family-status__notice--error" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="family-status__buttons">
        <button type="submit" className="btn btn--gold" disabled={props.busy}>
          {props.busy ? props.saving : props.save}
        </button>
        <button type="button" className="btn btn--ghost" onClick={props.onCancel}>
          {props.cancel}
        </button>
        {props.children}
      </div>
    </>
  );
}
