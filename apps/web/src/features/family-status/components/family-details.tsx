import { lazy } from 'react';
import { FAMILY_DETAILS } from '@academy/contract/family-details-constants';
import { FamilyFormCard } from './family-card';

/** The form, its form library and the registration schema load only when the family opens it. */
const FamilyDetailsForm = lazy(() => import('./family-details-form'));

/** "Your details": the family corrects its contact details or the child's health conditions. */
export function FamilyDetailsCard({ token }: { token: string }) {
  return (
    <FamilyFormCard
      token={token}
      id="family-details-title"
      title={FAMILY_DETAILS.title}
      testId="family-details"
      intro={FAMILY_DETAILS.intro}
      openLabel={FAMILY_DETAILS.edit}
      loading={FAMILY_DETAILS.loading}
      Form={FamilyDetailsForm}
    />
  );
}
