import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SECOND_GUARDIAN } from '@academy/contract/family-guardian-constants';
import type { SecondGuardian, SecondGuardianInput, SecondGuardianInputSchema } from '@academy/contract/family-guardian';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/form-field';
import { applyServerErrors, fieldsOf } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useRemoveSecondGuardian, useSaveSecondGuardian, useSecondGuardian } from '../api/second-guardian';
import { FamilyFormActions } from './family-card';
import { FamilyConfirm } from './family-confirm';

/** The registration form's own rules for a parent (the contract's schema, loaded with this chunk's first check). */
const resolver = lazyZodResolver<typeof SecondGuardianInputSchema>(async () => (await import('@academy/contract/family-guardian')).SecondGuardianInputSchema);
const FIELDS: SecondGuardianInput = { parent_name: '', parent_email: '', contact_phone: '' };
const L = SECOND_GUARDIAN.labels;

/** The second guardian's form, filled with what is stored (or what waits for confirmation). */
export default function SecondGuardianForm({ token, onClose }: { token: string; onClose: (message: string | null) => void }) {
  const stored = useSecondGuardian(token);
  if (stored.isPending) return <LoadingState label={SECOND_GUARDIAN.loading} />;
  if (stored.isError) return <ErrorState message={SECOND_GUARDIAN.loadFailed} onRetry={() => void stored.refetch()} />;
  return <GuardianForm token={token} stored={stored.data} onClose={onClose} />;
}

function GuardianForm({ token, stored, onClose }: { token: string; stored: SecondGuardian; onClose: (message: string | null) => void }) {
  const shown = stored.guardian ?? stored.pending;
  const { register, handleSubmit, formState, setError } = useForm({
    resolver,
    defaultValues: { parent_name: shown?.name ?? '', parent_email: stored.pending?.email ?? shown?.email ?? '', contact_phone: shown?.phone ?? '' },
  });
  const { errors } = formState;
  const save = useSaveSecondGuardian(token);
  const remove = useRemoveSecondGuardian(token);
  const [asking, setAsking] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(values);
      onClose(result.email_sent ? `${SECOND_GUARDIAN.saved} ${SECOND_GUARDIAN.emailNotice}` : SECOND_GUARDIAN.saved);
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldsOf(FIELDS), SECOND_GUARDIAN.saveFailed) });
    }
  });

  return (
    <form className="form family-status__details" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate aria-label={SECOND_GUARDIAN.title}>
      <TextField label={L.name} required autoComplete="name" error={errors.parent_name?.message} {...register('parent_name')} />
      <TextField
        label={L.email}
        type="email"
        required
        autoComplete="email"
        hint={stored.pending ? SECOND_GUARDIAN.pendingEmail(stored.pending.email) : undefined}
        error={errors.parent_email?.message}
        {...register('parent_email')}
      />
      <TextField label={L.phone} type="tel" required autoComplete="tel" error={errors.contact_phone?.message} {...register('contact_phone')} />
      <FamilyFormActions
        error={errors.root?.message}
        busy={formState.isSubmitting}
        save={SECOND_GUARDIAN.save}
        saving={SECOND_GUARDIAN.saving}
        cancel={SECOND_GUARDIAN.cancel}
        onCancel={() => onClose(null)}
      >
        {shown ? (
          <button type="button" className="family-status__withdraw" onClick={() => setAsking(true)}>
            {SECOND_GUARDIAN.remove}
          </button>
        ) : null}
      </FamilyFormActions>
      {asking ? (
        <FamilyConfirm
          title={SECOND_GUARDIAN.remove}
          message={SECOND_GUARDIAN.removeConfirm}
          cancel={SECOND_GUARDIAN.cancel}
          confirm={SECOND_GUARDIAN.removeButton}
          busy={remove.isPending}
          busyLabel={SECOND_GUARDIAN.removing}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => onClose(SECOND_GUARDIAN.removed),
              onError: () => setError('root', { message: SECOND_GUARDIAN.saveFailed }),
              onSettled: () => setAsking(false),
            })
          }
        />
      ) : null}
    </form>
  );
}
