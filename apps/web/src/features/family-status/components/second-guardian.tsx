import { lazy, Suspense, useState } from 'react';
import { SECOND_GUARDIAN } from '@academy/contract/family-guardian-constants';
import { FamilyCard, FamilyCardOpen } from './family-card';
import { LoadingState } from '../../../components/ui/states';

/** The form and its form library load only when the family opens it, as "Your details" does. */
const SecondGuardianForm = lazy(() => import('./second-guardian-form'));

/** "Second guardian" (docs/decisions/063): another parent or carer on the family record. */
export function SecondGuardianCard({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <FamilyCard id="second-guardian-title" title={SECOND_GUARDIAN.title} testId="second-guardian" saved={saved}>
      {open ? (
        <Suspense fallback={<LoadingState label={SECOND_GUARDIAN.loading} />}>
          <SecondGuardianForm
            token={token}
            onClose={(message) => {
              setSaved(message);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          <p>{SECOND_GUARDIAN.intro}</p>
          <FamilyCardOpen
            label={SECOND_GUARDIAN.open}
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
