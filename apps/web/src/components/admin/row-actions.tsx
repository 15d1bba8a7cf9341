import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import ui from './ui.module.css';

/** The Edit link of an admin list row; `name` makes it say which item ("Edit Spring camp"). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={`${ui.btn} ${ui.small}`} aria-label={`Edit ${name}`}>
      <Pencil size={15} aria-hidden="true" />
      Edit
    </Link>
  );
}

/** The Delete button of an admin list row; it only asks (the list confirms in a dialog). */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={`${ui.btn} ${ui.small} ${ui.danger}`} onClick={onClick} aria-label={label}>
      <Trash2 size={15} aria-hidden="true" />
      Delete
    </button>
  );
}
