import { lazy, Suspense, useState } from 'react';
import { FAMILY_DETAILS } from '@academy/contract/family-details-constants';
import { FamilyCard, FamilyCardOpen } from './family-card';
import { LoadingState } from '../../../components/ui/states';

/** The form, its form library and the registration schema load only when the family opens it. */
const FamilyDetailsForm = lazy(() => import('./family-details-form'));

/** "Your details": the family corrects its contact details or the child's health conditions. */
export function FamilyDetailsCard({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <FamilyCard id="family-details-title" title={FAMILY_DETAILS.title} testId="family-details" saved={saved}>
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
          <FamilyCardOpen
            label={FAMILY_DETAILS.edit}
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
