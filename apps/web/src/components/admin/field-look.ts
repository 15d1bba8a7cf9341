import type { FieldLook } from '../ui/form-field';
import ui from './ui.module.css';

/** The admin screens' look for <Field> and its wrappers: no required marker (every admin form says what it needs). */
export const ADMIN_FIELD_LOOK: FieldLook = {
  field: ui.field,
  full: undefined,
  label: ui.label,
  required: undefined,
  control: ui.input,
  hint: ui.hint,
  error: ui.fieldError,
};
