import { useForm } from 'react-hook-form';
import { FAMILY_DETAILS } from '@academy/contract/family-details-constants';
import type { FamilyDetails, FamilyDetailsInputSchema } from '@academy/contract/family-details';
import { DEFAULT_HEALTH_CONDITIONS } from '@academy/contract/registration-constants';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { applyServerErrors, fieldsOf } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useFamilyDetails, useSaveFamilyDetails } from '../api/family-details';
import { FamilyFormActions } from './family-card';

/** The registration form's own rules for these fields (the contract's schema, loaded with this chunk's first check). */
const resolver = lazyZodResolver<typeof FamilyDetailsInputSchema>(async () => (await import('@academy/contract/family-details')).FamilyDetailsInputSchema);

const FIELDS: Omit<FamilyDetails, 'pending_email'> = { parent_email: '', contact_phone: '', residence: '', health_conditions: '' };
const L = FAMILY_DETAILS.labels;

/** The form of "Your details", filled with what is stored (health conditions "none given" shown empty, as the registration form leaves them). */
export default function FamilyDetailsForm({ token, onClose }: { token: string; onClose: (message: string | null) => void }) {
  const details = useFamilyDetails(token);
  if (details.isPending) return <LoadingState label={FAMILY_DETAILS.loading} />;
  if (details.isError) return <ErrorState message={FAMILY_DETAILS.loadFailed} onRetry={() => void details.refetch()} />;
  const stored = details.data;
  return (
    <DetailsForm
      token={token}
      initial={{ ...stored, health_conditions: stored.health_conditions === DEFAULT_HEALTH_CONDITIONS ? '' : stored.health_conditions }}
      onClose={onClose}
    />
  );
}

function DetailsForm({ token, initial, onClose }: { token: string; initial: FamilyDetails; onClose: (message: string | null) => void }) {
  const { register, handleSubmit, formState, setError } = useForm({ resolver, defaultValues: initial });
  const { errors } = formState;
  const save = useSaveFamilyDetails(token);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(values);
      onClose(
        result.changed.length === 0
          ? FAMILY_DETAILS.unchanged
          : result.changed.includes('parent_email')
            ? `${FAMILY_DETAILS.saved} ${FAMILY_DETAILS.emailNotice}`
            : FAMILY_DETAILS.saved,
      );
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldsOf(FIELDS), FAMILY_DETAILS.saveFailed) });
    }
  });

  return (
    <form className="form family-status__details" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate aria-label={FAMILY_DETAILS.title}>
      <TextField
        label={L.parent_email}
        type="email"
        required
        autoComplete="email"
        hint={initial.pending_email ? FAMILY_DETAILS.pendingEmail(initial.pending_email) : undefined}
        error={errors.parent_email?.message}
        {...register('parent_email')}
      />
      <TextField label={L.contact_phone} type="tel" required autoComplete="tel" error={errors.contact_phone?.message} {...register('contact_phone')} />
      <TextField label={L.residence} required autoComplete="street-address" error={errors.residence?.message} {...register('residence')} />
      <TextAreaField
        label={L.health_conditions}
        rows={3}
        placeholder={DEFAULT_HEALTH_CONDITIONS}
        hint={FAMILY_DETAILS.healthHint}
        error={errors.health_conditions?.message}
        {...register('health_conditions')}
      />
      <FamilyFormActions
        error={errors.root?.message}
        busy={formState.isSubmitting}
        save={FAMILY_DETAILS.save}
        saving={FAMILY_DETAILS.saving}
        cancel={FAMILY_DETAILS.cancel}
        onCancel={() => onClose(null)}
      />
    </form>
  );
}
