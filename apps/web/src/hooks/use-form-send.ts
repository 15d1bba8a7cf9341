import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../lib/form-errors';

type Refusal<F extends FieldValues> = {
  setError: UseFormSetError<F>;
  /** The form's fields, in its order: where the server's per-field messages go. */
  fields: readonly FieldPath<F>[];
  /** The form's alert when the server says nothing of its own. */
  fallback: string;
};

/** What a form's frame shows of its send (AdminDialogForm, AdminCardForm): why it failed, and whether it is under way. */
export type Sending = { failure: string | null | undefined; busy: boolean };

/**
 * An admin form's send: `send(variables, onSuccess)` runs the mutation; a refusal puts the server's
 * per-field messages under the fields and its text in `sending.failure` (lib/form-errors.ts), which
 * the next send clears.
 */
export function useFormSend<R, V, F extends FieldValues>(mutation: UseMutationResult<R, Error, V>, refusal: Refusal<F>) {
  const [failure, setFailure] = useState<string | null>(null);
  const send = (variables: V, onSuccess: (result: R) => void) => {
    setFailure(null);
    mutation.mutate(variables, {
      onSuccess: (result) => onSuccess(result),
      onError: (e) => setFailure(applyServerErrors(e, refusal.setError, refusal.fields, refusal.fallback)),
    });
  };
  const sending: Sending = { failure, busy: mutation.isPending };
  return { sending, send };
}

/**
 * An admin form and its send in one: react-hook-form with the contract's schema (`zodResolver(schema)`)
 * and its defaults, plus useFormSend's `failure` and `send` for `mutation`.
 */
export function useSendForm<FIn extends FieldValues, FOut extends FieldValues, R, V>(
  resolver: Resolver<FIn, unknown, FOut>,
  defaultValues: DefaultValues<FIn>,
  mutation: UseMutationResult<R, Error, V>,
  refusal: Omit<Refusal<FIn>, 'setError'>,
) {
  const form = useForm<FIn, unknown, FOut>({ resolver, defaultValues });
  return { ...form, ...useFormSend(mutation, { ...refusal, setError: form.setError }) };
}
