import { lazy } from 'react';
import { SECOND_GUARDIAN } from '@academy/contract/family-guardian-constants';
import { FamilyFormCard } from './family-card';

/** The form and its form library load only when the family opens it, as "Your details" does. */
const SecondGuardianForm = lazy(() => import('./second-guardian-form'));

/** "Second guardian" (docs/decisions/063): another parent or carer on the family record. */
export function SecondGuardianCard({ token }: { token: string }) {
  return (
    <FamilyFormCard
      token={token}
      id="second-guardian-title"
      title={SECOND_GUARDIAN.title}
      testId="second-guardian"
      intro={SECOND_GUARDIAN.intro}
      openLabel={SECOND_GUARDIAN.open}
      loading={SECOND_GUARDIAN.loading}
      Form={SecondGuardianForm}
    />
  );
}
