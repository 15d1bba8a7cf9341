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

/** How an action button looks: its classes and its icon's size. */
const LOOKS = {
  /** A header's main action ("New squad"). */
  primary: { className: `${ui.btn} ${ui.primary}`, icon: 18 },
  /** A header's other action ("Edit"). */
  plain: { className: ui.btn, icon: 16 },
  /** A row's action ("Edit", "Retry"). */
  small: { className: `${ui.btn} ${ui.small}`, icon: 15 },
  /** A row's delete or cancel; it only asks (the screen confirms in a dialog). */
  danger: { className: `${ui.btn} ${ui.small} ${ui.danger}`, icon: 15 },
} as const;

type ActionButtonProps = {
  icon: LucideIcon;
  look: keyof typeof LOOKS;
  onClick: () => void;
  /** The accessible name where the text alone does not say which item ("Delete U12 2026"). */
  label?: string;
  disabled?: boolean;
  children: ReactNode;
};

/** An admin button with its icon before its text: a header's action or a row's. */
export function ActionButton({ icon: Icon, look, onClick, label, disabled, children }: ActionButtonProps) {
  const { className, icon } = LOOKS[look];
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon size={icon} aria-hidden="true" />
      {children}
    </button>
  );
}

/** The Delete button of an admin list row; it only asks (the list confirms in a dialog). */
export function DeleteButton({ label, onClick, text = 'Delete' }: { label: string; onClick: () => void; text?: string }) {
  return (
    <ActionButton icon={Trash2} look="danger" onClick={onClick} label={label}>
      {text}
    </ActionButton>
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

/** A screen's way back to its list ("Back to media"), in its header. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${ui.btn} ${ui.small}`}>
      {children}
    </Link>
  );
}
