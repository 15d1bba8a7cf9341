import { describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES } from '@academy/contract/common-constants';
import { ApiError } from './api-client';
import { applyServerErrors, fieldsOf } from './form-errors';

type Values = { name: string; email: string; phone: string };
const FALLBACK = 'Failed to save.';

describe('applyServerErrors', () => {
  it("puts each known field's message on that field, in the form's order, focusing the first", () => {
    const setError = vi.fn();
    const error = new ApiError('The email domain is not accepted here', 400, {
      phone: 'Phone number is required',
      email: 'Please enter a valid email address',
      unknown_field: 'Not on this form',
    });
    expect(applyServerErrors<Values>(error, setError, ['name', 'email', 'phone'], FALLBACK)).toBe('The email domain is not accepted here');
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Please enter a valid email address' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'Phone number is required' }, { shouldFocus: false }],
    ]);
  });

  it('does not repeat a field message in the alert: the alert asks to check the highlighted fields', () => {
    const setError = vi.fn();
    const taken = 'This email is already subscribed.';
    expect(applyServerErrors<Values>(new ApiError(taken, 409, { email: taken }), setError, ['email'], FALLBACK)).toBe(COMMON_MESSAGES.invalidInput);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: taken }, { shouldFocus: true });
  });

  it("leaves the fields alone when the answer names none of them, and the alert gives the server's message or the fallback", () => {
    const setError = vi.fn();
    expect(applyServerErrors<Values>(new ApiError('Too many requests.', 429), setError, ['name'], FALLBACK)).toBe('Too many requests.');
    expect(applyServerErrors<Values>(new ApiError('Invalid', 400, { other: 'x' }), setError, ['name'], FALLBACK)).toBe('Invalid');
    expect(applyServerErrors<Values>(new ApiError('Bad gateway', 502), setError, ['name'], FALLBACK)).toBe(FALLBACK);
    expect(applyServerErrors<Values>(new TypeError('Failed to fetch'), setError, ['name'], FALLBACK)).toBe(FALLBACK);
    expect(setError).not.toHaveBeenCalled();
  });

  it('fieldsOf lists a form’s fields from its default values', () => {
    expect(fieldsOf({ name: '', email: '', phone: '' })).toEqual(['name', 'email', 'phone']);
  });
});
