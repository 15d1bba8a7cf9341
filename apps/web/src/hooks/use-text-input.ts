import { useState, type ChangeEvent } from 'react';

/**
 * A controlled text input outside react-hook-form: its `value`, `clear()`, and `input` (value and
 * onChange) to spread into the field; `onEdit` runs on each change (take away the field's problem).
 */
export function useTextInput(initial: string | (() => string) = '', onEdit?: () => void) {
  const [value, setValue] = useState(initial);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setValue(e.target.value);
    onEdit?.();
  };
  return { value, clear: () => setValue(''), input: { value, onChange } };
}
