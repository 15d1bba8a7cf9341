import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-client';
import { useFlash } from './use-flash';

/**
 * The delete flow of the admin lists: pick an item, confirm in a dialog, then a success flash or
 * the spec's failure message (the server's own text when it sent one).
 */
export function useConfirmedDelete<T extends { id: number }>(
  mutation: UseMutationResult<unknown, Error, number>,
  messages: { deleted: string; failed: string },
) {
  const [flash, setFlash] = useFlash();
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (!target) return;
    setError(null);
    mutation.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        setFlash(messages.deleted);
      },
      onError: (e) => {
        setTarget(null);
        setError(errorMessage(e, messages.failed));
      },
    });
  };

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy: mutation.isPending, flash, setFlash, error, setError };
}
