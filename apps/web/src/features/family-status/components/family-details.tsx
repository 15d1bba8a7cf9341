import { lazy, Suspense, useState } from 'react';
import { FAMILY_DETAILS } from '@academy/contract/family-details-constants';
import { LoadingState } from '../../../components/ui/states';

/** The form, its form library and the registration schema load only when the family opens it. */
const FamilyDetailsForm = lazy(() => import('./family-details-form'));

/** "Your details": the family corrects its contact details or the child's health conditions. */
export function FamilyDetailsCard({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <article className="card family-status__card" aria-labelledby="family-details-title" data-testid="family-details">
      <h2 id="family-details-title" className="family-status__title">
        {FAMILY_DETAILS.title}
      </h2>
      {saved ? (
        <p className="family-status__notice family-status__notice--ok" role="status">
          {saved}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={<LoadingState label={FAMILY_DETAILS.loading} />}>
          <FamilyDetailsForm
            token={token}
            onClose={(message) => {
              setSaved(message);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <p>{FAMILY_DETAILS.intro}</p>
          <div className="family-status__buttons">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setSaved(null);
                setOpen(true);
              }}
            >
              {FAMILY_DETAILS.edit}
            </button>
          </div>
        </>
      )}
    </article>
  );
}
