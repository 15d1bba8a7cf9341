import { useState } from 'react';
import { useOpen } from '../../../hooks/use-open';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { canMoveTo, REGISTRATION_MESSAGES, type Registration, type RegistrationStatus } from '@academy/contract/registration';
import { InviteSchema, TRIAL_MESSAGES, TRIAL_SCREEN, type Trial } from '@academy/contract/trial';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminModal } from '../../../components/admin/modal';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { AdminDialogForm, DialogActions, recordOptions } from '../../../components/admin/form-controls';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpcomingTrials } from '../api/get-upcoming-trials';
import { useInviteToTrial } from '../api/invite-to-trial';
import { useUpdateRegistrationStatus } from '../api/update-registration-status';
import css from './invite-to-trial.module.css';

type FormIn = z.input<typeof InviteSchema>;
type FormOut = z.output<typeof InviteSchema>;
const FIELDS = ['trial_id', 'note'] as const;
const look = ADMIN_FIELD_LOOK;

const invitable = (status: RegistrationStatus) => status === 'trial_invited' || canMoveTo(status, 'trial_invited');

/**
 * "Invite to trial" beside an enrollment's status control: a dialog listing the upcoming sessions
 * that fit the child's age and have a place, with an optional note. When none fits, or the chosen
 * one filled up meanwhile (409), it offers the waiting list instead (the status API, parent emailed).
 */
export function InviteToTrial({ registration, onDone }: { registration: Registration; onDone?: (message: string) => void }) {
  const dialog = useOpen();
  if (!invitable(registration.status)) return null;
  return (
    <>
      <button type="button" className={ui.btn} onClick={dialog.show}>
        {TRIAL_MESSAGES.inviteToTrial}
      </button>
      {dialog.open ? <InviteDialog registration={registration} onClose={dialog.close} onDone={dialog.closeThen(onDone)} /> : null}
    </>
  );
}

function InviteDialog({ registration, onClose, onDone }: { registration: Registration; onClose: () => void; onDone: (message: string) => void }) {
  const trials = useUpcomingTrials();
  const age = registration.player_age;
  const fitting = (trials.data ?? []).filter((t) => t.min_age <= age && age <= t.max_age && t.places_left > 0);
  return (
    <AdminModal title={TRIAL_SCREEN.inviteTitle(registration.player_name)} onClose={onClose}>
      {trials.isPending ? (
        <AdminSpinner />
      ) : trials.isError ? (
        <AdminAlert tone="error">{TRIAL_MESSAGES.loadFailed}</AdminAlert>
      ) : (
        <InviteForm registration={registration} sessions={fitting} onClose={onClose} onDone={onDone} />
      )}
    </AdminModal>
  );
}

function InviteForm({
  registration,
  sessions,
  onClose,
  onDone,
}: {
  registration: Registration;
  sessions: Trial[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const invite = useInviteToTrial();
  const waitlist = useUpdateRegistrationStatus();
  const [failure, setFailure] = useState<{ text: string; full: boolean } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { trial_id: '', note: '' },
  });
  const errors = formState.errors;
  const canWaitlist = registration.status !== 'waitlisted' && canMoveTo(registration.status, 'waitlisted');
  const offerWaitlist = canWaitlist && (sessions.length === 0 || failure?.full === true);

  const onValid = (values: FormOut) => {
    setFailure(null);
    invite.mutate(
      { id: registration.id, ...values },
      {
        onSuccess: () => onDone(TRIAL_MESSAGES.invited),
        onError: (e) =>
          setFailure({
            text: applyServerErrors(e, setError, FIELDS, TRIAL_SCREEN.inviteFailed),
            full: e instanceof ApiError && e.message === TRIAL_MESSAGES.full,
          }),
      },
    );
  };

  const addToWaitlist = () => {
    setFailure(null);
    waitlist.mutate(
      { id: registration.id, status: 'waitlisted' },
      {
        onSuccess: () => onDone(TRIAL_SCREEN.waitlisted),
        onError: (e) => setFailure({ text: errorMessage(e, TRIAL_SCREEN.waitlistFailed), full: false }),
      },
    );
  };

  const waitlistButton = offerWaitlist ? (
    <button type="button" className={`${ui.btn} ${ui.gold}`} onClick={addToWaitlist} disabled={waitlist.isPending}>
      {TRIAL_SCREEN.waitlist}
    </button>
  ) : null;

  if (sessions.length === 0) {
    return (
      <div className={ui.form}>
        <AdminAlert tone="error">{failure?.text}</AdminAlert>
        <p className={css.none}>{TRIAL_MESSAGES.noFittingSession}</p>
        <DialogActions cancel={TRIAL_SCREEN.close} onCancel={onClose}>
          {waitlistButton}
        </DialogActions>
      </div>
    );
  }

  return (
    <AdminDialogForm
      onSubmit={handleSubmit(onValid)}
      sending={{ failure: failure?.text, busy: invite.isPending }}
      onCancel={onClose}
      texts={{ cancel: TRIAL_SCREEN.close, submit: TRIAL_SCREEN.send, busy: TRIAL_SCREEN.sending }}
      extra={waitlistButton}
      testId="invite-to-trial"
    >
      <SelectField
        label={TRIAL_SCREEN.sessionLabel}
        look={look}
        {...recordOptions(sessions, (t) => `${formatDateTime(t.starts_at)} · ${t.location} · ${TRIAL_MESSAGES.placesLeft(t.places_left)}`)}
        placeholder={TRIAL_SCREEN.sessionPlaceholder}
        error={errors.trial_id?.message}
        {...register('trial_id')}
      />
      <TextAreaField label={REGISTRATION_MESSAGES.noteLabel} look={look} rows={3} error={errors.note?.message} {...register('note')} />
    </AdminDialogForm>
  );
}
