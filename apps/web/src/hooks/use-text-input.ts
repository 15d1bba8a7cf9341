import { useState, type ChangeEvent } from 'react';

/** A controlled text input outside react-hook-form: its `value`, `clear()`, and `input` (value and onChange) to spread into the field. */
export function useTextInput() {
  const [value, setValue] = useState('');
  return { value, clear: () => setValue(''), input: { value, onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value) } };
}
