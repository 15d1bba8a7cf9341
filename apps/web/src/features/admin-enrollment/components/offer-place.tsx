import { useState } from 'react';
import { useOpen } from '../../../hooks/use-open';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { canMoveTo, type Registration } from '@academy/contract/registration';
import { OfferInputSchema, SQUAD_MESSAGES, SQUAD_SCREEN } from '@academy/contract/squad';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminDialogForm, recordOptions } from '../../../components/admin/form-controls';
import { AdminModal } from '../../../components/admin/modal';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useSendForm } from '../../../hooks/use-form-send';
import { isoToLocal, localToIso } from '../../../lib/datetime-local';
import { useOfferPlace, useSquadsToOffer } from '../api/offer-place';

/** The deadline is picked on the academy's clock (datetime-local, docs/decisions/050); the contract's rule checks the instant. */
const FormSchema = OfferInputSchema.safeExtend({ respond_by: z.string().transform(localToIso).pipe(OfferInputSchema.shape.respond_by) });
type FormOut = z.output<typeof FormSchema>;
const FIELDS = ['squad_id', 'respond_by'] as const;
const S = SQUAD_SCREEN;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * "Offer a place" beside an enrollment's status control (docs/decisions/031): a dialog with the
 * squads that fit the child's age and the deadline to answer. A full squad puts the child on its
 * waiting list instead; the notice says which happened.
 */
export function OfferPlace({ registration, onDone }: { registration: Registration; onDone?: (message: string) => void }) {
  const dialog = useOpen();
  if (!canMoveTo(registration.status, 'offer_made')) return null;
  return (
    <>
      <button type="button" className={ui.btn} onClick={dialog.show}>
        {S.offerPlace}
      </button>
      {dialog.open ? (
        <AdminModal title={S.offerTitle(registration.player_name)} onClose={dialog.close}>
          <OfferForm registration={registration} onClose={dialog.close} onDone={dialog.closeThen(onDone)} />
        </AdminModal>
      ) : null}
    </>
  );
}

function OfferForm({ registration, onClose, onDone }: { registration: Registration; onClose: () => void; onDone: (message: string) => void }) {
  const squads = useSquadsToOffer();
  const offer = useOfferPlace();
  const [inAWeek] = useState(() => isoToLocal(new Date(Date.now() + WEEK_MS).toISOString()));
  const { register, handleSubmit, formState, sending, send } = useSendForm(zodResolver(FormSchema), { squad_id: '', respond_by: inAWeek }, offer, {
    fields: FIELDS,
    fallback: S.offerFailed,
  });
  if (squads.isPending) return <AdminSpinner />;
  if (squads.isError) return <AdminAlert tone="error">{SQUAD_MESSAGES.loadFailed}</AdminAlert>;
  const age = registration.player_age;
  const fitting = squads.data.filter((s) => s.min_age <= age && age <= s.max_age);
  const errors = formState.errors;

  const onValid = (values: FormOut) => {
    send({ id: registration.id, ...values }, (result) => onDone(result.outcome === 'offered' ? SQUAD_MESSAGES.offered : SQUAD_MESSAGES.waitlisted));
  };

  return (
    <AdminDialogForm
      onSubmit={handleSubmit(onValid)}
      sending={sending}
      onCancel={onClose}
      texts={{ cancel: S.cancel, submit: S.sendOffer, busy: S.sending }}
      testId="offer-place"
    >
      <SelectField
        label={S.squadField}
        look={ADMIN_FIELD_LOOK}
        {...recordOptions(fitting, (s) => `${s.name} ${s.season} · ${SQUAD_MESSAGES.fill(s.enrolled + s.offered, s.capacity)}`)}
        placeholder={S.chooseSquad}
        error={errors.squad_id?.message}
        {...register('squad_id')}
      />
      <TextField label={S.respondByField} look={ADMIN_FIELD_LOOK} type="datetime-local" error={errors.respond_by?.message} {...register('respond_by')} />
      <p className={ui.subtitle}>{S.offerHint}</p>
    </AdminDialogForm>
  );
}
