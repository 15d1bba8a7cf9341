import type { ReactNode } from 'react';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
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
export function DeleteButton({ label, onClick, text = 'Delete' }: { label: string; onClick: () => void; text?: string }) {
  return (
    <button type="button" className={`${ui.btn} ${ui.small} ${ui.danger}`} onClick={onClick} aria-label={label}>
      <Trash2 size={15} aria-hidden="true" />
      {text}
    </button>
  );
}

/** A list screen's link to its form ("New post", "Add member"), in the header. */
export function HeaderLink({ to, icon: Icon, children }: { to: string; icon?: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={`${ui.btn} ${ui.gold}`}>
      {Icon ? <Icon size={18} aria-hidden="true" /> : null}
      {children}
    </Link>
  );
}
