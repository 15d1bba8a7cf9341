import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { REGISTRATION_MESSAGES as M, RegistrationStatusSchema, STATUS_LABELS, manualNextStatuses, type Registration } from '@academy/contract/registration';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminModal } from '../../../components/admin/modal';
import { StatusBadge } from '../../../components/admin/status-badge';
import { AdminSwitch } from '../../../components/admin/switch';
import { AdminDialogForm } from '../../../components/admin/form-controls';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { useSendForm } from '../../../hooks/use-form-send';
import { useUpdateRegistrationStatus } from '../api/update-registration-status';
import css from './enrollment.module.css';
import { ENROLLMENT_ADMIN_MESSAGES as EA } from '@academy/contract/registration-admin-constants';

type FormIn = z.input<typeof RegistrationStatusSchema>;
type FormOut = z.output<typeof RegistrationStatusSchema>;
const FIELDS = ['status', 'note', 'staff_note', 'notify'] as const;
const look = ADMIN_FIELD_LOOK;

/**
 * Moves a registration on: only the statuses the contract allows from the current one, an optional
 * note to the parent, an optional private staff note (never mailed, decision 032), and whether to email the parent (on unless switched off). A refused change (409) says why.
 */
export function StatusDialog({
  registration,
  onClose,
  onSaved,
}: {
  registration: Registration;
  onClose: () => void;
  onSaved: (updated: Registration) => void;
}) {
  const update = useUpdateRegistrationStatus();
  const defaults: FormIn = { status: '' as FormIn['status'], note: '', staff_note: '', notify: true };
  const { register, handleSubmit, formState, sending, send } = useSendForm(zodResolver(RegistrationStatusSchema), defaults, update, {
    fields: FIELDS,
    fallback: M.statusFailed,
  });
  const errors = formState.errors;

  const onValid = (values: FormOut) => {
    send({ id: registration.id, ...values }, onSaved);
  };

  return (
    <AdminModal title={M.statusDialogTitle(registration.player_name)} onClose={onClose}>
      <AdminDialogForm
        onSubmit={handleSubmit(onValid)}
        sending={sending}
        onCancel={onClose}
        texts={{ cancel: M.cancel, submit: M.saveStatus, busy: M.savingStatus }}
      >
        <p className={css.currentStatus}>
          {M.currentStatus} <StatusBadge status={registration.status} />
        </p>
        <SelectField
          label={M.statusField}
          look={look}
          options={manualNextStatuses(registration.status)}
          optionLabel={(s) => STATUS_LABELS[s]}
          placeholder={M.newStatusPlaceholder}
          error={errors.status?.message}
          {...register('status')}
        />
        <TextAreaField label={M.noteLabel} hint={M.noteHint} look={look} rows={3} error={errors.note?.message} {...register('note')} />
        <TextAreaField label={EA.staffNoteLabel} hint={EA.staffNoteHint} look={look} rows={2} error={errors.staff_note?.message} {...register('staff_note')} />
        <AdminSwitch label={M.notifyParent} {...register('notify')} />
      </AdminDialogForm>
    </AdminModal>
  );
}
