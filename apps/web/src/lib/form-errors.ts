import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { ApiError, errorMessage } from './api-client';

/**
 * A refused submit: puts the answer's per-field messages (`errors: { field: message }`) under the
 * form's own fields, in the form's order, focusing the first (fields the form does not show are
 * skipped), and returns the text for the form's alert: the answer's message (or `fallback`, see
 * `errorMessage`). When that message is already shown under a field (the server's message is its
 * first field's), the alert says "Please check the highlighted fields." instead of repeating it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback: string,
): string {
  const alert = errorMessage(error, fallback);
  if (!(error instanceof ApiError)) return alert;
  let applied = 0;
  let repeated = false;
  for (const field of fields) {
    const message = error.errors[field];
    if (typeof message !== 'string' || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: applied === 0 });
    applied += 1;
    if (message === alert) repeated = true;
  }
  return repeated ? COMMON_MESSAGES.invalidInput : alert;
}

/** The field names of a form, from its default values. */
export const fieldsOf = <T extends FieldValues>(defaults: T) => Object.keys(defaults) as FieldPath<T>[];
