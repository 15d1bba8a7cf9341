import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { apiData } from '../lib/api-client';
import { useOpen } from './use-open';

/** Where the outcome is said: an admin screen's notice (components/admin/notice.tsx). */
type Outcome = { success: (text: string) => void; failure: (error: unknown, fallback: string) => void; clear: () => void };

/**
 * An admin list's confirmed action: pick an item, confirm in a dialog, then the notice says it was
 * done, or why not (the server's own text when it sent one). `dialog` spreads into
 * <AdminConfirmDialog>, which adds the title and texts.
 */
export function useConfirmedAction<T, V>(
  mutation: UseMutationResult<unknown, Error, V>,
  variables: (target: T) => V,
  /** `done` may name the item ("Tag “U12” deleted."). */
  messages: { done: string | ((target: T) => string); failed: string },
  notice: Outcome,
) {
  const [target, setTarget] = useState<T | null>(null);
  const cancel = () => setTarget(null);
  const confirm = () => {
    if (target === null) return;
    notice.clear();
    mutation.mutate(variables(target), {
      onSuccess: () => notice.success(typeof messages.done === 'string' ? messages.done : messages.done(target)),
      onError: (e) => notice.failure(e, messages.failed),
      onSettled: cancel,
    });
  };
  return { target, ask: setTarget, dialog: { open: target !== null, busy: mutation.isPending, onCancel: cancel, onConfirm: confirm } };
}

/**
 * A confirmed action on no list item (send a new status link, sign out everywhere): `ask()` opens the
 * dialog; `run(close)` is the action, which closes it once settled. `dialog` spreads into <AdminConfirmDialog>.
 */
export function useConfirmation(busy: boolean, run: (close: () => void) => void) {
  const { open, show, close } = useOpen();
  return { ask: show, dialog: { open, busy, onCancel: close, onConfirm: () => run(close) } };
}

/** The delete flow of the admin lists: the confirmed action that sends the item's id; `messages` is the record's contract texts. */
export function useConfirmedDelete<T extends { id: number }>(
  mutation: UseMutationResult<unknown, Error, number>,
  messages: { deleted: string; deleteFailed: string },
  notice: Outcome,
) {
  return useConfirmedAction<T, number>(mutation, (item) => item.id, { done: messages.deleted, failed: messages.deleteFailed }, notice);
}

/** DELETE `pathOf(id)` (an admin record), then every query under `invalidate` (its list's keys) is read again. */
export function useDeleteRecord(pathOf: (id: number) => string, invalidate: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiData<{ id: number }>(pathOf(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: invalidate }),
  });
}
